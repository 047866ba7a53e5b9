/**
 * User management (issue 33) in e2e: the switch, the three screens, users
 * made for a test, the caught e-mails, and the screens' snackbars. Shared by
 * the users app, role editor and activity log specs.
 */
import path from 'node:path';
import type {
	Browser,
	BrowserContext,
	Locator,
	Page,
	TestInfo,
} from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect } from '../fixtures';
import { saveSettings } from './settings';
import { ARTIFACTS_DIR } from './site';

/** The three screens, relative to the site. */
export const USERS_APP_PATH = '/wp-admin/users.php?page=uip-users';
export const ROLES_PATH = '/wp-admin/users.php?page=uip-roles';
export const ACTIVITY_PATH = '/wp-admin/users.php?page=uip-activity';

/** The users app's snackbar list (and the other screens'). */
export const USER_MANAGEMENT_SNACKBARS = '.uip-user-management-snackbars';

/**
 * Turns user management on or off (site setting `userManagementEnabled`);
 * the next request reads it.
 *
 * @param requestUtils WordPress's request helpers (the administrator).
 * @param enabled      On or off.
 */
export async function setUserManagement(
	requestUtils: RequestUtils,
	enabled: boolean
): Promise< void > {
	await saveSettings( requestUtils, { userManagementEnabled: enabled } );
}

/** A user made for a test. */
export interface MadeUser {
	id: number;
	username: string;
	email: string;
	password: string;
	name: string;
}

/**
 * Makes a user through core's REST API (`wp/v2/users`).
 *
 * @param requestUtils WordPress's request helpers (the administrator).
 * @param user         The user.
 * @param user.login   Username (lowercase letters and digits, for networks).
 * @param user.role    Role.
 * @param user.name    Display name (the login when left out).
 */
export async function makeUser(
	requestUtils: RequestUtils,
	{ login, role, name }: { login: string; role: string; name?: string }
): Promise< MadeUser > {
	const password = `${ login }-Password-1`;
	const email = `${ login }@example.test`;
	const made = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/users',
		data: {
			username: login,
			email,
			password,
			roles: [ role ],
			name: name ?? login,
		},
	} );
	return {
		id: made.id,
		username: login,
		email,
		password,
		name: name ?? login,
	};
}

/**
 * Deletes users made for a test (their content goes to the administrator).
 *
 * @param requestUtils WordPress's request helpers (the administrator).
 * @param ids          The users.
 */
export async function deleteUsers(
	requestUtils: RequestUtils,
	ids: number[]
): Promise< void > {
	for ( const id of ids ) {
		await requestUtils
			.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ id }`,
				params: { force: true, reassign: 1 },
			} )
			.catch( () => undefined );
	}
}

/**
 * How many e-mails the mail catcher (tests/fixtures/mail-catcher) kept for
 * an address.
 *
 * @param requestUtils WordPress's request helpers (the administrator).
 * @param to           The address.
 */
export async function mailCount(
	requestUtils: RequestUtils,
	to: string
): Promise< number > {
	const answer = await requestUtils.rest< { count: number | string } >( {
		path: '/uipress-e2e/v1/mail-count',
		params: { to },
	} );
	return Number( answer.count );
}

/** The last e-mail the mail catcher kept. */
export interface CaughtMail {
	to: string | string[];
	subject: string;
	message: string;
}

/**
 * The last e-mail WordPress would have sent.
 *
 * @param requestUtils WordPress's request helpers (the administrator).
 */
export async function lastMail(
	requestUtils: RequestUtils
): Promise< CaughtMail | null > {
	const { mail } = await requestUtils.rest< { mail: CaughtMail | null } >( {
		path: '/uipress-e2e/v1/last-mail',
	} );
	return mail;
}

/**
 * A user management screen's snackbar with this text (scoped to the list:
 * the words are also in WordPress's screen reader region).
 *
 * @param page The page.
 * @param text Its text.
 */
export function userManagementSnackbar( page: Page, text: string ): Locator {
	return page.locator( USER_MANAGEMENT_SNACKBARS ).getByText( text );
}

/** Where the screens' screenshots go (artifacts/<site>/user-management/). */
export const SHOTS_DIR = path.join( ARTIFACTS_DIR, 'user-management' );

/** The screens' contrast checks: a desktop and a phone. */
export const SCREEN_VIEWPORTS = [
	{ width: 1440, height: 900 },
	{ width: 390, height: 844 },
];

/** Light as the admin opens a screen; dark as the content frame opens it. */
export const SCREEN_THEMES = [
	{ name: 'light', dark: false },
	{ name: 'dark', dark: true },
] as const;

export type ScreenTheme = ( typeof SCREEN_THEMES )[ number ];

/**
 * Sets the administrator's dark mode preference (null: unset).
 *
 * @param requestUtils WordPress's request helpers.
 * @param value        On, off or unset.
 */
export async function setDarkPreference(
	requestUtils: RequestUtils,
	value: boolean | null
): Promise< void > {
	await requestUtils.rest( {
		method: 'POST',
		path: '/uipress/v1/preferences/darkTheme',
		data: { value },
	} );
}

/**
 * Opens a screen at a size in a theme: the preference set, dark through the
 * content frame (the server marks the frame dark), and waits for the theme.
 *
 * @param page            The page.
 * @param requestUtils    WordPress's request helpers.
 * @param url             The screen's address.
 * @param theme           The theme.
 * @param viewport        The size.
 * @param viewport.width
 * @param viewport.height
 */
export async function openInTheme(
	page: Page,
	requestUtils: RequestUtils,
	url: string,
	theme: ScreenTheme,
	viewport: { width: number; height: number }
): Promise< void > {
	await page.setViewportSize( viewport );
	await setDarkPreference( requestUtils, theme.dark );
	await page.goto( theme.dark ? `${ url }&uip-framed-page=1` : url );
	const html = page.locator( 'html' );
	if ( theme.dark ) {
		await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
	} else {
		await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );
	}
}

/**
 * Saves a screenshot in SHOTS_DIR and attaches it to the test's report.
 *
 * @param page     The page.
 * @param testInfo The test's info.
 * @param name     The file's name, without `.png`.
 * @param fullPage The whole page, not only the viewport.
 */
export async function screenshotForReview(
	page: Page,
	testInfo: TestInfo,
	name: string,
	fullPage = true
): Promise< void > {
	const file = path.join( SHOTS_DIR, `${ name }.png` );
	await page.screenshot( { path: file, fullPage } );
	await testInfo.attach( name, { path: file, contentType: 'image/png' } );
}

/**
 * Signs a user in through wp-login.php in a browser of their own (no
 * cookies of the administrator's); close the context when done.
 *
 * @param browser The browser.
 * @param user    The user.
 */
export async function signInInOwnBrowser(
	browser: Browser,
	user: MadeUser
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user.username );
	await page.locator( '#user_pass' ).fill( user.password );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/wp-admin\// );
	return { context, page };
}
