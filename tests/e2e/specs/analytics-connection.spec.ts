/**
 * Connecting Google Analytics end to end, against the fake Google
 * (tests/fixtures/fake-google-analytics): an administrator enters the OAuth
 * client, signs in on the fake consent page, comes back connected and picks
 * a property; and the service-account path. The Analytics group passes
 * axe's colour contrast.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import {
	FAKE_GOOGLE_CLIENT_ID,
	FAKE_GOOGLE_CLIENT_SECRET,
	FAKE_PROPERTIES,
	FAKE_SERVICE_ACCOUNT_KEY_FILE,
	startFakeGoogle,
	type FakeAnalytics,
} from '../utils/fake-analytics';
import { readSettings, resetSettings, saveSettings } from '../utils/settings';

const SETTINGS = '/wp-admin/admin.php?page=uip-settings';
const GROUP = '#uip-settings-group-analytics';

/**
 * Opens the settings screen and answers the Analytics group.
 *
 * @param page The page.
 */
async function openAnalytics( page: Page ): Promise< Locator > {
	await page.goto( SETTINGS );
	const group = page.locator( GROUP );
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
async function enterSecret( group: Locator, setting: string, value: string ) {
	const field = group.locator( `[data-setting="${ setting }"]` );
	await field.getByRole( 'button', { name: 'Add key' } ).click();
	await field.getByLabel( 'Key', { exact: true } ).fill( value );
}

/**
 * Saves the settings screen.
 *
 * @param page The page.
 */
async function save( page: Page ) {
	const button = page.getByRole( 'button', { name: 'Save', exact: true } );
	await button.click();
	// Disabled under its own name once nothing is left to save.
	await expect( button ).toBeDisabled();
}

test.describe( 'Analytics connection', () => {
	let google: FakeAnalytics;

	test.beforeAll( async () => {
		google = await startFakeGoogle();
	} );

	// The browser visits the fake's consent page: let it through the offsite stub.
	test.beforeEach( async ( { context } ) => {
		await context.route(
			( url ) => url.origin === google.base,
			( route ) => route.continue()
		);
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'analytics' ] );
	} );

	test.afterAll( async () => {
		await google.stop();
	} );

	test( 'an administrator signs in with Google, comes back connected and picks a property', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			googleApiBase: google.base,
			googleAuthMode: 'oauth',
		} );
		const group = await openAnalytics( page );
		const signIn = group.getByRole( 'button', {
			name: 'Sign in with Google',
		} );
		await expect(
			group.getByText( 'Not connected', { exact: true } )
		).toBeVisible();
		await expect( signIn ).toBeDisabled();

		await group
			.getByRole( 'textbox', { name: 'OAuth client ID' } )
			.fill( FAKE_GOOGLE_CLIENT_ID );
		await enterSecret(
			group,
			'googleClientSecret',
			FAKE_GOOGLE_CLIENT_SECRET
		);
		await save( page );
		await expect( signIn ).toBeEnabled();
		await expect( group.locator( 'code' ).first() ).toContainText(
			'admin-post.php?action=uipress_google_oauth'
		);
		await expect(
			page.getByText( 'Google Analytics connection' )
		).toBeVisible();
		expect(
			await contrastFailures( page, { include: [ GROUP ] } )
		).toEqual( [] );

		await signIn.click();
		await page.waitForURL( `${ google.base }/o/oauth2/v2/auth?**` );
		await expect(
			page.getByRole( 'heading', { name: 'Fake Google sign-in' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Allow' } ).click();

		await page.waitForURL( /page=uip-settings/ );
		const back = page.locator( GROUP );
		await expect(
			back.getByText( 'Google Analytics is connected.' )
		).toBeVisible();
		await expect( page ).not.toHaveURL( /uipress-analytics=/ );
		await expect(
			back.getByText( 'Connected', { exact: true } )
		).toBeVisible();

		const property = back.getByRole( 'combobox', {
			name: 'Google Analytics property',
		} );
		await expect( property ).toBeVisible();
		await property.selectOption( FAKE_PROPERTIES.demoShop.id );
		await save( page );
		expect( ( await readSettings( requestUtils ) ).settings ).toMatchObject(
			{
				googlePropertyId: FAKE_PROPERTIES.demoShop.id,
				googlePropertyName: FAKE_PROPERTIES.demoShop.name,
			}
		);
		expect(
			await contrastFailures( page, { include: [ GROUP ] } )
		).toEqual( [] );

		// Disconnect forgets the tokens; the property list goes with them.
		await back.getByRole( 'button', { name: 'Disconnect' } ).click();
		await expect(
			back.getByText( 'Not connected', { exact: true } )
		).toBeVisible();
		await expect( property ).toBeHidden();
	} );

	test( 'a refused consent comes back with the reason', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			googleApiBase: google.base,
			googleClientId: FAKE_GOOGLE_CLIENT_ID,
			googleClientSecret: FAKE_GOOGLE_CLIENT_SECRET,
		} );
		const group = await openAnalytics( page );
		await group
			.getByRole( 'button', { name: 'Sign in with Google' } )
			.click();
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.waitForURL( /page=uip-settings/ );
		await expect(
			page
				.locator( GROUP )
				.getByText(
					'Google Analytics was not connected: access was not allowed.'
				)
		).toBeVisible();
		await expect(
			page.locator( GROUP ).getByText( 'Not connected', { exact: true } )
		).toBeVisible();
	} );

	test( 'a service account key connects and lists its properties', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, { googleApiBase: google.base } );
		const group = await openAnalytics( page );
		await group.getByRole( 'radio', { name: 'Service account' } ).click();
		await expect(
			group.getByText( 'Save the settings to connect this way.' )
		).toBeVisible();
		await expect(
			group.getByRole( 'textbox', { name: 'OAuth client ID' } )
		).toBeHidden();
		await enterSecret(
			group,
			'googleServiceAccountKey',
			await readFile( FAKE_SERVICE_ACCOUNT_KEY_FILE, 'utf8' )
		);
		await save( page );

		await expect(
			group.getByText( 'Connected', { exact: true } )
		).toBeVisible();
		await expect(
			group.getByText(
				'uipress-reader@uipress-fake.iam.gserviceaccount.com'
			)
		).toBeVisible();
		const property = group.getByRole( 'combobox', {
			name: 'Google Analytics property',
		} );
		await property.selectOption( FAKE_PROPERTIES.blog.id );
		await save( page );
		const stored = await readSettings( requestUtils );
		expect( stored.settings ).toMatchObject( {
			googleAuthMode: 'serviceAccount',
			googlePropertyId: FAKE_PROPERTIES.blog.id,
			googlePropertyName: FAKE_PROPERTIES.blog.name,
		} );
		expect( stored.secrets.googleServiceAccountKey ).toBe( true );
		expect( JSON.stringify( stored ) ).not.toContain( 'PRIVATE KEY' );
		expect(
			await contrastFailures( page, { include: [ GROUP ] } )
		).toEqual( [] );
	} );
} );
