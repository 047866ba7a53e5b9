/**
 * The settings screen's Analytics group, driven as an administrator does:
 * open it, type a write-only key, save, and sign in with Google on the fake
 * consent page (tests/fixtures/fake-google-analytics); and every response
 * body a page receives, to look for credentials in.
 */
import type { BrowserContext, Locator, Page, Response } from '@playwright/test';
import { expect } from '../fixtures';
import {
	FAKE_GOOGLE_CLIENT_ID,
	FAKE_GOOGLE_CLIENT_SECRET,
	type FakeAnalytics,
} from './fake-analytics';

export const ANALYTICS_SETTINGS = '/wp-admin/admin.php?page=uip-settings';
export const ANALYTICS_GROUP = '#uip-settings-group-analytics';

/**
 * Opens the settings screen and answers the Analytics group.
 *
 * @param page The page.
 */
export async function openAnalyticsSettings( page: Page ): Promise< Locator > {
	await page.goto( ANALYTICS_SETTINGS );
	const group = page.locator( ANALYTICS_GROUP );
	await expect(
		group.getByRole( 'heading', { level: 2, name: 'Analytics' } )
	).toBeVisible();
	return group;
}

/**
 * Types a write-only key into a secret field and leaves it to Save.
 *
 * @param group   The group.
 * @param setting The setting's key.
 * @param value   The key.
 */
export async function enterSecret(
	group: Locator,
	setting: string,
	value: string
): Promise< void > {
	const field = group.locator( `[data-setting="${ setting }"]` );
	await field.getByRole( 'button', { name: 'Add key' } ).click();
	await field.getByLabel( 'Key', { exact: true } ).fill( value );
}

/**
 * Saves the settings screen.
 *
 * @param page The page.
 */
export async function saveSettingsScreen( page: Page ): Promise< void > {
	const button = page.getByRole( 'button', { name: 'Save', exact: true } );
	await button.click();
	// Disabled under its own name once nothing is left to save.
	await expect( button ).toBeDisabled();
}

/**
 * Lets the browser reach the fake Google (its consent page) through the
 * offsite stub of tests/e2e/fixtures.ts.
 *
 * @param context The browser context.
 * @param google  The fake.
 */
export async function allowFakeGoogle(
	context: BrowserContext,
	google: FakeAnalytics
): Promise< void > {
	await context.route(
		( url ) => url.origin === google.base,
		( route ) => route.continue()
	);
}

/**
 * Types the fixture's OAuth client into the group and saves it.
 *
 * @param page  The page.
 * @param group The Analytics group.
 */
export async function enterOAuthClient(
	page: Page,
	group: Locator
): Promise< void > {
	await group
		.getByRole( 'textbox', { name: 'OAuth client ID' } )
		.fill( FAKE_GOOGLE_CLIENT_ID );
	await enterSecret( group, 'googleClientSecret', FAKE_GOOGLE_CLIENT_SECRET );
	await saveSettingsScreen( page );
}

/**
 * "Sign in with Google", Allow on the fake's consent page, and back on the
 * settings screen, connected. Answers the group as it is drawn again.
 *
 * @param page   The page.
 * @param google The fake.
 */
export async function signInWithFakeGoogle(
	page: Page,
	google: FakeAnalytics
): Promise< Locator > {
	await page
		.locator( ANALYTICS_GROUP )
		.getByRole( 'button', { name: 'Sign in with Google' } )
		.click();
	await page.waitForURL( `${ google.base }/o/oauth2/v2/auth?**` );
	await expect(
		page.getByRole( 'heading', { name: 'Fake Google sign-in' } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Allow' } ).click();

	await page.waitForURL( /page=uip-settings/ );
	const back = page.locator( ANALYTICS_GROUP );
	await expect(
		back.getByText( 'Google Analytics is connected.' )
	).toBeVisible();
	await expect(
		back.getByText( 'Connected', { exact: true } )
	).toBeVisible();
	return back;
}

/**
 * The group's property select (shown once Google is connected).
 *
 * @param group The Analytics group.
 */
export function propertySelect( group: Locator ): Locator {
	return group.getByRole( 'combobox', {
		name: 'Google Analytics property',
	} );
}

/** A response body a page received. */
export interface ReceivedBody {
	url: string;
	body: string;
}

/**
 * Keeps every response body the page receives (redirects have none), to
 * look for credentials in.
 *
 * @param page     The page.
 * @param received Where to keep them.
 */
export function recordResponses( page: Page, received: ReceivedBody[] ): void {
	page.on( 'response', async ( response: Response ) => {
		try {
			received.push( {
				url: response.url(),
				body: ( await response.body() ).toString( 'utf8' ),
			} );
		} catch {
			// A redirect or a page that went away: no body to read.
		}
	} );
}
