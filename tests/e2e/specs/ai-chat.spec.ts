/**
 * The AI chat block end to end, against a local fake of an OpenAI-compatible
 * provider (tests/fixtures/fake-ai-provider): an editor chats and sees the
 * answer arrive word by word; Markdown and code; the conversation kept for
 * the session; stopping an answer; the spec's error texts; the rate limit;
 * an administrator building the block with its own key. The key never
 * reaches the browser.
 *
 * The provider address is `http://localhost:<port>/v1`: the e2e site blocks
 * external requests, and WordPress always lets `localhost` through; UiPress
 * reaches it because the fixture tests/fixtures/local-providers puts
 * `localhost` on `uipress/remote/allowed_hosts`. A new provider host
 * removes the stored keys, so each change of address sends the key again.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { saveSettings } from '../utils/settings';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';
import {
	startFakeAiProvider,
	type FakeAiProvider,
} from '../utils/fake-ai-provider';
import { snackbar } from '../utils/snackbars';

const SITE_KEY = `e2e-ai-site-key-${ Date.now() }`;
const BLOCK_KEY = `e2e-ai-block-key-${ Date.now() }`;
const WELCOME = 'Hi! Ask me anything about this site.';

function chatBlock( options: Record< string, unknown > = {} ) {
	return block( 'uip-ai-chat', {
		settings: {
			block: {
				options: {
					welcomeMessage: WELCOME,
					systemMessage: 'Answer in one short paragraph.',
					chatModel: 'fake-model-1',
					...options,
				},
			},
		},
	} );
}

/**
 * Records the body of every response a page receives.
 *
 * @param page The page.
 */
function recordBodies( page: Page ) {
	const reads: Promise< string >[] = [];
	page.on( 'response', ( response ) => {
		reads.push( response.text().catch( () => '' ) );
	} );
	return { settled: () => Promise.all( reads ) };
}

/**
 * Every text the last answer showed while it streamed in, recorded in the
 * page as the DOM changes.
 *
 * @param page The page.
 */
async function recordAnswerTexts(
	page: Page
): Promise< () => Promise< string[] > > {
	await page.evaluate( () => {
		const seen: string[] = [];
		( window as unknown as { uipAnswerTexts: string[] } ).uipAnswerTexts =
			seen;
		const log = document.querySelector( '.uip-ai-chat__log' );
		new MutationObserver( () => {
			const answers = document.querySelectorAll(
				'.uip-ai-chat__message.is-assistant:not(.is-welcome) .uip-ai-chat__text'
			);
			const text = answers[ answers.length - 1 ]?.textContent ?? '';
			if ( text && seen[ seen.length - 1 ] !== text ) {
				seen.push( text );
			}
		} ).observe( log!, {
			subtree: true,
			childList: true,
			characterData: true,
		} );
	} );
	return () =>
		page.evaluate(
			() =>
				( window as unknown as { uipAnswerTexts: string[] } )
					.uipAnswerTexts
		);
}

/**
 * Publishes a template for editors holding one AI chat block.
 *
 * @param requestUtils Logged-in admin request utils.
 */
async function chatTemplateForEditors( requestUtils: RequestUtils ) {
	await createTemplate( requestUtils, [ chatBlock() ], 'AI chat', {
		forRoles: [ 'editor' ],
	} );
}

/**
 * The editor's interface in a context of its own, once the chat is ready.
 *
 * @param browser     The browser.
 * @param permissions Browser permissions to grant (the clipboard).
 */
async function editorChat(
	browser: Browser,
	permissions: string[] = []
): Promise< {
	context: BrowserContext;
	page: Page;
	chat: Locator;
	input: Locator;
} > {
	const context = await browser.newContext( {
		storageState: EDITOR.storageState,
		permissions,
	} );
	const page = await context.newPage();
	await page.goto( '/wp-admin/' );
	const chat = page.locator( '[data-uip-module="uip-ai-chat"]' );
	const input = chat.getByRole( 'textbox', { name: 'Message' } );
	await expect( input ).toBeEnabled();
	return { context, page, chat, input };
}

/**
 * The text of the last answer.
 *
 * @param chat The block.
 */
function lastAnswer( chat: Locator ): Locator {
	return chat
		.locator(
			'.uip-ai-chat__message.is-assistant:not(.is-welcome) .uip-ai-chat__text'
		)
		.last();
}

/**
 * Sends messages until one is refused (an alert shows) or `most` were sent.
 *
 * @param chat  The block.
 * @param input Its message box.
 * @param most  How many to send at most.
 */
async function sendUntilRefused( chat: Locator, input: Locator, most: number ) {
	for ( let sent = 0; sent < most; sent++ ) {
		await input.fill( `Message ${ sent }` );
		await input.press( 'Enter' );
		await expect(
			chat.getByRole( 'button', { name: 'Send' } )
		).toBeVisible();
		if ( ( await chat.getByRole( 'alert' ).count() ) > 0 ) {
			return;
		}
	}
}

test.describe( 'AI chat', () => {
	let provider: FakeAiProvider;
	let slow: FakeAiProvider;

	test.beforeAll( async () => {
		provider = await startFakeAiProvider( 150 );
		slow = await startFakeAiProvider( 1500 );
	} );

	test.beforeEach( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, {
			aiKey: SITE_KEY,
			aiBaseUrl: provider.base,
			aiModel: '',
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveSettings( requestUtils, { aiKey: '', aiBaseUrl: '' } );
		await provider.stop();
		await slow.stop();
	} );

	test( 'an editor chats: the answer streams in word by word, Markdown shows, and the conversation stays for the session', async ( {
		browser,
		requestUtils,
	} ) => {
		await chatTemplateForEditors( requestUtils );
		const { context, page, chat, input } = await editorChat( browser, [
			'clipboard-read',
			'clipboard-write',
		] );
		const bodies = recordBodies( page );
		await expect( chat.getByText( WELCOME ) ).toBeVisible();

		// Shift+Enter makes a new line; Enter sends; blank text does not.
		await input.fill( '   ' );
		await input.press( 'Enter' );
		expect( await provider.requests() ).toHaveLength( 0 );
		await input.fill( 'Hello' );
		await input.press( 'Shift+Enter' );
		await input.pressSequentially( 'there' );
		await expect( input ).toHaveValue( 'Hello\nthere' );
		const texts = await recordAnswerTexts( page );
		await input.press( 'Enter' );
		await expect( input ).toHaveValue( '' );
		await expect( input ).toHaveCSS( 'height', '20px' );
		await expect(
			chat.getByRole( 'button', { name: 'Stop answering' } )
		).toBeVisible();

		const answer = 'Hello from the fake provider. You said: Hello there';
		await expect( lastAnswer( chat ) ).toHaveText( answer );
		await expect(
			chat.getByRole( 'button', { name: 'Send' } )
		).toBeVisible();
		// Shown as it arrived: several growing parts before the whole.
		const shown = ( await texts() ).map( ( text ) => text.trim() );
		expect( shown.length ).toBeGreaterThanOrEqual( 3 );
		expect(
			shown.filter( ( text ) => ! answer.startsWith( text ) )
		).toEqual( [] );
		expect( new Set( shown ).size ).toBe( shown.length );
		expect( shown ).toEqual(
			[ ...shown ].sort( ( x, y ) => x.length - y.length )
		);

		// The server added the block's system message and model, and the key.
		expect( ( await provider.requests() )[ 0 ] ).toMatchObject( {
			path: '/v1/chat/completions',
			authorization: `Bearer ${ SITE_KEY }`,
			body: {
				model: 'fake-model-1',
				stream: true,
				messages: [
					{
						role: 'system',
						content: 'Answer in one short paragraph.',
					},
					{ role: 'user', content: 'Hello\nthere' },
				],
			},
		} );

		// Markdown with a code block and its copy button.
		await input.fill( 'Show me **markdown**' );
		await input.press( 'Enter' );
		const markdown = lastAnswer( chat );
		await expect( markdown.locator( 'strong' ) ).toHaveText( 'bold' );
		await expect( markdown.locator( 'pre code' ) ).toHaveText(
			"console.log( 'hi' );"
		);
		await markdown.getByRole( 'button', { name: 'Copy code' } ).click();
		await expect(
			markdown.getByRole( 'button', { name: 'Copied' } )
		).toBeVisible();
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( "console.log( 'hi' );\n".trimEnd() );
		expect(
			( await provider.requests() )[ 1 ]?.body?.messages
		).toHaveLength( 4 );

		// The input grows to 500 px, then scrolls.
		await input.fill(
			Array.from( { length: 40 }, () => 'line' ).join( '\n' )
		);
		await expect( input ).toHaveCSS( 'height', '500px' );
		await expect( input ).toHaveCSS( 'overflow-y', 'auto' );
		await input.fill( '' );

		// Kept for the session: a reload shows the conversation again.
		await page.reload();
		await expect( lastAnswer( chat ).locator( 'strong' ) ).toHaveText(
			'bold'
		);
		await expect(
			chat.getByText( 'Hello from the fake provider.' )
		).toBeVisible();

		// Clearing can be undone.
		await chat
			.getByRole( 'button', { name: 'Clear conversation' } )
			.click();
		await expect(
			chat.locator( '.uip-ai-chat__message.is-user' )
		).toHaveCount( 0 );
		await chat.getByRole( 'button', { name: 'Undo' } ).click();
		await expect(
			chat.locator( '.uip-ai-chat__message.is-user' )
		).toHaveCount( 2 );

		const received = await bodies.settled();
		expect( received.length ).toBeGreaterThan( 2 );
		expect(
			received.filter( ( body ) => body.includes( SITE_KEY ) )
		).toEqual( [] );
		await context.close();
	} );

	test( 'an editor stops an answer; what arrived stays', async ( {
		browser,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			aiKey: SITE_KEY,
			aiBaseUrl: slow.base,
		} );
		await chatTemplateForEditors( requestUtils );
		const { context, chat, input } = await editorChat( browser );
		await input.fill( 'Tell me a story' );
		await input.press( 'Enter' );
		await expect(
			chat.getByRole( 'status', { name: 'The assistant is typing' } )
		).toBeVisible();
		await expect( lastAnswer( chat ) ).toContainText( 'Hello' );
		await chat.getByRole( 'button', { name: 'Stop answering' } ).click();
		await expect(
			chat.getByRole( 'button', { name: 'Send' } )
		).toBeVisible();
		const kept = ( await lastAnswer( chat ).textContent() ) ?? '';
		expect( kept ).toContain( 'Hello' );
		expect( kept ).not.toContain( 'You said' );
		await context.close();
	} );

	test( 'errors show the spec’s texts: no key, a provider error with its code, a transport error; too many messages are refused', async ( {
		browser,
		requestUtils,
	} ) => {
		await chatTemplateForEditors( requestUtils );
		const { context, page, chat, input } = await editorChat( browser );
		const bodies = recordBodies( page );
		const send = async ( text: string ) => {
			await input.fill( text );
			await input.press( 'Enter' );
		};

		await saveSettings( requestUtils, { aiKey: '' } );
		await send( 'Anyone there?' );
		await expect( chat.getByRole( 'alert' ) ).toHaveText(
			'Please add an openAI api key to use this block'
		);

		await saveSettings( requestUtils, { aiKey: 'bad-key' } );
		await send( 'And now?' );
		await expect( chat.getByRole( 'alert' ) ).toContainText(
			' - error code: invalid_api_key'
		);
		await expect( chat.getByRole( 'alert' ) ).not.toContainText(
			'bad-key'
		);

		await saveSettings( requestUtils, {
			aiKey: SITE_KEY,
			aiBaseUrl: 'http://localhost:9/v1',
		} );
		await send( 'Still there?' );
		await expect( chat.getByRole( 'alert' ) ).not.toBeEmpty();
		await expect( chat.getByRole( 'alert' ) ).not.toContainText(
			'error code'
		);

		// Two messages per ten minutes for this editor: the third is refused.
		await saveSettings( requestUtils, {
			aiKey: SITE_KEY,
			aiBaseUrl: provider.base,
		} );
		await context.addCookies( [
			{
				name: 'uipress_e2e_ai_limit',
				value: '2',
				url: new URL( page.url() ).origin,
			},
		] );
		const asked = ( await provider.requests() ).length;
		await sendUntilRefused( chat, input, 3 );
		await expect( chat.getByRole( 'alert' ) ).toContainText(
			/too fast|too many/i
		);
		expect(
			( await provider.requests() ).length - asked
		).toBeLessThanOrEqual( 2 );
		await context.clearCookies( { name: 'uipress_e2e_ai_limit' } );

		expect(
			( await bodies.settled() ).filter(
				( body ) =>
					body.includes( SITE_KEY ) || body.includes( 'bad-key' )
			)
		).toEqual( [] );
		await context.close();
	} );

	test( 'an administrator builds the block with its own key and a provider model; an editor chats with them', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		const bodies = recordBodies( page );
		const id = await createTemplate( requestUtils, [], 'Built chat', {
			forRoles: [ 'editor' ],
		} );
		await page.goto(
			`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
		);
		await page.locator( '[data-uip-inserter-item="uip-ai-chat"]' ).click();
		const canvas = page.locator( '.uip-editor-canvas' );
		await expect(
			canvas.getByRole( 'textbox', { name: 'Message' } )
		).toBeDisabled();
		const settings = page.locator( '.uip-settings' );
		await settings.getByLabel( 'API key' ).fill( BLOCK_KEY );
		await settings
			.getByRole( 'textbox', { name: 'Welcome message' } )
			.fill( 'Built here.' );
		const model = settings.getByRole( 'combobox', { name: 'Model' } );
		// The provider's models are offered beside the presets.
		await expect(
			settings.locator( 'datalist option[value="gpt-4o-mini"]' )
		).toHaveCount( 1 );
		await expect(
			settings.locator( 'datalist option[value="gpt-4-32k"]' )
		).toHaveCount( 1 );
		await model.fill( 'gpt-4o-mini' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( snackbar( page, 'Template saved' ) ).toBeVisible();
		// The builder shows the key field empty once saved: the key stays on the server.
		await page.reload();
		await canvas.locator( '[data-uip-module="uip-ai-chat"]' ).click();
		await expect( settings.getByLabel( 'API key' ) ).toHaveValue( '' );

		const { context, chat, input } = await editorChat( browser );
		await expect( chat.getByText( 'Built here.' ) ).toBeVisible();
		await input.fill( 'Which key?' );
		await input.press( 'Enter' );
		await expect( lastAnswer( chat ) ).toHaveText(
			'Hello from the fake provider. You said: Which key?'
		);
		expect( ( await provider.requests() ).at( -1 ) ).toMatchObject( {
			authorization: `Bearer ${ BLOCK_KEY }`,
			body: { model: 'gpt-4o-mini' },
		} );
		await context.close();

		expect(
			( await bodies.settled() ).filter(
				( body ) =>
					body.includes( BLOCK_KEY ) || body.includes( SITE_KEY )
			)
		).toEqual( [] );
	} );
} );
