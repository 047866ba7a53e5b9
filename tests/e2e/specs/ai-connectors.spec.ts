/**
 * The AI chat through WordPress's AI client (issue 35, docs/WP7-NATIVE.md):
 * a provider plugin (the test provider of tests/fixtures/wp-ai-provider,
 * talking to the local fake AI server) is connected once in Settings →
 * Connectors by the administrator; then an editor's AI chat block, which
 * has no key of its own, answers through it. The client and Connectors are
 * WordPress 7.0's: this runs in the main suite (7.1); the oldest release
 * (6.9) runs only the @smoke tests, and keeps the own key path.
 */
import { expect, test } from '../fixtures';
import {
	startFakeAiProvider,
	type FakeAiProvider,
} from '../utils/fake-ai-provider';
import { saveSettings } from '../utils/settings';
import { EDITOR } from '../utils/site';
import { runSitePhp } from '../utils/site-php';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const CONNECTED_KEY = `sk-e2e-connector-${ Date.now() }`;

test.describe( 'AI chat through Settings → Connectors', () => {
	let fake: FakeAiProvider;

	test.beforeAll( async ( { requestUtils } ) => {
		fake = await startFakeAiProvider( 10 );
		runSitePhp( 'fake-ai-connector.php', [ 'install', fake.base ] );
		// No site key: only the connector can answer.
		await saveSettings( requestUtils, { aiKey: '', aiBaseUrl: '' } );
		await createTemplate(
			requestUtils,
			[
				block( 'uip-ai-chat', {
					settings: {
						block: {
							options: { systemMessage: 'Be brief.' },
						},
					},
				} ),
			],
			'AI desk',
			{ forRoles: [ 'editor' ] }
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		runSitePhp( 'fake-ai-connector.php', [ 'remove' ] );
		await fake.stop();
	} );

	test( 'the administrator connects the provider once; an editor’s chat answers through it', async ( {
		page,
		browser,
		browserErrors,
	} ) => {
		test.setTimeout( 120_000 );
		await page.goto( '/wp-admin/options-connectors.php' );
		const card = page.getByRole( 'group', { name: 'UiPress Fake AI' } );
		await card.getByRole( 'button', { name: 'Set up' } ).click();
		await card
			.getByRole( 'textbox', { name: 'API Key' } )
			.fill( CONNECTED_KEY );
		await card.getByRole( 'button', { name: 'Save' } ).click();
		await expect( card.getByText( 'Connected' ) ).toBeVisible( {
			timeout: 30_000,
		} );
		expect( browserErrors ).toEqual( [] );

		const context = await browser.newContext( {
			storageState: EDITOR.storageState,
		} );
		const editor = await context.newPage();
		await editor.goto( '/wp-admin/' );
		const chat = editor.locator( '[data-uip-module="uip-ai-chat"]' );
		const input = chat.getByRole( 'textbox', { name: 'Message' } );
		await expect( input ).toBeEnabled();
		await input.fill( 'Where are my drafts?' );
		await input.press( 'Enter' );
		await expect(
			chat
				.locator(
					'.uip-ai-chat__message.is-assistant:not(.is-welcome) .uip-ai-chat__text'
				)
				.last()
		).toHaveText(
			'Hello from the fake provider. You said: Where are my drafts?'
		);
		await expect( chat.getByRole( 'alert' ) ).toHaveCount( 0 );
		await context.close();

		// Through the client, with the key Connectors keeps.
		const chats = ( await fake.requests() ).filter(
			( request ) => request.path === '/v1/chat/completions'
		);
		expect( chats ).toHaveLength( 1 );
		expect( chats[ 0 ]?.authorization ).toBe( `Bearer ${ CONNECTED_KEY }` );
		expect( chats[ 0 ]?.body?.stream ).toBeUndefined();
	} );
} );
