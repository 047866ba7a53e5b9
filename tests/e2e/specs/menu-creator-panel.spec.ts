/**
 * The menu creator's item settings in the route-driven side panel (spec:
 * "Route-driven side panel: 500 px wide; closes by navigating to a supplied
 * close route"): the URL opens it (a deep link too), Back, Escape and its
 * close button close it; "Ask before opening" is stored per item. And the
 * push/remove failure path ("Something went wrong" with the server's
 * message) against a server that really refuses.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { MenuItem } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import { CREATOR, createMenuInCreator, entry } from '../utils/menu-creator';
import { deleteAllMenus, storedMenu, storeMenuItems } from '../utils/menus';

/**
 * The `item` argument of the page's URL.
 *
 * @param page The menu creator.
 */
function itemOf( page: Page ): string | null {
	return new URL( page.url() ).searchParams.get( 'item' );
}

/**
 * Colour contrast of the open panel (axe, serious and critical only).
 *
 * @param page The menu creator.
 */
async function panelContrast( page: Page ) {
	const axe = await new AxeBuilder( { page } )
		.include( '.uip-side-panel' )
		.withRules( [ 'color-contrast' ] )
		.analyze();
	return axe.violations.filter( ( violation ) =>
		[ 'serious', 'critical' ].includes( violation.impact ?? '' )
	);
}

test.describe( 'Menu creator: item settings panel', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllMenus( requestUtils );
	} );

	test( 'an item’s settings open from the URL in a 500 px panel that Back, Escape and Close close; ask before opening is saved', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 120_000 );
		await page.setViewportSize( { width: 1440, height: 900 } );
		const id = await createMenuInCreator( page );
		const tools = entry( page, 'Tools' );
		const panel = page.getByRole( 'dialog', { name: 'Tools' } );

		// Opening pushes the item onto the URL; the focus moves in.
		await tools.click();
		await expect( panel ).toBeVisible();
		expect( itemOf( page ) ).toBe( '>tools.php' );
		expect( ( await panel.boundingBox() )?.width ).toBeCloseTo( 500, 0 );
		await expect(
			panel.getByRole( 'textbox', { name: 'Name', exact: true } )
		).toBeFocused();
		// The editor makes way: items and preview stay in view beside it.
		const preview = page.getByRole( 'region', { name: 'Preview' } );
		const previewBox = await preview.boundingBox();
		const panelBox = await panel.boundingBox();
		expect(
			( previewBox?.x ?? 0 ) + ( previewBox?.width ?? 0 )
		).toBeLessThanOrEqual( panelBox?.x ?? 0 );
		expect( await panelContrast( page ) ).toEqual( [] );

		// Back closes it, and the editor stays.
		await page.goBack();
		await expect( panel ).toBeHidden();
		expect( itemOf( page ) ).toBeNull();
		await expect( tools ).toBeVisible();
		// Forward opens it again.
		await page.goForward();
		await expect( panel ).toBeVisible();

		// Another item replaces it in place: Back still closes the panel.
		await entry( page, 'Comments' ).click();
		await expect(
			page.getByRole( 'dialog', { name: 'Comments' } )
		).toBeVisible();
		expect( itemOf( page ) ).toBe( '>edit-comments.php' );
		await page.goBack();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );

		// Escape closes it, and the focus goes back to the item.
		await tools.click();
		await expect( panel ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		expect( itemOf( page ) ).toBeNull();
		await expect( tools ).toBeFocused();

		// Ask before opening: stored with the menu, marked in the list.
		await tools.click();
		const ask = panel.getByRole( 'checkbox', {
			name: 'Ask before opening',
		} );
		await ask.check();
		await expect(
			tools.getByText( 'Asks first', { exact: true } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( page.getByText( 'Menu saved' ) ).toBeVisible();
		const stored = await storedMenu( requestUtils, id );
		expect(
			stored.uipress.settings.menu.find(
				( item ) => item.uip_uid === 'tools.php'
			)?.custom?.confirm
		).toBe( true );

		// A deep link to the item's settings opens them, still on.
		await page.goto(
			`${ CREATOR }&menu=${ id }&item=${ encodeURIComponent(
				'>tools.php'
			) }`
		);
		await expect( panel ).toBeVisible();
		await expect( ask ).toBeChecked();
		await expect(
			tools.getByText( 'Asks first', { exact: true } )
		).toBeVisible();
		// Its close button goes to the close route: the editor without it.
		await panel.getByRole( 'button', { name: 'Close' } ).click();
		await expect( panel ).toBeHidden();
		expect( itemOf( page ) ).toBeNull();
		expect( new URL( page.url() ).searchParams.get( 'menu' ) ).toBe(
			String( id )
		);
		await expect( tools ).toBeFocused();

		// Back to the list, and Back again: the menu as it was, panel open.
		await tools.click();
		await expect( panel ).toBeVisible();
		await page.getByRole( 'button', { name: 'Back to menus' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Create menu' } )
		).toBeVisible();
		expect( itemOf( page ) ).toBeNull();
		await page.goBack();
		await expect( panel ).toBeVisible();

		// On a phone the panel takes the whole width.
		await page.setViewportSize( { width: 390, height: 844 } );
		await expect
			.poll( async () =>
				Math.round( ( await panel.boundingBox() )?.width ?? 0 )
			)
			.toBe( 390 );
		expect( await panelContrast( page ) ).toEqual( [] );
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'adding new items or removing missing ones when the server refuses says "Something went wrong" with its message', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createMenuInCreator( page );
		// A menu made before the fixture plugin added "Late shop", holding
		// an item of a plugin that is gone.
		const made = await storedMenu( requestUtils, id );
		const gone: MenuItem = {
			uip_uid: 'gone-plugin',
			id: 'gone-plugin',
			type: 'menu',
			name: 'Gone plugin',
			cleanName: 'Gone plugin',
			url: 'admin.php?page=gone-plugin',
			target: '_self',
			notifications: 0,
			icon: 'dashicons-admin-generic',
			active: false,
			open: false,
			submenu: [],
			parent_uid: '',
		};
		await storeMenuItems( requestUtils, id, [
			...made.uipress.settings.menu.filter(
				( item ) => item.uip_uid !== 'late-shop'
			),
			gone,
		] );
		await page.reload();
		await expect(
			entry( page, 'Late shop' ).getByText( 'New', { exact: true } )
		).toBeVisible();
		await expect(
			entry( page, 'Gone plugin' ).getByText( 'Missing', { exact: true } )
		).toBeVisible();

		// The menu goes to the trash meanwhile (another administrator): the
		// items route answers 404 with its message.
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/uip-admin-menu/${ id }`,
		} );

		const failure = page
			.locator( '.uip-notification--error' )
			.filter( { hasText: 'Something went wrong' } );
		await page.getByRole( 'button', { name: 'Add new items' } ).click();
		await expect( failure ).toBeVisible();
		await expect( failure ).toContainText(
			'The admin menu does not exist.'
		);
		await expect( failure ).toHaveAttribute( 'role', 'alert' );
		await expect(
			entry( page, 'Late shop' ).getByText( 'New', { exact: true } )
		).toBeVisible();
		await expect( page.getByText( 'Menu updated' ) ).toHaveCount( 0 );

		await failure
			.getByRole( 'button', { name: 'Dismiss notification' } )
			.click();
		await expect( failure ).toHaveCount( 0 );
		await page
			.getByRole( 'button', { name: 'Remove missing items' } )
			.click();
		await expect( failure ).toBeVisible();
		await expect( failure ).toContainText(
			'The admin menu does not exist.'
		);
		await expect(
			entry( page, 'Gone plugin' ).getByText( 'Missing', { exact: true } )
		).toBeVisible();
	} );
} );
