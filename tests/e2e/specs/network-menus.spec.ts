/**
 * Network menus (issue 30) on a network's sub-site (/second/): a menu the
 * super admin makes on the main site and marks for every site is the
 * sub-site's editors' admin menu, and the sub-site's administrator sees it
 * read-only in the menu creator's list. Tagged @network: run only on a
 * network (UIPRESS_MULTISITE=1).
 */
import { expect, test } from '../fixtures';
import { createOnMainSite, deleteOnMainSite } from '../utils/main-site';
import { deleteAllMenus, menuItem } from '../utils/menus';
import { expectReadOnlyNetworkItem } from '../utils/network-list';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	inlineAdminMenu,
} from '../utils/templates';

const TITLE = 'Network menu for editors';

test.describe( 'Network menus @network', () => {
	let networkMenu = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		// The sub-site: no menu of its own, a template for editors with an admin menu.
		await deleteAllMenus( requestUtils );
		await deleteAllTemplates( requestUtils );
		await createTemplate(
			requestUtils,
			[ inlineAdminMenu(), block( 'uip-content-frame' ) ],
			'Sub-site look for editors',
			{ forRoles: [ 'editor' ] }
		);
		networkMenu = await createOnMainSite( requestUtils, 'uip-admin-menu', {
			title: TITLE,
			status: 'publish',
			uipress: {
				forRoles: [ 'editor' ],
				network: true,
				settings: {
					menu: [
						menuItem( 'edit.php', {
							name: 'Posts',
							url: 'edit.php',
							custom: { name: 'Network articles' },
						} ),
					],
				},
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await deleteOnMainSite( requestUtils, 'uip-admin-menu', networkMenu );
	} );

	test.describe( 'as an editor of the sub-site', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'the network menu is their admin menu', async ( { page } ) => {
			await page.goto( './wp-admin/' );
			const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
			await expect(
				menu.getByRole( 'link', { name: 'Network articles' } )
			).toBeVisible();
			// Renamed by the network's menu: Posts is there by its new name only.
			await expect(
				menu.getByRole( 'link', { name: 'Posts', exact: true } )
			).toHaveCount( 0 );
		} );
	} );

	test( 'the site administrator sees it read-only in the menu creator list', async ( {
		page,
	}, testInfo ) => {
		await expectReadOnlyNetworkItem( page, testInfo, {
			url: './wp-admin/admin.php?page=uip-menu-creator',
			region: 'Network menus',
			title: TITLE,
			cells: [ 'Editor' ],
			shot: 'menu-list',
		} );
	} );
} );
