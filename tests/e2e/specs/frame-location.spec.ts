/**
 * The interface follows the framed page when it moves on its own: a form's
 * redirect (adding a user lands on users.php?id=N) and the block editor's
 * history.replaceState (post-new.php becomes post.php?post=N after the
 * first save). The admin menu's active entry, the document title and the
 * breadcrumbs all follow.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { editorCanvas, skipWelcomeGuide } from '../utils/editor';
import { ADMIN } from '../utils/site';
import {
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';

function frameOf( page: Page ) {
	return page.frameLocator( 'iframe[title="Page content"]' );
}

function lastCrumb( page: Page ) {
	return page
		.getByRole( 'navigation', { name: 'Breadcrumbs' } )
		.locator( '[aria-current="page"]' );
}

test.describe( 'The interface follows the framed page', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate( requestUtils, demoTemplate(), 'Demo', {
			forRoles: [ 'administrator' ],
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'after adding a user, the redirect to the users list marks All Users', async ( {
		page,
		requestUtils,
	} ) => {
		const login = `frame-location-${ Date.now() }`;
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		const frame = frameOf( page );

		await page.goto( '/wp-admin/user-new.php' );
		const addUser = menu.getByRole( 'link', {
			name: 'Add User',
			exact: true,
		} );
		await expect( addUser ).toHaveAttribute( 'aria-current', 'page' );
		await expect( lastCrumb( page ) ).toHaveText( 'Add User' );

		await frame.locator( '#user_login' ).fill( login );
		await frame.locator( '#email' ).fill( `${ login }@example.com` );
		await frame.locator( '#createusersub' ).click();

		// The POST redirects to users.php?update=add&id=N (core then drops
		// `update` by history.replaceState).
		await expect( page ).toHaveURL( /\/wp-admin\/users\.php\?id=\d+/ );
		await expect( frame.locator( '#the-list' ) ).toContainText( login );
		await expect(
			menu.getByRole( 'link', { name: 'All Users', exact: true } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect( addUser ).not.toHaveAttribute( 'aria-current', 'page' );
		await expect( page ).toHaveTitle( /^Users ‹/ );
		await expect( lastCrumb( page ) ).toHaveText( 'Users' );

		const [ user ] = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/users',
			params: { search: login, context: 'edit' },
		} );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ user?.id }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	test( 'after the first save in the block editor, the title says Edit Post and the menu marks Posts', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		await skipWelcomeGuide( requestUtils, ADMIN.username );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		const frame = frameOf( page );

		await page.goto( '/wp-admin/post-new.php' );
		await expect(
			menu.getByRole( 'link', { name: 'Add Post', exact: true } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect( page ).toHaveTitle( /^Add Post ‹/ );
		await expect( lastCrumb( page ) ).toHaveText( 'Add Post' );

		await expect( frame.locator( '.editor-visual-editor' ) ).toBeVisible( {
			timeout: 20_000,
		} );
		await (
			await editorCanvas( frame )
		)
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Moved by the editor' );
		await frame
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();

		await expect( page ).toHaveURL(
			/\/wp-admin\/post\.php\?post=\d+&action=edit$/
		);
		await expect( page ).toHaveTitle( /^Edit Post ‹/ );
		await expect( lastCrumb( page ) ).toHaveText( 'Edit Post' );
		// Core marks the post type's list for its edit screen.
		await expect(
			menu.getByRole( 'link', { name: 'All Posts', exact: true } )
		).toHaveAttribute( 'aria-current', 'page' );
		await expect(
			menu.locator( '.uip-admin-menu__item--active' )
		).toContainText( 'Posts' );

		await requestUtils.deleteAllPosts();
	} );

	test( 'framed pages navigate without view transitions, and moving on mid-load raises no uncaught error', async ( {
		page,
		browserErrors,
	} ) => {
		// WordPress 7 gives admin pages cross-document view transitions; in
		// the frame, the interface moving on or resizing it mid-navigation
		// aborted them with an uncaught "Transition was aborted" error.
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		const frame = frameOf( page );
		const ready = page.locator( '[data-uip-frame-state]' ).first();
		await page.goto( '/wp-admin/index.php' );
		await expect( frame.locator( '#dashboard-widgets' ) ).toBeVisible();
		const transitions = await frame
			.locator( 'html' )
			.evaluate( () =>
				Array.from( document.styleSheets ).some( ( sheet ) =>
					Array.from( sheet.cssRules ).some( ( rule ) =>
						rule.cssText.includes( '@view-transition' )
					)
				)
			);
		expect( transitions ).toBe( false );

		for ( const next of [ 'Posts', 'Pages', 'Comments' ] ) {
			// A link in the page, then the menu before that page is shown.
			await frame.locator( '#dashboard_right_now a' ).first().click();
			await menu.getByRole( 'link', { name: next, exact: true } ).click();
			await expect( ready ).toHaveAttribute(
				'data-uip-frame-state',
				'ready'
			);
			await menu
				.getByRole( 'link', { name: 'Dashboard', exact: true } )
				.click();
			await expect( frame.locator( '#dashboard-widgets' ) ).toBeVisible();
		}
		expect( browserErrors ).toEqual( [] );
	} );
} );
