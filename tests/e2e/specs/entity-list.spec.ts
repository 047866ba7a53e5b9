/**
 * The one DataViews list of templates (builder) and custom menus (menu
 * creator): search and filters narrow it, a selection goes to the trash
 * and comes back in bulk, and a menu's Move up / Move down changes which
 * menu a user gets.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	BUILDER_LIST,
	listRow,
	listTitles,
	rowAction,
	toggleFilter,
} from '../utils/entity-list';
import { CREATOR } from '../utils/menu-creator';
import { deleteAllMenus, menuItem } from '../utils/menus';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	inlineAdminMenu,
} from '../utils/templates';

/**
 * Selects every row shown and runs a bulk action.
 *
 * @param page   The list's screen.
 * @param action The action's name.
 */
async function bulk( page: Page, action: string ): Promise< void > {
	await page
		.getByRole( 'columnheader', { name: 'Select all' } )
		.getByRole( 'checkbox' )
		.check();
	await page
		.locator( '.dataviews-bulk-actions-footer__container' )
		.getByRole( 'button', { name: action } )
		.click();
}

/**
 * The stored statuses of a post type's posts, by title.
 *
 * @param requestUtils Logged-in admin request utils.
 * @param type         The REST base.
 */
async function statuses(
	requestUtils: Parameters< typeof deleteAllMenus >[ 0 ],
	type: string
): Promise< Record< string, string > > {
	const posts = await requestUtils.rest<
		Array< { title: { raw: string }; status: string } >
	>( {
		path: `/wp/v2/${ type }`,
		params: {
			status: 'publish,draft,trash',
			per_page: 100,
			context: 'edit',
		},
	} );
	return Object.fromEntries(
		posts.map( ( post ) => [ post.title.raw, post.status ] )
	);
}

/**
 * The name an editor's admin menu gives Posts (a fresh browser: no cached
 * menu); each test menu renames it.
 *
 * @param browser The browser.
 */
async function editorsPostsName( browser: Browser ): Promise< string > {
	const context = await browser.newContext( {
		storageState: EDITOR.storageState,
	} );
	const editor = await context.newPage();
	await editor.goto( '/wp-admin/index.php' );
	const menu = editor.getByRole( 'navigation', { name: 'Admin menu' } );
	const link = menu.getByRole( 'link', { name: /articles$/ } );
	await expect( link ).toBeVisible();
	// The text also holds the icon's ligature name.
	const name = /(?:Alpha|Beta) articles/.exec(
		( await link.textContent() ) ?? ''
	);
	await context.close();
	return name?.[ 0 ] ?? '';
}

test.describe( 'The entity list', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllMenus( requestUtils );
		await deleteAllTemplates( requestUtils );
	} );

	test( 'templates: search and the audience filter narrow the list; a selection is trashed and restored in bulk', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate( requestUtils, [], 'Sales board', {
			forRoles: [ 'editor' ],
		} );
		await createTemplate( requestUtils, [], 'Sales archive', {
			forRoles: [ 'author' ],
		} );
		await createTemplate( requestUtils, [], 'Help desk', {
			forRoles: [ 'editor' ],
		} );
		await page.goto( BUILDER_LIST );
		await expect.poll( () => listTitles( page ) ).toHaveLength( 3 );

		await page.getByRole( 'searchbox' ).fill( 'sales' );
		await expect
			.poll( async () => ( await listTitles( page ) ).sort() )
			.toEqual( [ 'Sales archive', 'Sales board' ] );
		await page.getByRole( 'searchbox' ).fill( '' );

		// Roles by name in the filter.
		await toggleFilter( page, 'Applies to', [ 'Editor' ] );
		await expect
			.poll( async () => ( await listTitles( page ) ).sort() )
			.toEqual( [ 'Help desk', 'Sales board' ] );

		await bulk( page, 'Move to trash' );
		await expect.poll( () => listTitles( page ) ).toEqual( [] );
		expect( await statuses( requestUtils, 'uip-ui-template' ) ).toEqual( {
			'Sales board': 'trash',
			'Help desk': 'trash',
			'Sales archive': 'publish',
		} );

		await toggleFilter( page, 'Status', [ 'Trash' ] );
		await expect
			.poll( async () => ( await listTitles( page ) ).sort() )
			.toEqual( [ 'Help desk', 'Sales board' ] );
		await expect(
			listRow( page, 'Help desk' ).getByText( 'Trash', { exact: true } )
		).toBeVisible();
		await bulk( page, 'Restore' );
		await expect
			.poll( () => statuses( requestUtils, 'uip-ui-template' ) )
			.toEqual( {
				'Sales board': 'draft',
				'Help desk': 'draft',
				'Sales archive': 'publish',
			} );
	} );

	test( 'menus: search and the status filter narrow the list; a selection is trashed and restored in bulk', async ( {
		page,
		requestUtils,
	} ) => {
		for ( const [ title, status ] of [
			[ 'Editors’ menu', 'publish' ],
			[ 'Authors’ menu', 'draft' ],
			[ 'Editors’ draft', 'draft' ],
		] ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/uip-admin-menu',
				data: { title, status, uipress: { forRoles: [ 'editor' ] } },
			} );
		}
		await page.goto( CREATOR );
		await expect.poll( () => listTitles( page ) ).toHaveLength( 3 );

		await page.getByRole( 'searchbox' ).fill( 'editors' );
		await expect
			.poll( async () => ( await listTitles( page ) ).sort() )
			.toEqual( [ 'Editors’ draft', 'Editors’ menu' ] );

		// Drafts only: the status filter without Published.
		await toggleFilter( page, 'Status', [ 'Published' ] );
		await expect
			.poll( () => listTitles( page ) )
			.toEqual( [ 'Editors’ draft' ] );
		await page.getByRole( 'searchbox' ).fill( '' );
		await expect
			.poll( async () => ( await listTitles( page ) ).sort() )
			.toEqual( [ 'Authors’ menu', 'Editors’ draft' ] );

		await bulk( page, 'Move to trash' );
		await expect.poll( () => listTitles( page ) ).toEqual( [] );
		expect( await statuses( requestUtils, 'uip-admin-menu' ) ).toEqual( {
			'Editors’ menu': 'publish',
			'Authors’ menu': 'trash',
			'Editors’ draft': 'trash',
		} );

		await toggleFilter( page, 'Status', [ 'Trash' ] );
		await expect
			.poll( async () => ( await listTitles( page ) ).sort() )
			.toEqual( [ 'Authors’ menu', 'Editors’ draft' ] );
		await bulk( page, 'Restore' );
		await expect
			.poll( () => statuses( requestUtils, 'uip-admin-menu' ) )
			.toEqual( {
				'Editors’ menu': 'publish',
				'Authors’ menu': 'draft',
				'Editors’ draft': 'draft',
			} );
	} );

	test( 'menus: Move up and Move down change which menu an editor gets', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		await createTemplate(
			requestUtils,
			[ inlineAdminMenu(), block( 'uip-content-frame' ) ],
			'Editors’ look',
			{ forRoles: [ 'editor' ] }
		);
		for ( const [ title, order, name ] of [
			[ 'Alpha menu', 1, 'Alpha articles' ],
			[ 'Beta menu', 2, 'Beta articles' ],
		] as const ) {
			const posts = menuItem( 'edit.php', {
				name: 'Posts',
				url: 'edit.php',
				custom: { name },
			} );
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/uip-admin-menu',
				data: {
					title,
					status: 'publish',
					menu_order: order,
					uipress: {
						forRoles: [ 'editor' ],
						settings: { menu: [ posts ] },
					},
				},
			} );
		}
		expect( await editorsPostsName( browser ) ).toBe( 'Alpha articles' );

		await page.goto( CREATOR );
		await expect
			.poll( () => listTitles( page ) )
			.toEqual( [ 'Alpha menu', 'Beta menu' ] );
		await rowAction( page, 'Beta menu', 'Move up' );
		await expect
			.poll( () => listTitles( page ) )
			.toEqual( [ 'Beta menu', 'Alpha menu' ] );
		await expect( listRow( page, 'Beta menu' ) ).toContainText( '1' );
		expect( await editorsPostsName( browser ) ).toBe( 'Beta articles' );

		// From the keyboard: the row's Actions menu, then Move down.
		await page.reload();
		await listRow( page, 'Beta menu' )
			.getByRole( 'button', { name: 'Actions' } )
			.focus();
		await page.keyboard.press( 'Enter' );
		const moveDown = page.getByRole( 'menuitem', { name: 'Move down' } );
		await expect( moveDown ).toBeVisible();
		await moveDown.focus();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => listTitles( page ) )
			.toEqual( [ 'Alpha menu', 'Beta menu' ] );
		expect( await editorsPostsName( browser ) ).toBe( 'Alpha articles' );
		await page.reload();
		await expect
			.poll( () => listTitles( page ) )
			.toEqual( [ 'Alpha menu', 'Beta menu' ] );
	} );
} );
