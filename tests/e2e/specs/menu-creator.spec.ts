/**
 * The menu creator end to end: a menu for editors made from the live one,
 * published, and what an editor then gets; items a plugin adds later; the
 * list's order of precedence.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	importInput,
	importResult,
	listTitles,
	rowAction,
} from '../utils/entity-list';
import { CREATOR, createMenuInCreator, entry } from '../utils/menu-creator';
import { deleteAllMenus, storedMenu, storeMenuItems } from '../utils/menus';
import { EDITOR } from '../utils/site';
import {
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';

/**
 * The names of the top-level entries, in order.
 *
 * @param page The menu creator.
 */
function topLevel( page: Page ): Promise< string[] > {
	return page
		.locator( '.uip-menu-tree__row.is-depth-0 .uip-menu-tree__name' )
		.allTextContents();
}

test.describe( 'Menu creator', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllMenus( requestUtils );
		await deleteAllTemplates( requestUtils );
	} );

	test( 'an administrator makes a menu for editors, and editors work with exactly that menu', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		const id = await createMenuInCreator( page );
		// An item's settings open in the side panel.
		const settings = page.locator( '.uip-menu-item-panel' );

		// Rename Posts to Articles.
		await entry( page, 'Posts' ).click();
		await settings
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Articles' );
		await expect( entry( page, 'Articles' ) ).toBeVisible();

		// Hide Tools.
		await entry( page, 'Tools' ).click();
		await settings
			.getByRole( 'checkbox', { name: 'Hide this item' } )
			.check();
		await expect(
			entry( page, 'Tools' ).getByText( 'Hidden', { exact: true } )
		).toBeVisible();

		// A custom link, after Tools.
		await page.getByRole( 'button', { name: 'Add custom link' } ).click();
		await settings
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Help desk' );
		const url = settings.getByRole( 'textbox', { name: 'URL' } );
		await url.fill( 'javascript:alert(1)' );
		await expect(
			settings.getByText( /This one will not be saved/ )
		).toBeVisible();
		await url.fill( 'https://example.org/help' );

		// Media under Articles, and Comments above Pages, by keyboard.
		await entry( page, 'Media' ).focus();
		await page.keyboard.press( 'Alt+ArrowRight' );
		await expect(
			page
				.locator(
					'.uip-menu-tree__row.is-depth-1 .uip-menu-tree__name'
				)
				.getByText( 'Media', { exact: true } )
		).toHaveCount( 2 );
		await expect( entry( page, 'Media' ) ).toBeFocused();
		await entry( page, 'Comments' ).focus();
		await page.keyboard.press( 'Alt+ArrowUp' );
		await expect( entry( page, 'Comments' ) ).toBeFocused();
		const order = await topLevel( page );
		expect( order.indexOf( 'Comments' ) ).toBe(
			order.indexOf( 'Pages' ) - 1
		);
		expect( order ).not.toContain( 'Media' );

		// The preview is the admin menu block with the menu as edited.
		const preview = page.getByRole( 'region', { name: 'Preview' } );
		await expect(
			preview.getByRole( 'link', { name: 'Articles' } )
		).toBeVisible();
		await expect(
			preview.getByRole( 'link', { name: 'Tools' } )
		).toHaveCount( 0 );

		// Undo and redo the last move.
		await page.getByRole( 'button', { name: 'Undo' } ).click();
		expect( ( await topLevel( page ) ).indexOf( 'Comments' ) ).toBe(
			( await topLevel( page ) ).indexOf( 'Pages' ) + 1
		);
		await page.getByRole( 'button', { name: 'Redo' } ).click();

		// The menu's settings: for editors, hidden pages blocked, published.
		await settings.getByRole( 'button', { name: 'Close' } ).click();
		await expect( settings ).toHaveCount( 0 );
		const menuSettings = page.getByRole( 'region', {
			name: 'Menu settings',
		} );
		await menuSettings
			.getByRole( 'checkbox', { name: 'Also block hidden pages' } )
			.check();
		await menuSettings
			.getByRole( 'group', { name: 'Who it applies to' } )
			.getByRole( 'button', { name: 'Role select' } )
			.click();
		const editorRole = page
			.locator( '.uip-role-select__results' )
			.getByRole( 'button', { name: /^Editor/ } );
		await editorRole.click();
		await page.keyboard.press( 'Escape' );
		await expect(
			menuSettings.getByText( /^Applies to: .*editor/i )
		).toBeVisible();
		await page
			.getByRole( 'region', { name: 'Menu editor top bar' } )
			.getByRole( 'combobox', { name: 'Status' } )
			.selectOption( 'publish' );

		// Leaving with unsaved changes asks first, in WordPress's dialog.
		await page.getByRole( 'button', { name: 'Back to menus' } ).click();
		const leave = page.getByRole( 'dialog' );
		await expect( leave ).toContainText(
			'This menu has unsaved changes. Leave it anyway?'
		);
		await leave.getByRole( 'button', { name: 'Keep editing' } ).click();
		await expect( leave ).toBeHidden();

		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( page.getByText( 'Menu saved' ) ).toBeVisible();

		const stored = await storedMenu( requestUtils, id );
		expect( stored.status ).toBe( 'publish' );
		expect( stored.uipress.forRoles ).toEqual( [ 'editor' ] );
		expect( stored.uipress.settings.blockHidden ).toBe( true );

		// An editor, in an interface with an admin menu block.
		await createTemplate( requestUtils, demoTemplate(), 'For editors', {
			forRoles: [ 'editor' ],
		} );
		const context = await browser.newContext( {
			storageState: EDITOR.storageState,
		} );
		const editor = await context.newPage();
		await editor.goto( '/wp-admin/index.php' );
		const menu = editor.getByRole( 'navigation', { name: 'Admin menu' } );
		await expect(
			menu.getByRole( 'link', { name: 'Articles' } )
		).toBeVisible();
		await expect(
			menu.getByRole( 'link', { name: 'Posts', exact: true } )
		).toHaveCount( 0 );
		await expect( menu.getByRole( 'link', { name: 'Tools' } ) ).toHaveCount(
			0
		);
		await expect(
			menu.getByRole( 'link', { name: 'Help desk' } )
		).toHaveAttribute( 'href', 'https://example.org/help' );
		const names = await menu
			.locator(
				'.uip-admin-menu__item > .uip-admin-menu__row .uip-admin-menu__name'
			)
			.allTextContents();
		expect(
			names.findIndex( ( name ) => name.startsWith( 'Comments' ) )
		).toBeLessThan(
			names.findIndex( ( name ) => name.startsWith( 'Pages' ) )
		);
		await menu.getByRole( 'link', { name: 'Articles' } ).click();
		// Media is in Articles' submenu, and nowhere at the top level.
		const articles = menu.locator( '.uip-admin-menu__item' ).filter( {
			has: editor.getByRole( 'link', { name: 'Articles' } ),
		} );
		await expect(
			articles.getByRole( 'link', { name: 'Media', exact: true } )
		).toBeVisible();
		expect( names.some( ( name ) => name.startsWith( 'Media' ) ) ).toBe(
			false
		);

		const refused = await editor.goto( '/wp-admin/tools.php' );
		expect( refused?.status() ).toBe( 403 );
		await expect(
			editor.getByText( /hidden from your admin menu/ )
		).toBeVisible();
		await context.close();
	} );

	test( 'the preview shows the menu as an editor gets it, what editors cannot open greyed out with why; icons as the site registers them', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const id = await createMenuInCreator( page );
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/uip-admin-menu/${ id }`,
			data: { uipress: { forRoles: [ 'editor' ] } },
		} );
		await page.reload();
		const preview = page.getByRole( 'region', { name: 'Preview' } );
		const settings = page.locator( '.uip-menu-item-panel' );

		// The menu applies to editors: the preview is theirs.
		const previewAs = preview.getByRole( 'combobox', {
			name: 'Preview as',
		} );
		await expect( previewAs ).toHaveValue( 'role:editor' );
		await expect(
			preview.getByText(
				/^Greyed out: \d+ items users with the Editor role cannot open\./
			)
		).toBeVisible();
		const frame = preview.locator( '.uip-menu-preview__frame' );
		const row = ( uid: string ) =>
			frame.locator(
				`.uip-admin-menu__item[data-uip-menu-item="${ uid }"] > .uip-admin-menu__row`
			);
		// Settings needs manage_options: greyed out; Posts is theirs.
		await expect( row( 'options-general.php' ) ).toHaveCSS(
			'filter',
			'grayscale(1)'
		);
		await expect( row( 'edit.php' ) ).toHaveCSS( 'filter', 'none' );
		// Greyed out, and still readable.
		const axe = await new AxeBuilder( { page } )
			.include( '.uip-menu-editor__preview' )
			.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa' ] )
			.analyze();
		expect(
			axe.violations.filter( ( violation ) =>
				[ 'serious', 'critical' ].includes( violation.impact ?? '' )
			)
		).toEqual( [] );
		const reasons = preview.getByRole( 'list', {
			name: 'Items users with the Editor role cannot open',
		} );
		await expect(
			reasons.getByRole( 'listitem' ).filter( { hasText: /^Settings/ } )
		).toContainText(
			'Users with the Editor role cannot open this: it needs the manage_options capability.'
		);
		await expect(
			reasons.getByRole( 'listitem' ).filter( { hasText: /^Posts/ } )
		).toHaveCount( 0 );

		// The item's settings say it too (the top-level Settings: UiPress
		// has one in its submenu).
		await page
			.locator( '.uip-menu-tree__row.is-depth-0' )
			.locator( '.uip-menu-tree__select' )
			.filter( {
				has: page
					.locator( '.uip-menu-tree__name' )
					.getByText( 'Settings', { exact: true } ),
			} )
			.click();
		await expect(
			settings.getByText(
				'Users with the Editor role cannot open this: it needs the manage_options capability.'
			)
		).toBeVisible();

		// As the administrator: nothing greyed out.
		await previewAs.selectOption( { label: 'admin (you)' } );
		await expect(
			preview.getByText( 'You can open every item of this menu.' )
		).toBeVisible();
		await expect( row( 'options-general.php' ) ).toHaveCSS(
			'filter',
			'none'
		);

		// UiPress registers dashicons-layout: a dashicon, not its name
		// spelled in the icon font (which showed as a "D").
		const uipress = entry( page, 'UiPress' );
		const dashicon = uipress.locator( '.dashicons.dashicons-layout' );
		await expect( dashicon ).toBeVisible();
		await expect( dashicon ).toHaveText( '' );
		await expect( dashicon ).toHaveCSS( 'font-family', /dashicons/ );
		await expect( uipress.locator( '[data-uip-icon]' ) ).toHaveCount( 0 );
		// Submenu items have no icon of their own.
		await expect( entry( page, 'Builder' ) ).toBeVisible();
		await expect(
			page.locator(
				'.uip-menu-tree__row.is-depth-1 .uip-admin-menu__icon'
			)
		).toHaveCount( 0 );
		// No icon is chosen for UiPress: it shows its default one.
		await uipress.click();
		const icon = settings.locator( '.uip-menu-icon-field' );
		await expect( icon.getByText( 'Default icon' ) ).toBeVisible();
		await expect(
			icon.locator( '.dashicons.dashicons-layout' )
		).toBeVisible();
		await expect( icon.getByText( 'No icon' ) ).toBeHidden();
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'an item a plugin added later shows as new, where the site puts it, and can be added', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createMenuInCreator( page );
		// The menu as it was before the fixture plugin added "Late shop".
		const made = await storedMenu( requestUtils, id );
		const before = made.uipress.settings.menu.filter(
			( item ) => item.uip_uid !== 'late-shop'
		);
		await storeMenuItems( requestUtils, id, before );

		// Published for administrators: the interface shows the new item
		// where the site puts it (the custom menus code comes with the page).
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/uip-admin-menu/${ id }`,
			data: {
				status: 'publish',
				uipress: {
					forRoles: [ 'administrator' ],
					settings: { menu: before },
				},
			},
		} );
		await createTemplate( requestUtils, demoTemplate(), 'For admins', {
			forRoles: [ 'administrator' ],
		} );
		await page.goto( '/wp-admin/index.php' );
		await expect(
			page
				.getByRole( 'navigation', { name: 'Admin menu' } )
				.getByRole( 'link', { name: 'Late shop' } )
		).toBeVisible();
		await expect(
			page.locator( 'script#uipress-block-engine-menus-js' )
		).toHaveCount( 1 );
		await deleteAllTemplates( requestUtils );

		await page.goto( `${ CREATOR }&menu=${ id }` );
		const shop = entry( page, 'Late shop' );
		await expect( shop.getByText( 'New', { exact: true } ) ).toBeVisible();
		await page.getByRole( 'button', { name: 'Add new items' } ).click();
		await expect( page.getByText( 'Menu updated' ) ).toBeVisible();
		await expect( shop.getByText( 'New', { exact: true } ) ).toHaveCount(
			0
		);

		const uids = (
			await storedMenu( requestUtils, id )
		).uipress.settings.menu.map( ( item ) => item.uip_uid );
		const live = made.uipress.settings.menu.map( ( item ) => item.uip_uid );
		expect( uids ).toEqual( live );
	} );

	test( 'menus are listed in their order of precedence, which Move up changes', async ( {
		page,
		requestUtils,
	} ) => {
		for ( const title of [ 'First', 'Second' ] ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/uip-admin-menu',
				data: {
					title,
					status: 'publish',
					menu_order: title === 'First' ? 1 : 2,
				},
			} );
		}
		await page.goto( CREATOR );
		const titles = () => listTitles( page );
		await expect.poll( titles ).toEqual( [ 'First', 'Second' ] );
		await rowAction( page, 'Second', 'Move up' );
		await expect.poll( titles ).toEqual( [ 'Second', 'First' ] );
		await page.reload();
		await expect.poll( titles ).toEqual( [ 'Second', 'First' ] );
	} );

	test( 'an exported menu imports as a draft; a file with a script URL is refused and nothing is saved', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createMenuInCreator( page );
		const made = await storedMenu( requestUtils, id );
		await page.getByRole( 'button', { name: 'Back to menus' } ).click();
		const input = importInput( page );
		const titles = () => listTitles( page );
		await expect.poll( titles ).toEqual( [ 'New admin menu' ] );

		const evil = {
			title: 'Evil',
			uipress: {
				settings: {
					menu: [
						{
							uip_uid: 'reports',
							name: 'Reports',
							url: 'javascript:alert(document.cookie)',
						},
					],
				},
			},
		};
		await input.setInputFiles( {
			name: 'evil.json',
			mimeType: 'application/json',
			buffer: Buffer.from(
				JSON.stringify( [
					{ title: 'Fine', uipress: made.uipress },
					evil,
				] )
			),
		} );
		await expect( importResult( page, 'evil.json' ) ).toHaveText(
			'evil.json: The file was not imported. Menu 2: the item at menu[0] has a URL that is not allowed (javascript:alert(document.cookie)).'
		);
		await expect.poll( titles ).toEqual( [ 'New admin menu' ] );

		await input.setInputFiles( {
			name: 'fine.json',
			mimeType: 'application/json',
			buffer: Buffer.from(
				JSON.stringify( [
					{ title: 'Imported', uipress: made.uipress },
				] )
			),
		} );
		await expect( importResult( page, 'fine.json' ) ).toHaveText(
			'fine.json: 1 imported as a draft'
		);
		await expect.poll( titles ).toEqual( [ 'New admin menu', 'Imported' ] );
	} );
} );
