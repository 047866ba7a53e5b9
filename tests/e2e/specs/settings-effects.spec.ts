/**
 * Settings changed in the settings screen change what they name on the
 * stock admin pages: the post list's ID and last-modified columns, its
 * header kept in view while the list scrolls, the roles on the page body,
 * the toolbar's welcome and the plugins list's Status column.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { box } from '../utils/box';
import { resetSettings } from '../utils/settings';

const SETTINGS = '/wp-admin/admin.php?page=uip-settings';

/** WordPress's toolbar on admin pages wider than 782 px. */
const TOOLBAR_HEIGHT = 32;

/**
 * Turns settings on and fills the toolbar welcome in the screen, then saves.
 *
 * @param page     The page.
 * @param toggles  The toggles' labels.
 * @param greeting The toolbar welcome.
 */
async function changeInScreen(
	page: Page,
	toggles: string[],
	greeting: string
) {
	await page.goto( SETTINGS );
	for ( const name of toggles ) {
		await page.getByRole( 'checkbox', { name } ).check();
	}
	await page
		.getByRole( 'textbox', { name: 'Toolbar welcome' } )
		.fill( greeting );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( page.getByText( 'Settings saved' ) ).toBeVisible();
}

test.describe( 'Settings take effect', () => {
	const posts: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		// Enough rows for the list to scroll in a short window.
		for ( let index = 1; index <= 8; index++ ) {
			const post = await requestUtils.createPost( {
				title: `Settings effect ${ index }`,
				status: 'publish',
				date_gmt: new Date().toISOString(),
			} );
			posts.push( post.id );
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of posts ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ id }`,
				params: { force: true },
			} );
		}
		await resetSettings( requestUtils, [
			'general',
			'whiteLabel',
			'advanced',
			'listTables',
		] );
	} );

	test( 'columns, sticky headers, role classes, the welcome and plugin status, as set in the screen', async ( {
		page,
	} ) => {
		await changeInScreen(
			page,
			[
				'Show an ID column in post lists',
				'Show a last-modified column in post lists',
				'Show a Status column in the plugins list',
				'Add the user’s roles as classes on the page body',
				'Sticky list-table headers',
			],
			'Welcome back, {name}'
		);

		await page.setViewportSize( { width: 1280, height: 420 } );
		await page.goto( '/wp-admin/edit.php' );
		const table = page.locator( '.wp-list-table' );
		await expect(
			table.locator( 'thead' ).getByRole( 'link', { name: /^ID/ } )
		).toBeVisible();
		await expect(
			table
				.locator( 'thead' )
				.getByRole( 'link', { name: /^Last modified/ } )
		).toBeVisible();
		const row = table.locator( 'tr', { hasText: 'Settings effect 1' } );
		await expect( row.locator( 'td.column-uip-id' ) ).toHaveText(
			String( posts[ 0 ] )
		);
		await expect( page.locator( 'body' ) ).toHaveClass(
			/\buip-role-administrator\b/
		);
		await expect(
			page.locator( '#wp-admin-bar-my-account > .ab-item' )
		).toContainText( 'Welcome back, admin' );
		await expect(
			page.locator( '#wp-admin-bar-my-account > .ab-item' )
		).not.toContainText( 'Howdy' );

		// Scrolled past it, the header row stays just below the toolbar.
		const header = '.wp-list-table thead th.column-title';
		const before = await box( page, header );
		await page.mouse.move( 640, 300 );
		await page.mouse.wheel( 0, 600 );
		await expect
			.poll( () => page.evaluate( () => window.scrollY ) )
			.toBeGreaterThan( before.y );
		await expect
			.poll( async () => ( await box( page, header ) ).y )
			.toBe( TOOLBAR_HEIGHT );

		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( '/wp-admin/plugins.php' );
		const uipress = page.locator( 'tr[data-slug="uipress"]' ).first();
		await expect(
			uipress.locator( 'td.column-uip-plugin-status' )
		).toContainText( 'Active' );
	} );
} );
