/**
 * The blocks users live in day to day, in an editor's interface: a posts
 * table (search, grid kept after a reload, edit in the frame, delete with
 * confirmation), recent posts, and a search across posts and pages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { editorCanvas, skipWelcomeGuide } from '../utils/editor';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const STAMP = Date.now();
const TITLE = `Launch note ${ STAMP }`;

type Rest = Parameters< typeof createTemplate >[ 0 ];

/**
 * Creates a published post or page and returns its id.
 *
 * @param requestUtils Admin request utils.
 * @param title        Its title.
 * @param type         'posts' or 'pages'.
 */
async function publish(
	requestUtils: Rest,
	title: string,
	type: 'posts' | 'pages' = 'posts'
): Promise< number > {
	const created = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: `/wp/v2/${ type }`,
		data: { title, status: 'publish', content: 'Body text.' },
	} );
	return created.id;
}

/**
 * An interface for editors: the given blocks beside a page content block.
 *
 * @param requestUtils Admin request utils.
 * @param blocks       The blocks.
 */
async function editorsInterface(
	requestUtils: Rest,
	blocks: ReturnType< typeof block >[]
) {
	await createTemplate(
		requestUtils,
		[
			block( 'uip-container', {
				settings: {
					style: {
						options: {
							flexLayout: { display: 'flex', direction: 'row' },
							dimensions: { height: { value: 100, units: 'vh' } },
						},
					},
				},
				content: [
					block( 'uip-container', {
						settings: {
							style: {
								options: {
									dimensions: {
										width: { value: 60, units: '%' },
									},
									styles: { overflow: 'auto' },
								},
							},
						},
						content: blocks,
					} ),
					block( 'uip-content-frame' ),
				],
			} ),
		],
		'Day to day',
		{ forRoles: [ 'editor' ] }
	);
}

/**
 * The posts table's rows' titles, in order, once it has loaded.
 *
 * @param page The page.
 */
async function rowTitles( page: Page ): Promise< string[] > {
	const table = page.locator( '[data-uip-module="uip-posts-table"]' );
	await expect( table.locator( '.dataviews-loading' ) ).toHaveCount( 0 );
	return table
		.locator( 'tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map(
				( tableRow ) =>
					tableRow
						.querySelector( '.dataviews-title-field' )
						?.textContent?.trim() ?? ''
			)
		);
}

test.describe( 'Posts blocks', () => {
	const created: { id: number; type: 'posts' | 'pages' }[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		for ( let index = 1; index <= 7; index++ ) {
			created.push( {
				id: await publish( requestUtils, `${ TITLE } ${ index }` ),
				type: 'posts',
			} );
		}
		created.push( {
			id: await publish(
				requestUtils,
				`Team charter ${ STAMP }`,
				'pages'
			),
			type: 'pages',
		} );
		created.push( {
			id: await publish( requestUtils, `Team update ${ STAMP }` ),
			type: 'posts',
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const { id, type } of created ) {
			await requestUtils
				.rest( {
					method: 'DELETE',
					path: `/wp/v2/${ type }/${ id }`,
					params: { force: true },
				} )
				.catch( () => undefined );
		}
	} );

	test.use( { storageState: EDITOR.storageState } );

	test( 'a posts table for editors: search, grid kept after a reload, edit in the frame, delete with confirmation', async ( {
		page,
		requestUtils,
	} ) => {
		await editorsInterface( requestUtils, [
			block( 'uip-posts-table', {
				settings: {
					block: {
						options: {
							activePostTypes: [ 'post' ],
							postsPerPage: 5,
						},
					},
				},
			} ),
		] );
		await page.goto( '/wp-admin/' );
		const table = page.locator( '[data-uip-module="uip-posts-table"]' );

		// A search from the first page, on the server.
		await table
			.getByRole( 'searchbox', { name: 'Search posts' } )
			.fill( TITLE );
		await expect
			.poll( () => rowTitles( page ) )
			.toEqual( [ 7, 6, 5, 4, 3 ].map( ( n ) => `${ TITLE } ${ n }` ) );
		await table.getByRole( 'button', { name: 'Next page' } ).click();
		await expect
			.poll( () => rowTitles( page ) )
			.toEqual( [ 2, 1 ].map( ( n ) => `${ TITLE } ${ n }` ) );

		// Delete asks first, then says so; the post goes to the trash.
		const doomed = created[ 0 ]!;
		const doomedRow = table.locator( 'tbody tr', {
			hasText: `${ TITLE } 1`,
		} );
		await doomedRow.getByRole( 'button', { name: 'Actions' } ).click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Delete post' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this post?'
		);
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();
		await expect(
			page
				.getByRole( 'region', { name: 'Notifications' } )
				.getByText( 'Post deleted' )
		).toBeVisible();
		await expect
			.poll( () => rowTitles( page ) )
			.toEqual( [ `${ TITLE } 2` ] );
		const trashed = await requestUtils.rest< { status: string } >( {
			path: `/wp/v2/posts/${ doomed.id }`,
			params: { context: 'edit' },
		} );
		expect( trashed.status ).toBe( 'trash' );

		// Edit opens in the page content block.
		await table
			.locator( 'tbody tr', { hasText: `${ TITLE } 2` } )
			.getByRole( 'button', { name: 'Edit' } )
			.click();
		await expect(
			page.locator( '[data-uip-module="uip-content-frame"] iframe' )
		).toHaveAttribute(
			'src',
			new RegExp( `post=${ created[ 1 ]!.id }&action=edit` )
		);

		// The grid is kept after a reload (prefersGridView).
		await page.goto( '/wp-admin/' );
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( 'prefersGridView' ) &&
				response.request().method() === 'POST'
		);
		await table.getByRole( 'button', { name: 'Layout' } ).click();
		await page.getByRole( 'menuitemradio', { name: 'Grid' } ).click();
		await expect( table.locator( '.dataviews-view-grid' ) ).toBeVisible();
		await saved;
		await page.reload();
		await expect( table.locator( '.dataviews-view-grid' ) ).toBeVisible();
		await expect( table.locator( '.dataviews-view-table' ) ).toHaveCount(
			0
		);
	} );

	test( 'the posts table and recent posts drop a post trashed in the frame', async ( {
		page,
		requestUtils,
	} ) => {
		const title = `Soon trashed ${ STAMP }`;
		created.push( {
			id: await publish( requestUtils, title ),
			type: 'posts',
		} );
		await editorsInterface( requestUtils, [
			block( 'uip-posts-table', {
				settings: {
					block: { options: { activePostTypes: [ 'post' ] } },
				},
			} ),
			block( 'uip-recent-posts' ),
		] );
		await page.goto( '/wp-admin/edit.php' );
		const table = page.locator( '[data-uip-module="uip-posts-table"]' );
		const recent = page.locator( '[data-uip-module="uip-recent-posts"]' );
		await table
			.getByRole( 'searchbox', { name: 'Search posts' } )
			.fill( title );
		// A table or a grid (the editor's preference from another test).
		const shown = table.getByText( title, { exact: true } );
		await expect( shown ).toBeVisible();
		await expect(
			recent.getByRole( 'link', { name: title } )
		).toBeVisible();

		// WordPress's own list, in the frame: Trash reloads its page.
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		const listed = frame.locator( '#the-list tr', { hasText: title } );
		await listed.hover();
		await listed.getByRole( 'link', { name: /Trash/ } ).click();
		await expect( frame.locator( '#message' ) ).toContainText(
			'moved to the Trash'
		);

		await expect( shown ).toHaveCount( 0 );
		await expect( recent.getByRole( 'link', { name: title } ) ).toHaveCount(
			0
		);
	} );

	test( 'the posts table and recent posts show a post published in the block editor, which loads no page', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		const title = `Published in place ${ STAMP }`;
		await skipWelcomeGuide( requestUtils, EDITOR.username );
		await editorsInterface( requestUtils, [
			block( 'uip-posts-table', {
				settings: {
					block: { options: { activePostTypes: [ 'post' ] } },
				},
			} ),
			block( 'uip-recent-posts' ),
		] );
		await page.setViewportSize( { width: 1440, height: 900 } );
		await page.goto( '/wp-admin/post-new.php' );
		const table = page.locator( '[data-uip-module="uip-posts-table"]' );
		const recent = page.locator( '[data-uip-module="uip-recent-posts"]' );
		await expect( table.locator( '.dataviews-loading' ) ).toHaveCount( 0 );
		await expect(
			recent.getByRole( 'link', { name: TITLE } ).first()
		).toBeVisible();

		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await expect( frame.locator( '.editor-visual-editor' ) ).toBeVisible( {
			timeout: 20_000,
		} );
		const canvas = await editorCanvas( frame );
		await canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( title );
		await frame
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await frame
			.locator( '.editor-post-publish-panel' )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await expect( page ).toHaveURL( /post\.php\?post=(\d+)/ );
		created.push( {
			id: Number( /post=(\d+)/.exec( page.url() )?.[ 1 ] ),
			type: 'posts',
		} );

		await expect( table.getByText( title, { exact: true } ) ).toBeVisible();
		await expect(
			recent.getByRole( 'link', { name: title } )
		).toBeVisible();
	} );

	test( 'recent posts lists the latest posts, and a search finds posts and pages', async ( {
		page,
		requestUtils,
	} ) => {
		await editorsInterface( requestUtils, [
			block( 'uip-recent-posts', {
				settings: { block: { options: { postsPerPage: 3 } } },
			} ),
			block( 'uip-content-search', {
				settings: {
					block: {
						options: { searchPostTypes: [ 'post', 'page' ] },
					},
				},
			} ),
		] );
		await page.goto( '/wp-admin/' );

		const recent = page.locator( '[data-uip-module="uip-recent-posts"]' );
		await expect(
			recent.getByRole( 'link', { name: `Team update ${ STAMP }` } )
		).toBeVisible();
		await expect( recent.getByRole( 'listitem' ) ).toHaveCount( 3 );

		const search = page.locator( '[data-uip-module="uip-content-search"]' );
		const field = search.getByRole( 'searchbox', {
			name: 'Search content',
		} );
		await field.fill( `Team ${ STAMP }` );
		await field.fill( `${ STAMP } Team` );
		await field.fill( 'Team' );
		await expect(
			search.getByRole( 'link', { name: `Team charter ${ STAMP }` } )
		).toBeVisible();
		await expect(
			search.getByRole( 'link', { name: `Team update ${ STAMP }` } )
		).toBeVisible();
		await search
			.getByRole( 'combobox', { name: 'Type' } )
			.selectOption( 'page' );
		await expect(
			search.getByRole( 'link', { name: `Team update ${ STAMP }` } )
		).toHaveCount( 0 );
		await expect(
			search.getByRole( 'link', { name: `Team charter ${ STAMP }` } )
		).toBeVisible();

		await field.fill( `no such thing ${ STAMP }` );
		await expect(
			search.getByText( 'Nothing found for query' )
		).toHaveText( `Nothing found for query no such thing ${ STAMP }` );
		await field.fill( '' );
		await expect( search.getByRole( 'link' ) ).toHaveCount( 0 );
	} );
} );
