/**
 * The users app (issue 33, users.php?page=uip-users) with user management
 * on: search, role filter, sorting and paging on the server through a
 * handful of users; a password reset sent to two users at once (the mails
 * are caught by tests/fixtures/mail-catcher); a user signed out of every
 * session (their other browser is signed out); a user added; axe's colour
 * contrast on the screen.
 */
import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	paragraphBlock,
} from '../utils/templates';
import {
	deleteUsers,
	type MadeUser,
	mailCount,
	makeUser,
	setUserManagement,
	signInInOwnBrowser,
	USERS_APP_PATH,
	userManagementSnackbar,
} from '../utils/user-management';

/** Logins of this run: letters and digits only (a network takes no others). */
const STAMP = `uapp${ Date.now().toString( 36 ) }`;

/** The kept view of the list (src/user-management/screens/users). */
const VIEW_PREFERENCE = 'uipUsersAppView';

const made: MadeUser[] = [];

/**
 * One of the users made for this run.
 *
 * @param index Its place (the order made).
 */
function madeUser( index: number ): MadeUser {
	const user = made[ index ];
	if ( ! user ) {
		throw new Error( `No user ${ index } was made.` );
	}
	return user;
}

/**
 * The list's rows.
 * @param page
 */
function rows( page: Page ) {
	return page.locator( '.uip-users-screen .dataviews-view-table tbody tr' );
}

/**
 * The users list has drawn a page (no request running).
 * @param page
 */
async function listSettled( page: Page ) {
	await expect(
		page.locator( '.uip-users-screen .dataviews-view-table' )
	).toBeVisible();
	await expect(
		page.locator( '.uip-users-screen .dataviews-loading' )
	).toHaveCount( 0 );
}

/**
 * The display names of the rows shown, in order.
 * @param page
 */
function shownNames( page: Page ) {
	return rows( page ).locator( '.uip-users-list__display-name' );
}

/**
 * Opens the app with the list searched for this run's users.
 *
 * @param page The page.
 */
async function openWithSearch( page: Page ) {
	await page.goto( USERS_APP_PATH );
	await listSettled( page );
	await page.getByRole( 'searchbox', { name: 'Search users' } ).fill( STAMP );
	await expect( shownNames( page ).first() ).toBeVisible();
	await listSettled( page );
}

test.describe( 'The users app', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await setUserManagement( requestUtils, true );
		// Names in an order unlike the registration order.
		const people: [ string, string, string ][] = [
			[ 'c', 'Cara Quill', 'editor' ],
			[ 'a', 'Abe Stone', 'author' ],
			[ 'e', 'Eve Marsh', 'editor' ],
			[ 'b', 'Bo Lark', 'subscriber' ],
			[ 'd', 'Dan Reed', 'author' ],
		];
		for ( const [ suffix, name, role ] of people ) {
			made.push(
				await makeUser( requestUtils, {
					login: `${ STAMP }${ suffix }`,
					role,
					name,
				} )
			);
		}
	} );

	// Each test starts on the list's own view: a test's sorting or page
	// size is kept as the administrator's choice.
	test.beforeEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: `/uipress/v1/preferences/${ VIEW_PREFERENCE }`,
			data: { value: null },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteUsers(
			requestUtils,
			made.map( ( { id } ) => id )
		);
		await requestUtils.rest( {
			method: 'POST',
			path: `/uipress/v1/preferences/${ VIEW_PREFERENCE }`,
			data: { value: null },
		} );
		await setUserManagement( requestUtils, false );
	} );

	test( 'searches, filters by role, sorts and pages on the server', async ( {
		page,
		requestUtils,
	} ) => {
		// Two rows a page, kept as the administrator's view choice.
		await requestUtils.rest( {
			method: 'POST',
			path: `/uipress/v1/preferences/${ VIEW_PREFERENCE }`,
			data: { value: { perPage: 2 } },
		} );
		const asked: string[] = [];
		page.on( 'request', ( request: Request ) => {
			const url = decodeURIComponent( request.url() );
			if ( url.includes( 'uipress/v1/users' ) ) {
				asked.push( url );
			}
		} );
		await openWithSearch( page );

		// Newest first: the last two made.
		await expect( shownNames( page ) ).toHaveText( [
			'Dan Reed',
			'Bo Lark',
		] );
		await expect( page.getByText( '5 items' ) ).toBeVisible();

		// The next page goes by the cursor the server gave.
		await page.getByRole( 'button', { name: 'Next page' } ).click();
		await expect( shownNames( page ) ).toHaveText( [
			'Eve Marsh',
			'Abe Stone',
		] );
		expect( asked.at( -1 ) ).toContain( 'cursor=' );

		// Sorted by name, A to Z, from page 1.
		await page
			.locator( '.dataviews-view-table thead' )
			.getByRole( 'button', { name: 'Name' } )
			.click();
		await page
			.getByRole( 'menuitemradio', { name: 'Sort ascending' } )
			.click();
		await page.keyboard.press( 'Escape' );
		await expect( shownNames( page ) ).toHaveText( [
			'Abe Stone',
			'Bo Lark',
		] );
		expect( asked.at( -1 ) ).toContain( 'orderby=name' );
		expect( asked.at( -1 ) ).toContain( 'order=asc' );

		// Editors only.
		await page
			.locator( '.dataviews-filters__summary-chip', { hasText: 'Roles' } )
			.click();
		await page.getByRole( 'option', { name: 'Editor' } ).click();
		await page.keyboard.press( 'Escape' );
		await expect( shownNames( page ) ).toHaveText( [
			'Cara Quill',
			'Eve Marsh',
		] );
		expect( asked.at( -1 ) ).toContain( 'roles[0]=editor' );
		await expect( page.getByText( '2 items' ) ).toBeVisible();
	} );

	test( 'sends a password reset to two users at once', async ( {
		page,
		requestUtils,
	} ) => {
		const [ first, second ] = [ madeUser( 0 ), madeUser( 1 ) ];
		const before = await Promise.all(
			[ first, second ].map( ( user ) =>
				mailCount( requestUtils, user.email )
			)
		);
		await openWithSearch( page );
		for ( const user of [ first, second ] ) {
			await rows( page )
				.filter( { hasText: user.name } )
				.getByRole( 'checkbox' )
				.check();
		}
		await page
			.getByRole( 'button', { name: 'Send password reset' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Send password reset',
		} );
		await expect( dialog ).toContainText( 'these 2 users' );
		await dialog.getByRole( 'button', { name: 'Send' } ).click();
		await expect(
			userManagementSnackbar(
				page,
				'Password reset e-mail sent to 2 users.'
			)
		).toBeVisible();
		await expect
			.poll( () =>
				Promise.all(
					[ first, second ].map( ( user ) =>
						mailCount( requestUtils, user.email )
					)
				)
			)
			.toEqual( before.map( ( count ) => count + 1 ) );
	} );

	test( 'exports the users of the current search and filters as CSV', async ( {
		page,
	} ) => {
		await openWithSearch( page );
		await page
			.locator( '.dataviews-filters__summary-chip', { hasText: 'Roles' } )
			.click();
		await page.getByRole( 'option', { name: 'Author' } ).click();
		await page.keyboard.press( 'Escape' );
		await expect( shownNames( page ) ).toHaveText( [
			'Dan Reed',
			'Abe Stone',
		] );
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: 'Export CSV' } ).click(),
		] );
		expect( download.suggestedFilename() ).toMatch( /\.csv$/ );
		const csv = fs.readFileSync( await download.path(), 'utf8' );
		const lines = csv.trim().split( /\r?\n/ );
		expect( lines ).toHaveLength( 3 );
		expect( lines[ 1 ] ).toContain( `${ STAMP }d` );
		expect( lines[ 2 ] ).toContain( `${ STAMP }a` );
	} );

	test( 'signs a user out everywhere: their other browser is signed out', async ( {
		page,
		browser,
	} ) => {
		const user = madeUser( 2 );
		const { context: theirs, page: their } = await signInInOwnBrowser(
			browser,
			user
		);
		try {
			await page.goto( `${ USERS_APP_PATH }&user=${ user.id }` );
			const panel = page.getByRole( 'dialog', { name: user.name } );
			await expect( panel ).toContainText(
				'Signed in on 1 device or browser.'
			);
			await panel
				.getByRole( 'button', { name: 'Sign out everywhere' } )
				.click();
			await expect(
				userManagementSnackbar( page, '1 session ended.' )
			).toBeVisible();
			await expect( panel ).toContainText(
				'Signed in on 0 devices or browsers.'
			);

			await their.goto( '/wp-admin/profile.php' );
			await expect( their ).toHaveURL( /wp-login\.php/ );
		} finally {
			await theirs.close();
		}
	} );

	test( 'adds a user with the welcome e-mail', async ( {
		page,
		requestUtils,
	} ) => {
		const login = `${ STAMP }new`;
		const email = `${ login }@example.test`;
		await page.goto( USERS_APP_PATH );
		await listSettled( page );
		await page.getByRole( 'button', { name: 'Add user' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Add user' } );
		await dialog.getByRole( 'textbox', { name: 'Username' } ).fill( login );
		await dialog.getByRole( 'textbox', { name: 'E-mail' } ).fill( email );
		await dialog
			.getByRole( 'textbox', { name: 'First name' } )
			.fill( 'Newt' );
		await dialog
			.getByRole( 'combobox', { name: 'Role' } )
			.selectOption( 'author' );
		await expect(
			dialog.getByRole( 'checkbox', {
				name: 'Send the new user an e-mail about their account',
			} )
		).toBeChecked();
		await dialog.getByRole( 'button', { name: 'Add user' } ).click();
		await expect(
			userManagementSnackbar( page, `User ${ login } added.` )
		).toBeVisible();
		await expect( dialog ).toBeHidden();

		const found = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/users',
			params: { search: login, context: 'edit' },
		} );
		expect( found ).toHaveLength( 1 );
		made.push( {
			id: found[ 0 ]?.id ?? 0,
			username: login,
			email,
			password: '',
			name: login,
		} );
		await expect.poll( () => mailCount( requestUtils, email ) ).toBe( 1 );

		await page
			.getByRole( 'searchbox', { name: 'Search users' } )
			.fill( login );
		await expect( shownNames( page ) ).toHaveText( [ 'Newt' ] );
		await expect( rows( page ) ).toContainText( 'Author' );
	} );

	test( 'passes axe’s colour contrast in dark mode in the page frame', async ( {
		page,
		requestUtils,
	} ) => {
		// As the interface's page content block opens it, with the
		// administrator's dark mode on (the server marks the frame dark).
		await requestUtils.rest( {
			method: 'POST',
			path: '/uipress/v1/preferences/darkTheme',
			data: { value: true },
		} );
		try {
			const user = madeUser( 1 );
			await page.goto(
				`${ USERS_APP_PATH }&user=${ user.id }&uip-framed-page=1`
			);
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'data-theme',
				'dark'
			);
			await listSettled( page );
			await expect(
				page.getByRole( 'dialog', { name: user.name } )
			).toContainText( 'Application passwords' );
			expect(
				await contrastFailures( page, {
					include: [ '#wpbody-content' ],
				} )
			).toEqual( [] );
		} finally {
			await requestUtils.rest( {
				method: 'POST',
				path: '/uipress/v1/preferences/darkTheme',
				data: { value: false },
			} );
		}
	} );

	test( 'passes axe’s colour contrast with a user’s panel open', async ( {
		page,
	} ) => {
		const user = madeUser( 0 );
		await page.goto( `${ USERS_APP_PATH }&user=${ user.id }` );
		await listSettled( page );
		await expect(
			page.getByRole( 'dialog', { name: user.name } )
		).toContainText( 'Application passwords' );
		expect(
			await contrastFailures( page, {
				include: [ '#wpbody-content' ],
			} )
		).toEqual( [] );
	} );

	test( 'the Users block lists users for a manager and nothing for an editor', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: [
						paragraphBlock( 'Team page' ),
						block( 'uip-users-list', {
							settings: {
								block: {
									options: { perPage: 3, title: 'Team' },
								},
							},
						} ),
					],
				} ),
			],
			'Team',
			{ forRoles: [ 'administrator', 'editor' ] }
		);
		try {
			await page.goto( '/wp-admin/' );
			const users = page.locator( '[data-uip-module="uip-users-list"]' );
			await expect(
				users.getByRole( 'heading', { name: 'Team' } )
			).toBeVisible();
			await expect(
				users.locator( '.uip-users-list__display-name' )
			).toHaveCount( 3 );
			await expect(
				users.getByRole( 'link', { name: 'Manage users' } )
			).toHaveAttribute( 'href', /users\.php\?page=uip-users$/ );

			// The editor may not manage users: the route refuses them and
			// the block shows nothing.
			const editors = await browser.newContext( {
				storageState: EDITOR.storageState,
			} );
			try {
				const editor = await editors.newPage();
				const refused = editor.waitForResponse( ( response ) =>
					response.url().includes( 'uipress/v1/users' )
				);
				await editor.goto( '/wp-admin/' );
				expect( ( await refused ).status() ).toBe( 403 );
				await expect( editor.getByText( 'Team page' ) ).toBeVisible();
				await expect(
					editor.locator( '.uip-users-block' )
				).toHaveCount( 0 );
			} finally {
				await editors.close();
			}
		} finally {
			await deleteAllTemplates( requestUtils );
		}
	} );
} );
