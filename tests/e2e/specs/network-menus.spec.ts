/**
 * Network menus (issue 30) on a network's sub-site (/second/): a menu the
 * super admin makes on the main site and marks for every site is the
 * sub-site's editors' admin menu, and the sub-site's administrator sees it
 * read-only in the menu creator's list. Tagged @network: run only on a
 * network (UIPRESS_MULTISITE=1).
 */
import { expect, test } from '../fixtures';
import { deleteAllMenus } from '../utils/menus';
import { onMainSite } from '../utils/main-site';
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
		const created = await onMainSite(
			requestUtils,
			'POST',
			'wp/v2/uip-admin-menu',
			{
				title: TITLE,
				status: 'publish',
				uipress: {
					forRoles: [ 'editor' ],
					network: true,
					settings: {
						menu: [
							{
								uip_uid: 'edit.php',
								id: 'edit.php',
								type: 'menu',
								name: 'Posts',
								cleanName: 'Posts',
								url: 'edit.php',
								target: '_self',
								notifications: 0,
								icon: '',
								active: false,
								open: false,
								submenu: [],
								custom: { name: 'Network articles' },
							},
						],
					},
				},
			}
		);
		networkMenu = created.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		if ( networkMenu ) {
			await onMainSite(
				requestUtils,
				'DELETE',
				`wp/v2/uip-admin-menu/${ networkMenu }?force=true`
			);
		}
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
		for ( const size of [
			{ width: 1440, height: 900 },
			{ width: 390, height: 844 },
		] ) {
			await page.setViewportSize( size );
			await page.goto( './wp-admin/admin.php?page=uip-menu-creator' );
			const section = page.getByRole( 'region', {
				name: 'Network menus',
			} );
			await expect( section ).toBeVisible();
			await expect(
				section.getByText( 'Managed by the network administrator.', {
					exact: false,
				} )
			).toBeVisible();
			const row = section.getByRole( 'row', {
				name: new RegExp( TITLE ),
			} );
			await expect(
				row.getByText( 'Network', { exact: true } )
			).toBeVisible();
			await expect(
				row.getByRole( 'cell', { name: 'Editor', exact: true } )
			).toBeVisible();
			// No edit, delete or publish controls.
			await expect( section.getByRole( 'button' ) ).toHaveCount( 0 );
			await expect( section.getByRole( 'link' ) ).toHaveCount( 0 );
			await section.scrollIntoViewIfNeeded();
			const shot = await page.screenshot( {
				path: `/tmp/shots/network/menu-list-${ size.width }.png`,
				fullPage: true,
			} );
			await testInfo.attach( `menu list ${ size.width }`, {
				body: shot,
				contentType: 'image/png',
			} );
		}
	} );
} );
