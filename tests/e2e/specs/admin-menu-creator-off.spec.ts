/**
 * The menu creator turned off (setting `menuCreatorEnabled`): its screen is
 * gone and neither a custom menu nor a block's static menu applies, so the
 * admin menu block shows the menu WordPress builds.
 */
import type { Block } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import { deleteAllMenus, menuItem } from '../utils/menus';
import { saveSettings } from '../utils/settings';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

/**
 * The template: a menu following the user, one showing a static menu, the
 * page content.
 *
 * @param menuId The static menu's id.
 */
function template( menuId: number ): Block[] {
	return [
		block( 'uip-admin-menu-new', {
			settings: { block: { options: { subMenuStyle: 'inline' } } },
		} ),
		block( 'uip-admin-menu-new', {
			settings: {
				block: {
					options: {
						subMenuStyle: 'inline',
						staticMenu: { enabled: true, menuid: String( menuId ) },
					},
				},
			},
		} ),
		block( 'uip-content-frame' ),
	];
}

test.describe( 'Menu creator off', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, { menuCreatorEnabled: true } );
		await deleteAllTemplates( requestUtils );
		await deleteAllMenus( requestUtils );
	} );

	test( 'hides its screen; custom and static menus stop applying', async ( {
		browser,
		page,
		requestUtils,
	} ) => {
		const made = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/uip-admin-menu',
			data: {
				title: 'Articles',
				status: 'publish',
				uipress: {
					forRoles: [ 'editor' ],
					settings: {
						menu: [
							menuItem( 'edit.php', {
								name: 'Posts',
								custom: { name: 'Articles' },
							} ),
						],
					},
				},
			},
		} );
		await createTemplate( requestUtils, template( made.id ), 'Off', {
			forRoles: [ 'editor' ],
		} );
		const editor = await browser.newContext( {
			storageState: EDITOR.storageState,
			viewport: { width: 1440, height: 900 },
		} );
		const editorPage = await editor.newPage();
		const menus = editorPage.getByRole( 'navigation', {
			name: 'Admin menu',
		} );
		try {
			// On: both menus show the custom one.
			await editorPage.goto( '/wp-admin/index.php' );
			await expect( menus ).toHaveCount( 2 );
			for ( const index of [ 0, 1 ] ) {
				await expect(
					menus.nth( index ).getByRole( 'link', { name: 'Articles' } )
				).toBeVisible();
			}

			await saveSettings( requestUtils, { menuCreatorEnabled: false } );

			// Off: the menu WordPress builds, in both blocks.
			await editorPage.reload();
			await expect( menus ).toHaveCount( 2 );
			for ( const index of [ 0, 1 ] ) {
				await expect(
					menus
						.nth( index )
						.getByRole( 'link', { name: 'Posts', exact: true } )
				).toBeVisible();
				await expect(
					menus.nth( index ).getByRole( 'link', { name: 'Articles' } )
				).toHaveCount( 0 );
			}
		} finally {
			await editor.close();
		}

		// The screen is not registered: not in the menu, not reachable.
		await page.goto( '/wp-admin/index.php' );
		const uipress = page.locator( '#toplevel_page_uip-ui-builder' );
		await expect(
			uipress.getByRole( 'link', { name: 'Settings', exact: true } )
		).toHaveCount( 1 );
		await expect(
			uipress.getByRole( 'link', { name: 'Menu creator' } )
		).toHaveCount( 0 );
		await page.goto( '/wp-admin/admin.php?page=uip-menu-creator' );
		await expect(
			page.getByText( 'Sorry, you are not allowed to access this page.' )
		).toBeVisible();
	} );
} );
