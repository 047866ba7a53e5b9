/**
 * Sign-in and sign-out with real logins (settings group signIn): where each
 * role and user lands after logging in and out, and the custom login
 * address (wp-login.php and /wp-admin/ answer 404 to signed-out visitors, a
 * wrong password stays on the address, the password reset email follows it,
 * the re-login popup of an expired session logs in through it in a framed
 * page and in the framed block editor). Every test puts the group back to
 * its defaults.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { resetSettings, saveSettings } from '../utils/settings';
import { BASE_URL } from '../utils/site';
import type { Block } from '../../../src/engine/types';
import { createTemplate, demoTemplate } from '../utils/templates';

const STAMP = Date.now();
const PASSWORD = 'sign-in-password';
const SLUG = `team-door-${ STAMP }`;

interface TestAccount {
	id: number;
	username: string;
	email: string;
}

/** Users and templates made by this spec, deleted after it. */
const made: number[] = [];
const templates: number[] = [];

/**
 * A new user of a role.
 *
 * @param requestUtils The administrator's request helpers.
 * @param role         The role.
 * @param name         What tells the user apart.
 * @param prefix       How the login starts.
 */
async function newUser(
	requestUtils: RequestUtils,
	role: string,
	name: string,
	prefix = 'uip-e2e-'
): Promise< TestAccount > {
	const username = `${ prefix }${ name }-${ STAMP }`;
	const email = `${ username }@example.com`;
	const user = await requestUtils.createUser( {
		username,
		email,
		password: PASSWORD,
		roles: [ role ],
	} );
	made.push( user.id );
	return { id: user.id, username, email };
}

/**
 * A browser context with no one signed in.
 *
 * @param browser The browser.
 */
function signedOut( browser: Browser ): Promise< BrowserContext > {
	return browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
}

/**
 * Fills WordPress's login form at an address and submits it.
 *
 * @param page     The page.
 * @param address  Where the login form is.
 * @param username Who.
 * @param password Their password.
 */
async function logIn(
	page: Page,
	address: string,
	username: string,
	password = PASSWORD
): Promise< void > {
	await page.goto( address );
	// WordPress focuses a field 200 ms after load (and may empty the
	// password then): fill the form once it has.
	await expect(
		page.locator( '#user_login:focus, #user_pass:focus' )
	).toBeAttached();
	await page.getByLabel( 'Username or Email Address' ).fill( username );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
}

/**
 * Whether the browser holds a logged-in cookie.
 *
 * @param context The browser context.
 */
async function signedIn( context: BrowserContext ): Promise< boolean > {
	return ( await context.cookies() ).some( ( cookie ) =>
		cookie.name.startsWith( 'wordpress_logged_in' )
	);
}

/** Asks WordPress's heartbeat to tick now (run in the framed page). */
function connectNow(): void {
	(
		window as unknown as { wp: { heartbeat: { connectNow: () => void } } }
	 ).wp.heartbeat.connectNow();
}

/**
 * A new editor with an interface template, logged in at the custom address
 * and looking at an admin page inside the interface's page content frame.
 *
 * @param browser      The browser.
 * @param requestUtils The administrator's request helpers.
 * @param name         What tells the user apart.
 * @param path         The admin page.
 * @param drawn        What shows once the framed page has drawn.
 */
async function framedSession(
	browser: Browser,
	requestUtils: RequestUtils,
	name: string,
	path: string,
	drawn: string
) {
	const editor = await newUser( requestUtils, 'editor', name );
	templates.push(
		await createTemplate( requestUtils, demoTemplate(), 'Sign-in E2E', {
			forUsers: [ editor.id ],
		} )
	);
	const context = await signedOut( browser );
	const page = await context.newPage();
	await logIn( page, `/${ SLUG }/`, editor.username );
	await page.waitForURL( /\/wp-admin\// );
	await page.goto( path );
	const frame = page.frameLocator( 'iframe[title="Page content"]' );
	await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
	await expect( frame.locator( drawn ) ).toBeVisible();
	return { context, page, editor };
}

/**
 * Ends the session (the auth cookies go) and lets the framed page's
 * heartbeat notice: WordPress's "Session expired" popup opens.
 *
 * @param page The interface page.
 */
async function expireSession( page: Page ) {
	const context = page.context();
	expect( await signedIn( context ) ).toBe( true );
	await context.clearCookies( { name: /^wordpress_(?!test_cookie)/ } );
	expect( await signedIn( context ) ).toBe( false );
	const editorFrame = page
		.frames()
		.find( ( candidate ) =>
			/\/wp-admin\/[a-z-]+\.php\?.*uip-framed-page=1/.test(
				candidate.url()
			)
		);
	if ( ! editorFrame ) {
		throw new Error( 'No framed admin page.' );
	}
	await editorFrame.waitForFunction(
		() =>
			!! ( window as unknown as { wp?: { heartbeat?: unknown } } ).wp
				?.heartbeat
	);
	await editorFrame.evaluate( connectNow );
	const frame = page.frameLocator( 'iframe[title="Page content"]' );
	// The dialog (its wrapper has no box of its own: its children are fixed).
	const popup = frame.locator( '#wp-auth-check' );
	await expect( popup ).toBeVisible();
	return { frame, popup, editorFrame };
}

/**
 * A template whose page content blocks send the frame somewhere right
 * after login (their `loginRedirect` option).
 *
 * @param blocks The template's blocks (changed in place).
 * @param to     The option's value.
 */
function withLoginRedirect( blocks: Block[], to: string ): Block[] {
	for ( const item of blocks ) {
		if ( item.moduleName === 'uip-content-frame' ) {
			item.settings = {
				...item.settings,
				block: { options: { loginRedirect: to } },
			};
		}
		withLoginRedirect( ( item.content ?? [] ) as Block[], to );
	}
	return blocks;
}

/**
 * The path and query of the page's address.
 *
 * @param page The page.
 */
function where( page: Page ): string {
	const url = new URL( page.url() );
	return url.pathname + url.search;
}

test.describe( 'Sign-in and sign-out', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'signIn' ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of made ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ id }`,
				params: { force: true, reassign: 1 },
			} );
		}
		for ( const id of templates ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/uip-ui-template/${ id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'an editor and an administrator land where their role says, and a user rule wins over the role', async ( {
		browser,
		requestUtils,
	} ) => {
		const editor = await newUser( requestUtils, 'editor', 'editor' );
		const chosen = await newUser( requestUtils, 'editor', 'chosen' );
		const admin = await newUser( requestUtils, 'administrator', 'admin' );
		await saveSettings( requestUtils, {
			loginRedirects: [
				{ roles: [ 'editor' ], to: 'edit.php?post_type=page' },
				{ roles: [ 'administrator' ], to: 'plugins.php' },
				{ users: [ chosen.id ], to: 'profile.php' },
			],
		} );

		for ( const [ user, lands ] of [
			[ editor, '/wp-admin/edit.php?post_type=page' ],
			[ admin, '/wp-admin/plugins.php' ],
			[ chosen, '/wp-admin/profile.php' ],
		] as const ) {
			const context = await signedOut( browser );
			const page = await context.newPage();
			await logIn( page, '/wp-login.php', user.username );
			await page.waitForURL( ( url ) =>
				url.pathname.startsWith( '/wp-admin/' )
			);
			expect( where( page ), user.username ).toBe( lands );
			await context.close();
		}

		// A page the visitor was on their way to wins over the rule.
		const context = await signedOut( browser );
		const page = await context.newPage();
		await page.goto( '/wp-admin/upload.php' );
		expect( where( page ) ).toContain( 'redirect_to=' );
		await page
			.getByLabel( 'Username or Email Address' )
			.fill( editor.username );
		await page.getByLabel( 'Password', { exact: true } ).fill( PASSWORD );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await page.waitForURL( /\/wp-admin\/upload\.php/ );
		await context.close();
	} );

	test( 'logging out lands where the role says', async ( {
		browser,
		requestUtils,
	} ) => {
		const editor = await newUser(
			requestUtils,
			'editor',
			'leaving-editor'
		);
		const author = await newUser(
			requestUtils,
			'author',
			'leaving-author'
		);
		await saveSettings( requestUtils, {
			logoutRedirects: [
				{ roles: [ 'editor' ], to: `${ BASE_URL }/?goodbye=editor` },
				{ roles: [ 'author' ], to: `${ BASE_URL }/?goodbye=author` },
			],
		} );

		for ( const [ user, lands ] of [
			[ editor, '/?goodbye=editor' ],
			[ author, '/?goodbye=author' ],
		] as const ) {
			const context = await signedOut( browser );
			const page = await context.newPage();
			await logIn( page, '/wp-login.php', user.username );
			await page.waitForURL( /\/wp-admin\// );
			await page.goto( '/wp-admin/profile.php' );
			const logout = await page
				.locator( '#wp-admin-bar-logout a' )
				.getAttribute( 'href' );
			expect( logout ).toContain( 'action=logout' );
			await page.goto( logout ?? '' );
			await page.waitForURL( /goodbye=/ );
			expect( where( page ) ).toBe( lands );
			const cookies = await context.cookies();
			expect(
				cookies.filter( ( cookie ) =>
					cookie.name.startsWith( 'wordpress_logged_in' )
				)
			).toEqual( [] );
			await context.close();
		}
	} );

	test.describe( 'with a custom login address', () => {
		test.beforeEach( async ( { requestUtils } ) => {
			await saveSettings( requestUtils, { loginSlug: SLUG } );
		} );

		test( 'wp-login.php, /wp-admin/ and the shortcuts answer 404 to signed-out visitors; admin-ajax.php and admin-post.php still answer', async ( {
			browser,
		} ) => {
			const context = await signedOut( browser );
			const request = context.request;
			for ( const path of [
				'/wp-login.php',
				'/wp-login.php?action=lostpassword',
				'/wp-admin/',
				'/wp-admin/edit.php',
				'/login',
				'/admin',
				'/dashboard',
				'/wp-signup.php',
			] ) {
				const response = await request.get( path, { maxRedirects: 0 } );
				expect( response.status(), path ).toBe( 404 );
				expect( await response.text(), path ).not.toContain( SLUG );
			}
			const ajax = await request.post( '/wp-admin/admin-ajax.php', {
				form: { action: 'heartbeat' },
				maxRedirects: 0,
			} );
			expect( ajax.status() ).not.toBe( 404 );
			const post = await request.get( '/wp-admin/admin-post.php', {
				maxRedirects: 0,
			} );
			expect( post.status() ).toBe( 200 );
			await context.close();
		} );

		test( 'a wrong password stays on the custom address with WordPress’s error, and the right one signs in', async ( {
			browser,
			requestUtils,
		} ) => {
			const editor = await newUser(
				requestUtils,
				'editor',
				'door-editor'
			);
			const context = await signedOut( browser );
			const page = await context.newPage();
			await logIn( page, `/${ SLUG }/`, editor.username, 'wrong' );
			await expect( page.locator( '#login_error' ) ).toContainText(
				'The password you entered for the username'
			);
			expect( new URL( page.url() ).pathname ).toBe( `/${ SLUG }/` );
			const html = await page.content();
			expect( html ).not.toContain( 'wp-login.php' );
			await expect(
				page
					.locator( '#nav' )
					.getByRole( 'link', { name: 'Lost your password?' } )
			).toHaveAttribute(
				'href',
				`${ BASE_URL }/${ SLUG }/?action=lostpassword`
			);

			// WordPress empties the password after an error: fill the form again.
			await logIn( page, `/${ SLUG }/`, editor.username );
			await page.waitForURL( /\/wp-admin\// );
			// Signed in, the admin is there as usual.
			expect(
				( await page.goto( '/wp-admin/profile.php' ) )?.status()
			).toBe( 200 );
			await context.close();
		} );

		test( 'the password reset email links to the custom address, and the new password works', async ( {
			browser,
			requestUtils,
		} ) => {
			const editor = await newUser( requestUtils, 'editor', 'forgetful' );
			await requestUtils.rest( {
				method: 'DELETE',
				path: '/uipress-e2e/v1/last-mail',
			} );
			const context = await signedOut( browser );
			const page = await context.newPage();
			await page.goto( `/${ SLUG }/` );
			await page
				.getByRole( 'link', { name: 'Lost your password?' } )
				.click();
			expect( where( page ) ).toBe( `/${ SLUG }/?action=lostpassword` );
			await page
				.getByLabel( 'Username or Email Address' )
				.fill( editor.username );
			await page
				.getByRole( 'button', { name: 'Get New Password' } )
				.click();
			await page.waitForURL( /checkemail=confirm/ );
			expect( new URL( page.url() ).pathname ).toBe( `/${ SLUG }/` );

			const { mail } = await requestUtils.rest< {
				mail: { to: string; message: string } | null;
			} >( { path: '/uipress-e2e/v1/last-mail' } );
			expect( mail?.to ).toBe( editor.email );
			const message = mail?.message ?? '';
			expect( message ).not.toContain( 'wp-login.php' );
			const link = message.match(
				new RegExp( `${ BASE_URL }/${ SLUG }/\\?\\S*action=rp\\S*` )
			)?.[ 0 ];
			expect( link, message ).toBeTruthy();

			await page.goto( link ?? '' );
			const fresh = 'A-new-password-9731!';
			// WordPress's script fills in a generated password once it runs:
			// type ours after that, or the generated one is what gets saved.
			const pass1 = page.locator( '#pass1' );
			await expect( pass1 ).not.toHaveValue( '' );
			await pass1.fill( fresh );
			await expect( pass1 ).toHaveValue( fresh );
			await page.getByRole( 'button', { name: 'Save Password' } ).click();
			await expect(
				page.locator( '.message, .notice' ).first()
			).toContainText( 'Your password has been reset.' );
			expect( new URL( page.url() ).pathname ).toBe( `/${ SLUG }/` );

			await logIn( page, `/${ SLUG }/`, editor.username, fresh );
			await page.waitForURL( /\/wp-admin\// );
			await context.close();
		} );

		test( 'an expired session in a framed page logs in again in WordPress’s popup at the custom address', async ( {
			browser,
			requestUtils,
		} ) => {
			const { context, page, editor } = await framedSession(
				browser,
				requestUtils,
				'lister',
				'/wp-admin/edit.php',
				'.wp-list-table'
			);
			const { frame, popup } = await expireSession( page );
			const login = frame.locator( '#wp-auth-check-frame' );
			await expect( login ).toHaveAttribute(
				'src',
				`${ BASE_URL }/${ SLUG }/?interim-login=1&wp_lang=en_US`
			);
			const inner = frame.frameLocator( '#wp-auth-check-frame' );
			await inner
				.getByLabel( 'Username or Email Address' )
				.fill( editor.username );
			await inner
				.getByLabel( 'Password', { exact: true } )
				.fill( PASSWORD );
			await inner.getByRole( 'button', { name: 'Log In' } ).click();
			// WordPress closes the popup once the frame says the login worked.
			await expect( popup ).toBeHidden();
			expect( await signedIn( context ) ).toBe( true );
			await context.close();
		} );

		test( 'an expired session inside the framed block editor signs in again through the custom address', async ( {
			browser,
			requestUtils,
		} ) => {
			// The block editor loads twice (two sign-ins) inside the interface.
			test.slow();
			const { context, page, editor } = await framedSession(
				browser,
				requestUtils,
				'writer',
				'/wp-admin/post-new.php',
				'.editor-visual-editor'
			);
			const { frame, popup, editorFrame } = await expireSession( page );
			// WordPress 7.1 isolates the block editor's document
			// (Document-Isolation-Policy) on Chromium 137+, so its popup
			// cannot read a framed login and links to the login page instead;
			// either way the way back in is the custom address.
			const way = frame
				.locator(
					`#wp-auth-check-frame[src^="${ BASE_URL }/${ SLUG }/?interim-login=1"], #wp-auth-check a[href="${ BASE_URL }/${ SLUG }/"]`
				)
				.first();
			await expect( way ).toBeAttached();
			await expect( frame.locator( '#wp-auth-check' ) ).not.toContainText(
				'wp-login.php'
			);
			const login = await context.newPage();
			await logIn( login, `/${ SLUG }/`, editor.username );
			await login.waitForURL( /\/wp-admin\// );
			await login.close();
			// As the popup says: back on the page, close it and carry on (the
			// heartbeat may have closed it first).
			await expect( async () => {
				if ( await popup.isVisible() ) {
					await frame
						.getByRole( 'button', { name: 'Close dialog' } )
						.click( { timeout: 1000 } );
				}
				await expect( popup ).toBeHidden( { timeout: 1000 } );
			} ).toPass();
			// The editor works in the new session (api-fetch renews its nonce).
			const me = await editorFrame.evaluate( () =>
				(
					window as unknown as {
						wp: {
							apiFetch: ( options: {
								path: string;
							} ) => Promise< { slug: string } >;
						};
					}
				 ).wp
					.apiFetch( { path: '/wp/v2/users/me' } )
					.then( ( user ) => user.slug )
			);
			expect( me ).toBe( editor.username );
			await context.close();
		} );
	} );

	test( 'an administrator adds, orders and saves rules on the settings screen; a bad target is named and nothing typed is lost; it reads well', async ( {
		page,
		requestUtils,
	} ) => {
		await page.setViewportSize( { width: 1440, height: 900 } );
		await page.goto( '/wp-admin/admin.php?page=uip-settings' );
		const group = page.locator( '#uip-settings-group-signIn' );
		const afterLogin = group.getByRole( 'group', {
			name: 'After logging in',
		} );
		await expect( afterLogin ).toBeVisible();

		/**
		 * Adds a rule for a role, going where it says.
		 *
		 * @param role Its name as the picker shows it.
		 * @param to   Where to.
		 */
		const addRule = async ( role: string, to: string ) => {
			await afterLogin
				.getByRole( 'button', { name: 'Add rule' } )
				.click();
			// The focus is on the new rule's picker: open it from the keyboard.
			await page.keyboard.press( 'Enter' );
			await page
				.getByRole( 'button', { name: new RegExp( `^${ role }` ) } )
				.click();
			await page.keyboard.press( 'Escape' );
			const rule = afterLogin.getByRole( 'listitem' ).last();
			await expect(
				rule.getByRole( 'button', { name: /^Role select/ } )
			).toContainText( role );
			await rule
				.getByRole( 'textbox', { name: 'Send them to' } )
				.fill( to );
			await rule
				.getByRole( 'textbox', { name: 'Send them to' } )
				.press( 'Tab' );
		};

		await addRule( 'Editor', 'javascript:alert(1)' );
		const first = afterLogin.getByRole( 'listitem', { name: 'Rule 1' } );
		await expect( first ).toContainText(
			'Use an admin page such as edit.php'
		);
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		// The server names the rule; the field keeps what was typed, focused.
		await expect( group ).toContainText( '“After logging in”, rule 1:' );
		const firstTarget = first.getByRole( 'textbox', {
			name: 'Send them to',
		} );
		await expect( firstTarget ).toBeFocused();
		await expect( firstTarget ).toHaveValue( 'javascript:alert(1)' );
		expect(
			await contrastFailures( page, {
				include: [ '#uip-settings-group-signIn' ],
			} )
		).toEqual( [] );

		await firstTarget.fill( 'edit.php?post_type=page' );
		await addRule( 'Administrator', 'plugins.php' );
		// Rule 2 goes first, from the keyboard.
		await afterLogin
			.getByRole( 'button', { name: 'Move rule 2 up' } )
			.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			afterLogin.getByRole( 'button', { name: 'Move rule 1 up' } )
		).toBeFocused();
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( page.getByText( 'Settings saved' ) ).toBeVisible();

		const { settings } = await requestUtils.rest< {
			settings: Record< string, unknown >;
		} >( { path: '/uipress/v1/settings' } );
		expect( settings.loginRedirects ).toEqual( [
			{ roles: [ 'administrator' ], users: [], to: 'plugins.php' },
			{ roles: [ 'editor' ], users: [], to: 'edit.php?post_type=page' },
		] );
		await page.reload();
		await expect(
			afterLogin
				.getByRole( 'listitem', { name: 'Rule 1' } )
				.getByRole( 'textbox', { name: 'Send them to' } )
		).toHaveValue( 'plugins.php' );

		await page.setViewportSize( { width: 390, height: 844 } );
		await group.scrollIntoViewIfNeeded();
		expect(
			await contrastFailures( page, {
				include: [ '#uip-settings-group-signIn' ],
			} )
		).toEqual( [] );
	} );

	test( 'the page content block’s loginRedirect still picks the framed page after signing in at the custom address, when no rule applies', async ( {
		browser,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, { loginSlug: SLUG } );
		const editor = await newUser( requestUtils, 'editor', 'framed' );
		const content = withLoginRedirect( demoTemplate(), 'upload.php' );
		templates.push(
			await createTemplate( requestUtils, content, 'Sign-in frame E2E', {
				forUsers: [ editor.id ],
			} )
		);
		const context = await signedOut( browser );
		const page = await context.newPage();
		await logIn( page, `/${ SLUG }/`, editor.username );
		await page.waitForURL( /\/wp-admin\/$/ );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect(
			page.locator( 'iframe[title="Page content"]' )
		).toHaveAttribute(
			'src',
			/\/wp-admin\/upload\.php\?uip-framed-page=1/
		);
		await context.close();
	} );

	test.describe( 'who may change them', () => {
		for ( const [ who, role, prefix ] of [
			[ 'a subscriber', 'subscriber', 'uip-e2e-' ],
			[ 'an editor', 'editor', 'uip-e2e-' ],
			// The no-unfiltered-html fixture takes unfiltered_html from these logins.
			[
				'a manager without unfiltered_html',
				'administrator',
				'e2e-no-html-',
			],
		] as const ) {
			test( `${ who } cannot change them through the settings route`, async ( {
				browser,
				requestUtils,
			} ) => {
				const user = await newUser(
					requestUtils,
					role,
					`refused-${ role }`,
					prefix
				);
				const context = await signedOut( browser );
				const page = await context.newPage();
				await logIn( page, '/wp-login.php', user.username );
				await page.waitForURL( /\/wp-admin\// );
				const nonce = await (
					await page.request.get(
						'/wp-admin/admin-ajax.php?action=rest-nonce'
					)
				).text();
				expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
				for ( const [ key, value ] of Object.entries( {
					loginSlug: 'stolen-door',
					loginRedirects: [
						{ roles: [ 'administrator' ], to: 'profile.php' },
					],
					logoutRedirects: [
						{ roles: [ 'administrator' ], to: 'profile.php' },
					],
				} ) ) {
					const refused = await page.request.fetch(
						`${ BASE_URL }/wp-json/uipress/v1/settings`,
						{
							method: 'POST',
							headers: { 'X-WP-Nonce': nonce },
							data: { settings: { [ key ]: value } },
						}
					);
					expect( refused.status(), key ).toBe( 403 );
				}
				await context.close();
				const stored = await requestUtils.rest< {
					settings: Record< string, unknown >;
				} >( { path: '/uipress/v1/settings' } );
				expect( stored.settings ).toMatchObject( {
					loginSlug: '',
					loginRedirects: [],
					logoutRedirects: [],
				} );
			} );
		}
	} );
} );
