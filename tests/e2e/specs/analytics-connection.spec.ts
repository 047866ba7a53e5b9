/**
 * Connecting Google Analytics end to end, against the fake Google
 * (tests/fixtures/fake-google-analytics): an administrator enters the OAuth
 * client, signs in on the fake consent page, comes back connected and picks
 * a property; and the service-account path. The Analytics group passes
 * axe's colour contrast.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import {
	ANALYTICS_GROUP,
	allowFakeGoogle,
	enterOAuthClient,
	enterSecret,
	openAnalyticsSettings,
	propertySelect,
	saveSettingsScreen,
	signInWithFakeGoogle,
} from '../utils/analytics';
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

test.describe( 'Analytics connection', () => {
	let google: FakeAnalytics;

	test.beforeAll( async () => {
		google = await startFakeGoogle();
	} );

	// The browser visits the fake's consent page: let it through the offsite stub.
	test.beforeEach( async ( { context } ) => {
		await allowFakeGoogle( context, google );
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
		const group = await openAnalyticsSettings( page );
		const signIn = group.getByRole( 'button', {
			name: 'Sign in with Google',
		} );
		await expect(
			group.getByText( 'Not connected', { exact: true } )
		).toBeVisible();
		await expect( signIn ).toBeDisabled();

		await enterOAuthClient( page, group );
		await expect( signIn ).toBeEnabled();
		await expect( group.locator( 'code' ).first() ).toContainText(
			'admin-post.php?action=uipress_google_oauth'
		);
		await expect(
			page.getByText( 'Google Analytics connection' )
		).toBeVisible();
		expect(
			await contrastFailures( page, { include: [ ANALYTICS_GROUP ] } )
		).toEqual( [] );

		const back = await signInWithFakeGoogle( page, google );
		await expect( page ).not.toHaveURL( /uipress-analytics=/ );

		const property = propertySelect( back );
		await expect( property ).toBeVisible();
		await property.selectOption( FAKE_PROPERTIES.demoShop.id );
		await saveSettingsScreen( page );
		expect( ( await readSettings( requestUtils ) ).settings ).toMatchObject(
			{
				googlePropertyId: FAKE_PROPERTIES.demoShop.id,
				googlePropertyName: FAKE_PROPERTIES.demoShop.name,
			}
		);
		expect(
			await contrastFailures( page, { include: [ ANALYTICS_GROUP ] } )
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
		const group = await openAnalyticsSettings( page );
		await group
			.getByRole( 'button', { name: 'Sign in with Google' } )
			.click();
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.waitForURL( /page=uip-settings/ );
		await expect(
			page
				.locator( ANALYTICS_GROUP )
				.getByText(
					'Google Analytics was not connected: access was not allowed.'
				)
		).toBeVisible();
		await expect(
			page
				.locator( ANALYTICS_GROUP )
				.getByText( 'Not connected', { exact: true } )
		).toBeVisible();
	} );

	test( 'a service account key connects and lists its properties', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, { googleApiBase: google.base } );
		const group = await openAnalyticsSettings( page );
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
		await saveSettingsScreen( page );

		await expect(
			group.getByText( 'Connected', { exact: true } )
		).toBeVisible();
		await expect(
			group.getByText(
				'uipress-reader@uipress-fake.iam.gserviceaccount.com'
			)
		).toBeVisible();
		const property = propertySelect( group );
		await property.selectOption( FAKE_PROPERTIES.blog.id );
		await saveSettingsScreen( page );
		const stored = await readSettings( requestUtils );
		expect( stored.settings ).toMatchObject( {
			googleAuthMode: 'serviceAccount',
			googlePropertyId: FAKE_PROPERTIES.blog.id,
			googlePropertyName: FAKE_PROPERTIES.blog.name,
		} );
		expect( stored.secrets.googleServiceAccountKey ).toBe( true );
		expect( JSON.stringify( stored ) ).not.toContain( 'PRIVATE KEY' );
		expect(
			await contrastFailures( page, { include: [ ANALYTICS_GROUP ] } )
		).toEqual( [] );
	} );
} );
