/**
 * The builder's pickers against the real site: the post type select offers
 * what a query can return and shows the chosen types by label.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';
import { selectLayer } from '../utils/builder-sidebar';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/**
 * Whether the element is what the window shows at its centre (nothing
 * covers it).
 *
 * @param locator The element.
 */
function isOnTop( locator: Locator ): Promise< boolean > {
	return locator.evaluate( ( element ) => {
		const box = element.getBoundingClientRect();
		const hit = element.ownerDocument.elementFromPoint(
			box.left + box.width / 2,
			box.top + box.height / 2
		);
		return hit !== null && element.contains( hit );
	} );
}

test.describe( 'Builder pickers', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'the post type select lists no media, and shows labels', async ( {
		page,
		requestUtils,
	} ) => {
		const box = block( 'uip-container', { content: [] } );
		const id = await createTemplate( requestUtils, [ box ] );
		await page.goto( `${ BUILDER }&template=${ id }` );
		await selectLayer( page, box.uid );
		const settings = page.locator( '.uip-settings' );
		await settings
			.getByRole( 'tab', { name: 'Advanced', exact: true } )
			.click();
		await settings
			.getByRole( 'button', { name: 'Query', exact: true } )
			.click();
		await settings
			.getByRole( 'checkbox', { name: 'Query content' } )
			.check();

		await settings
			.getByRole( 'button', { name: 'Post type select' } )
			.click();
		const list = page.locator( '.uip-post-type-select__list' );
		await expect(
			list.getByRole( 'checkbox', { name: 'Posts', exact: true } )
		).toBeVisible();
		await expect(
			list.getByRole( 'checkbox', { name: 'Media', exact: true } )
		).toHaveCount( 0 );
		await list
			.getByRole( 'checkbox', { name: 'Pages', exact: true } )
			.check();
		await page.keyboard.press( 'Escape' );
		await expect(
			settings.getByRole( 'button', { name: 'Post type select' } )
		).toContainText( /Posts, Pages|Pages, Posts/ );
	} );

	test( 'the role select is a button and names roles as the site does', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createTemplate(
			requestUtils,
			[ block( 'uip-heading' ) ],
			'For editors',
			{ forRoles: [ 'editor' ], excludesRoles: [ 'author' ] }
		);
		await page.goto( `${ BUILDER }&template=${ id }` );
		const settings = page.locator( '.uip-settings' );
		const included = settings
			.getByRole( 'group', { name: 'Who it applies to' } )
			.getByRole( 'button', { name: 'Role select' } );
		const excluded = settings
			.getByRole( 'group', { name: 'Excluded' } )
			.getByRole( 'button', { name: 'Role select' } );

		// The stored role names ("editor") shown as the site names them.
		await expect( included ).toHaveText( 'Editor' );
		await expect( excluded ).toHaveText( 'Author' );
		await expect(
			settings.getByText( 'Applies to: Editor, except Author', {
				exact: true,
			} )
		).toBeVisible();
		// Hovering lists every chosen item by name.
		await included.hover();
		await expect(
			settings
				.getByRole( 'group', { name: 'Who it applies to' } )
				.getByRole( 'list', { name: 'Chosen' } )
		).toHaveText( 'Editor' );

		// Drawn as buttons (an outline, not grey text).
		for ( const picker of [ included, excluded ] ) {
			await expect( picker ).toHaveClass( /\bis-secondary\b/ );
			expect(
				await picker.evaluate(
					( element ) => getComputedStyle( element ).boxShadow
				)
			).toContain( 'inset' );
		}
	} );

	test.describe( 'the role select of a template, with many users', () => {
		test.use( { viewport: { width: 1440, height: 900 } } );
		const users: number[] = [];

		test.beforeAll( async ( { requestUtils } ) => {
			// Left over from an interrupted run.
			const earlier = await requestUtils.rest< Array< { id: number } > >(
				{
					path: '/wp/v2/users',
					params: { search: 'uip-picker-', per_page: 100 },
				}
			);
			for ( const { id } of earlier ) {
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wp/v2/users/${ id }`,
					params: { force: true, reassign: 1 },
				} );
			}
			for ( let n = 1; n <= 14; n++ ) {
				const created = await requestUtils.createUser( {
					username: `uip-picker-${ n }`,
					email: `uip-picker-${ n }@example.com`,
					password: `picker-password-${ n }`,
					firstName: 'Picker',
					lastName: String( n ),
				} );
				users.push( created.id );
			}
		} );

		test.afterAll( async ( { requestUtils } ) => {
			for ( const id of users ) {
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wp/v2/users/${ id }`,
					params: { force: true, reassign: 1 },
				} );
			}
		} );

		test( 'stays on screen as results arrive, pages on, clears its search, and shows above the full-screen editor', async ( {
			page,
			requestUtils,
		} ) => {
			const id = await createTemplate( requestUtils, [
				block( 'uip-heading' ),
			] );
			await page.goto( `${ BUILDER }&template=${ id }` );
			const audience = page
				.locator( '.uip-settings' )
				.getByRole( 'group', { name: 'Who it applies to' } );
			await audience
				.getByRole( 'button', { name: 'Role select' } )
				.first()
				.click();
			const panel = page.getByRole( 'dialog', { name: 'Role select' } );
			await panel.getByRole( 'button', { name: 'Users' } ).click();
			const next = panel.getByRole( 'button', { name: 'next' } );
			await expect( next ).toBeVisible();
			await expect( panel ).toBeInViewport( { ratio: 1 } );
			await next.scrollIntoViewIfNeeded();
			await expect( next ).toBeInViewport();
			await next.click();
			await expect(
				panel.getByRole( 'button', { name: /^Picker 14\b/ } )
			).toBeAttached();
			await expect( panel ).toBeInViewport( { ratio: 1 } );

			// A search filters; clearing it brings back the list as it was
			// (which users the two pages hold depends on the site's other
			// users: logins sort before or after uip-picker-…).
			const results = panel.locator( '.uip-role-select__result' );
			// The second page is in (a page holds 10).
			await expect.poll( () => results.count() ).toBeGreaterThan( 10 );
			const everyone = await results.allTextContents();
			const search = panel.getByRole( 'searchbox' );
			await search.fill( 'Picker 1' );
			await expect( results ).toHaveCount( 6 );
			await expect(
				results.filter( { hasNotText: /Picker 1/ } )
			).toHaveCount( 0 );
			await search.fill( '' );
			await expect( results ).toHaveText( everyone );
			await page.keyboard.press( 'Escape' );
			await expect( panel ).toBeHidden();

			// In the full-screen editor the panel shows above it.
			await page.getByRole( 'button', { name: 'Full screen' } ).click();
			await audience
				.getByRole( 'button', { name: 'Role select' } )
				.first()
				.click();
			const role = panel.getByRole( 'button', { name: /^Editor\b/ } );
			await expect( role ).toBeVisible();
			await expect.poll( () => isOnTop( role ) ).toBe( true );
		} );
	} );
} );
