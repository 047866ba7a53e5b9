/**
 * The admin menu of a template stored without a submenu style: drill-down,
 * with its trail of levels, and entries that ask before opening
 * (`custom.confirm`), by pointer and keyboard, readable in light and dark.
 */
import type { Page } from '@playwright/test';
import type { Block, MenuItem } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { sidebarBesideFrame } from '../utils/interface-template';
import { deleteAllMenus, menuItem } from '../utils/menus';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

/** A sidebar with the menu (no submenu style stored) beside the frame. */
function sidebarTemplate(): Block[] {
	return sidebarBesideFrame( [ block( 'uip-admin-menu-new' ) ] );
}

const entry = ( uid: string, custom: MenuItem[ 'custom' ] = {} ) =>
	menuItem( uid, { custom } );

async function setDark( page: Page, dark: boolean ) {
	await page.evaluate(
		( value ) =>
			document.dispatchEvent(
				new CustomEvent( 'uipress/darkmode/toggle', {
					detail: { dark: value },
				} )
			),
		dark
	);
	const html = page.locator( 'html' );
	if ( dark ) {
		await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
	} else {
		await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );
	}
}

test.describe( 'Admin menu drill-down and confirmation', () => {
	test.use( {
		storageState: EDITOR.storageState,
		viewport: { width: 1440, height: 900 },
	} );

	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate( requestUtils, sidebarTemplate(), 'Drill', {
			forRoles: [ 'editor' ],
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/uip-admin-menu',
			data: {
				title: 'Asks',
				status: 'publish',
				uipress: {
					forRoles: [ 'editor' ],
					settings: {
						menu: [
							entry( 'index.php' ),
							entry( 'tools.php', {
								confirm: true,
								name: 'Site tools',
							} ),
						],
					},
				},
			},
		} );
	} );

	test.afterEach( async ( { page, requestUtils } ) => {
		await setDark( page, false ).catch( () => undefined );
		await deleteAllTemplates( requestUtils );
		await deleteAllMenus( requestUtils );
	} );

	test( 'drills down with a trail of levels, by keyboard; search hides it', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/index.php' );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		// Stored without a submenu style: drill-down.
		await expect( menu ).toHaveAttribute(
			'data-uip-submenu-style',
			'dynamic'
		);
		const toggle = menu.getByRole( 'button', { name: 'Submenu of Posts' } );
		await toggle.focus();
		await page.keyboard.press( 'Enter' );

		const trail = menu.getByRole( 'navigation', { name: 'Menu levels' } );
		await expect( trail.getByRole( 'listitem' ) ).toHaveText( [
			'Menu',
			'Posts',
		] );
		await expect( trail.getByText( 'Posts' ) ).toHaveAttribute(
			'aria-current',
			'location'
		);
		await expect(
			menu.getByRole( 'button', { name: 'Back' } )
		).toBeFocused();
		await expect(
			menu.getByRole( 'link', { name: 'Categories' } )
		).toBeVisible();
		await page.screenshot( {
			path: '/tmp/shots/menu/drill-down-light.png',
		} );
		expect(
			await contrastFailures( page, { include: [ '.uip-admin-menu' ] } )
		).toEqual( [] );
		await setDark( page, true );
		await page.screenshot( {
			path: '/tmp/shots/menu/drill-down-dark.png',
		} );
		expect(
			await contrastFailures( page, { include: [ '.uip-admin-menu' ] } )
		).toEqual( [] );

		// Searching hides Back and the trail; clearing brings them back.
		const search = menu.getByRole( 'combobox', { name: 'Search menu' } );
		await search.fill( 'dash' );
		await expect( trail ).toHaveCount( 0 );
		await expect(
			menu.getByRole( 'button', { name: 'Back' } )
		).toHaveCount( 0 );
		await search.press( 'Escape' );
		await expect( trail ).toBeVisible();

		// The trail's first level returns to the menu, by keyboard, and the
		// focus lands on the entry the level belonged to.
		await trail.getByRole( 'button', { name: 'Menu' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( trail ).toHaveCount( 0 );
		await expect( toggle ).toBeFocused();
		await expect(
			menu.getByRole( 'link', { name: 'Dashboard' } )
		).toBeVisible();
	} );

	test( 'an entry marked so asks before opening; Cancel stays, Open follows', async ( {
		page,
	} ) => {
		const frameElement = page.locator( 'iframe[title="Page content"]' );
		const frameUrl = () =>
			frameElement.evaluate(
				( element ) =>
					( element as HTMLIFrameElement ).contentWindow?.location
						.href ?? ''
			);
		await page.goto( '/wp-admin/index.php' );
		await expect.poll( frameUrl ).toMatch( /\/wp-admin\/(index\.php)?\?/ );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		const tools = menu.getByRole( 'link', { name: 'Site tools' } );

		await tools.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Open “Site tools”?',
		} );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'Cancel' } )
		).toBeFocused();
		await page.screenshot( { path: '/tmp/shots/menu/confirm-light.png' } );
		expect(
			await contrastFailures( page, {
				include: [ '.uip-confirm-open' ],
			} )
		).toEqual( [] );
		// Escape cancels: nothing loads, the focus is back on the entry.
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( tools ).toBeFocused();
		expect( await frameUrl() ).not.toMatch( /tools\.php/ );

		// Enter on the entry asks again; Open loads it in the frame.
		await setDark( page, true );
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeVisible();
		await page.screenshot( { path: '/tmp/shots/menu/confirm-dark.png' } );
		expect(
			await contrastFailures( page, {
				include: [ '.uip-confirm-open' ],
			} )
		).toEqual( [] );
		await dialog.getByRole( 'button', { name: 'Open' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect.poll( frameUrl ).toMatch( /tools\.php/ );
		await expect( tools ).toHaveAttribute( 'aria-current', 'page' );

		// Entries without the mark open at once.
		await menu.getByRole( 'link', { name: 'Dashboard' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect.poll( frameUrl ).toMatch( /index\.php/ );
	} );
} );
