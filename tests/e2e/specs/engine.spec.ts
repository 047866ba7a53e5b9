/**
 * The block engine in the real WordPress: templates stored through REST and
 * rendered by the preview screen, as an administrator sees them.
 */
import { expect, test } from '../fixtures';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	previewPath,
} from '../utils/templates';

test.describe( 'Block engine', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'a block whose module is missing shows the notice, the rest renders', async ( {
		page,
		requestUtils,
	} ) => {
		const heading = block( 'uip-heading', {
			settings: { block: { options: { headingText: 'Still here' } } },
		} );
		const missing = block( 'uip-no-such-block' );
		const id = await createTemplate( requestUtils, [
			block( 'uip-container', { content: [ heading, missing ] } ),
		] );

		await page.goto( previewPath( id ) );

		await expect(
			page.locator( `[data-uip-uid="${ missing.uid }"]` )
		).toContainText( "This component is missing or can't be loaded" );
		await expect(
			page.locator( `[data-uip-uid="${ heading.uid }"]` )
		).toHaveText( 'Still here' );
		await expect(
			page.locator( `[data-uip-uid="${ heading.uid }"]` )
		).toHaveAttribute( 'data-uip-module', 'uip-heading' );
	} );

	test( 'a block with an unmet condition is hidden in prod and shown in builder mode', async ( {
		page,
		requestUtils,
	} ) => {
		const forEditors = block( 'uip-paragraph', {
			settings: {
				block: { options: { text: 'Only for editors' } },
				advanced: {
					options: {
						conditions: {
							relation: 'and',
							conditions: [
								{
									type: 'userrole',
									operator: 'is',
									value: 'editor',
								},
							],
						},
					},
				},
			},
		} );
		const forAdmins = block( 'uip-paragraph', {
			settings: {
				block: { options: { text: 'For administrators' } },
				advanced: {
					options: {
						conditions: {
							relation: 'and',
							conditions: [
								{
									type: 'userrole',
									operator: 'is',
									value: 'administrator',
								},
							],
						},
					},
				},
			},
		} );
		const id = await createTemplate( requestUtils, [
			forEditors,
			forAdmins,
		] );

		await page.goto( previewPath( id ) );
		await expect( page.getByText( 'For administrators' ) ).toBeVisible();
		await expect( page.getByText( 'Only for editors' ) ).toHaveCount( 0 );

		await page.goto( previewPath( id, 'builder' ) );
		await expect( page.getByText( 'For administrators' ) ).toBeVisible();
		await expect( page.getByText( 'Only for editors' ) ).toBeVisible();
	} );

	test( 'a click interaction toggles another block', async ( {
		page,
		requestUtils,
	} ) => {
		const target = block( 'uip-paragraph', {
			settings: { block: { options: { text: 'Now you see me' } } },
		} );
		const button = block( 'uip-button', {
			settings: {
				block: { options: { buttonText: 'Toggle the paragraph' } },
			},
			interactions: [
				{
					id: 'toggle-paragraph',
					type: 'click',
					target: 'block',
					blockTarget: target.uid,
					selector: '',
					action: 'toggleElementVisibility',
					key: '',
					keyvalue: '',
					javascript: '',
				},
			],
		} );
		const id = await createTemplate( requestUtils, [ button, target ] );

		await page.goto( previewPath( id ) );
		const paragraph = page.locator( `[data-uip-uid="${ target.uid }"]` );
		await expect( paragraph ).toBeVisible();

		await page
			.getByRole( 'button', { name: 'Toggle the paragraph' } )
			.click();
		await expect( paragraph ).toBeHidden();

		await page
			.getByRole( 'button', { name: 'Toggle the paragraph' } )
			.click();
		await expect( paragraph ).toBeVisible();
	} );

	test( 'the icon block draws its icon with the bundled icon font', async ( {
		page,
		requestUtils,
	} ) => {
		const icon = block( 'uip-icon' );
		const id = await createTemplate( requestUtils, [ icon ] );

		await page.goto( previewPath( id ) );
		await expect(
			page.locator( `[data-uip-uid="${ icon.uid }"]` )
		).toBeVisible();

		const loaded = await page.evaluate( async () => {
			await document.fonts.ready;
			return [ ...document.fonts ].some(
				( face ) =>
					face.family.includes( 'Material Symbols' ) &&
					face.status === 'loaded'
			);
		} );
		expect( loaded ).toBe( true );
		// A drawn ligature is one glyph wide, not the word "favorite".
		const box = await page
			.locator( `[data-uip-uid="${ icon.uid }"] .uip-icon` )
			.boundingBox();
		expect( box?.width ).toBeLessThan( 48 );
	} );

	test( 'a query loop pages through real posts', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.deleteAllPosts();
		for ( let n = 1; n <= 12; n++ ) {
			await requestUtils.createPost( {
				title: `Loop post ${ String( n ).padStart( 2, '0' ) }`,
				status: 'publish',
				date_gmt: new Date( Date.UTC( 2026, 0, n ) ).toISOString(),
			} );
		}
		const item = block( 'uip-heading', {
			settings: {
				block: {
					options: {
						headingText: '{{post_title}}',
						headingType: 'h3',
					},
				},
			},
		} );
		const loop = block( 'uip-container', {
			query: {
				enabled: true,
				settings: {
					type: 'posts',
					postTypes: [ 'post' ],
					postStatus: [ 'publish' ],
					roles: [],
					perPage: 5,
					orderBy: 'title',
					order: 'ASC',
					limitToAuthor: false,
					showPagination: true,
					search: false,
				},
			},
			content: [ item ],
		} );
		const id = await createTemplate( requestUtils, [ loop ] );

		await page.goto( previewPath( id ) );
		const titles = page.locator( `[data-uip-uid="${ loop.uid }"] h3` );
		const previous = page.getByRole( 'button', { name: 'Previous page' } );
		const next = page.getByRole( 'button', { name: 'Next page' } );

		await expect( titles ).toHaveText(
			[ 1, 2, 3, 4, 5 ].map( ( n ) => `Loop post 0${ n }` )
		);
		await expect( previous ).toBeDisabled();
		await expect( next ).toBeEnabled();

		await next.click();
		await expect( titles ).toHaveText( [
			'Loop post 06',
			'Loop post 07',
			'Loop post 08',
			'Loop post 09',
			'Loop post 10',
		] );
		await expect( previous ).toBeEnabled();

		await next.click();
		await expect( titles ).toHaveText( [ 'Loop post 11', 'Loop post 12' ] );
		await expect( next ).toBeDisabled();

		await previous.click();
		await expect( titles.first() ).toHaveText( 'Loop post 06' );
		await requestUtils.deleteAllPosts();
	} );
} );
