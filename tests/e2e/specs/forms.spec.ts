/**
 * The form and input blocks in an editor's interface: a profile form saved
 * to the editor's user meta and filled in again after a reload; an email
 * form whose mail is caught (tests/fixtures/mail-catcher) and that goes
 * where its redirect says; the configuration error of a PHP function
 * form without a function; and the email rate limit holding against twelve
 * submissions sent at once.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	dynamicText,
	newUid,
} from '../utils/templates';
import type { Block } from '../../../src/engine/types';
import { snackbar } from '../utils/snackbars';
import { showLayers } from '../utils/builder-sidebar';

interface CaughtMail {
	to: string | string[];
	subject: string;
	message: string;
}

/**
 * An input block.
 *
 * @param moduleName Its module.
 * @param options    Its options.
 */
function input( moduleName: string, options: Record< string, unknown > ) {
	return block( moduleName, { settings: { block: { options } } } );
}

/**
 * A template holding one form.
 *
 * @param options Its options.
 * @param inputs  Its inputs.
 */
function formTemplate(
	options: Record< string, unknown >,
	inputs: Block[]
): Block[] {
	return [
		block( 'uip-container', {
			content: [
				block( 'uip-form', {
					settings: { block: { options } },
					content: inputs,
				} ),
			],
		} ),
	];
}

/**
 * Opens the interface and waits for the form.
 *
 * @param page The page.
 */
async function openForm( page: Page ) {
	await page.goto( '/wp-admin/' );
	await expect(
		page.locator( '[data-uip-module="uip-form"] form' )
	).toBeVisible();
}

test.describe( 'Forms', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'a profile form saves to the editor’s user meta and shows it again after a reload', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			formTemplate(
				{
					submitText: dynamicText( 'Save profile' ),
					prePopulate: true,
					successMessage: 'Profile saved',
					submitAction: {
						action: 'userMeta',
						objectOrSingle: 'single',
					},
				},
				[
					input( 'uip-text-input', {
						inputLabel: 'City',
						inputName: 'e2e_form_city',
						inputRequired: true,
					} ),
					input( 'uip-select-input', {
						inputLabel: 'Team',
						inputName: 'e2e_form_team',
						selectOptions: [
							{ label: 'Design', name: 'design' },
							{ label: 'Support', name: 'support' },
						],
					} ),
					input( 'uip-checkbox-input', {
						inputLabel: 'Send me news',
						inputName: 'e2e_form_news',
					} ),
				]
			),
			'Profile form',
			{ forRoles: [ 'editor' ] }
		);
		await openForm( page );

		const city = `Lisbon ${ Date.now() }`;
		const cityField = page.getByRole( 'textbox', { name: /City/ } );
		await cityField.fill( city );
		await page
			.getByRole( 'combobox', { name: 'Team' } )
			.selectOption( 'support' );
		const news = page.getByRole( 'checkbox', { name: 'Send me news' } );
		await news.check();
		const save = page.getByRole( 'button', { name: 'Save profile' } );
		await save.click();
		await expect(
			page
				.locator( '.uip-form__status' )
				.filter( { hasText: 'Profile saved' } )
		).toBeVisible();
		// A user meta save keeps what was typed.
		await expect( cityField ).toHaveValue( city );

		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: /City/ } )
		).toHaveValue( city );
		await expect(
			page.getByRole( 'combobox', { name: 'Team' } )
		).toHaveValue( 'support' );
		await expect(
			page.getByRole( 'checkbox', { name: 'Send me news' } )
		).toBeChecked();

		// Unticked is saved too.
		await page.getByRole( 'checkbox', { name: 'Send me news' } ).uncheck();
		await page.getByRole( 'button', { name: 'Save profile' } ).click();
		await expect(
			page
				.locator( '.uip-form__status' )
				.filter( { hasText: 'Profile saved' } )
		).toBeVisible();
		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: /City/ } )
		).toHaveValue( city );
		await expect(
			page.getByRole( 'checkbox', { name: 'Send me news' } )
		).not.toBeChecked();
	} );

	test( 'an email form sends its mail, then goes where its redirect says', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: '/uipress-e2e/v1/last-mail',
		} );
		await createTemplate(
			requestUtils,
			formTemplate(
				{
					submitText: dynamicText( 'Ask for help' ),
					submitAction: {
						action: 'email',
						emailAddress: 'help-desk@example.test',
						emailSubject: 'Help request',
						emailTemplate: 'Topic: {{topic}}. Details: {{details}}',
						redirectURL: { value: 'profile.php', newTab: false },
					},
				},
				[
					input( 'uip-text-input', {
						inputLabel: 'Topic',
						inputName: 'topic',
						inputRequired: true,
					} ),
					input( 'uip-textarea-input', {
						inputLabel: 'Details',
						inputName: 'details',
					} ),
				]
			),
			'Email form',
			{ forRoles: [ 'editor' ] }
		);
		await openForm( page );

		// The browser refuses an empty required input: nothing is sent.
		const topic = page.getByRole( 'textbox', { name: /Topic/ } );
		const sent: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'uipress/v1/forms' ) ) {
				sent.push( request.method() );
			}
		} );
		await page.getByRole( 'button', { name: 'Ask for help' } ).click();
		expect(
			await topic.evaluate(
				( element ) =>
					( element as HTMLInputElement ).validity.valueMissing
			)
		).toBe( true );

		await topic.fill( 'Printer' );
		await page
			.getByRole( 'textbox', { name: 'Details' } )
			.fill( 'It is out of paper.' );
		const response = page.waitForResponse(
			( candidate ) =>
				candidate.url().includes( 'uipress/v1/forms' ) &&
				candidate.request().method() === 'POST'
		);
		await page.getByRole( 'button', { name: 'Ask for help' } ).click();
		expect( ( await response ).status() ).toBe( 200 );
		expect( sent ).toEqual( [ 'POST' ] );
		await expect( page ).toHaveURL( /\/wp-admin\/profile\.php$/ );

		const { mail } = await requestUtils.rest< { mail: CaughtMail | null } >(
			{ path: '/uipress-e2e/v1/last-mail' }
		);
		expect( mail ).not.toBeNull();
		expect( [ mail?.to ].flat() ).toEqual( [ 'help-desk@example.test' ] );
		expect( mail?.subject ).toBe( 'Help request' );
		expect( mail?.message ).toContain(
			'Topic: Printer. Details: It is out of paper.'
		);
	} );

	test( 'a PHP function form without a function shows the configuration error', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			formTemplate(
				{
					submitText: dynamicText( 'Run' ),
					submitAction: { action: 'phpFunction', phpFunction: '' },
				},
				[]
			),
			'Function form',
			{ forRoles: [ 'editor' ] }
		);
		await openForm( page );
		const run = page.getByRole( 'button', { name: 'Run' } );
		await run.click();
		const toast = page.getByRole( 'alert' ).filter( {
			hasText: 'Configuration error',
		} );
		await expect( toast ).toBeVisible();
		await expect( toast ).toContainText(
			'No php function supplied to send form data to'
		);
		await expect( run ).toBeEnabled();
	} );
} );

test.describe( 'Forms built in the builder', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'an administrator builds a user meta form; an editor fills it in and finds it again', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		const id = await createTemplate( requestUtils, [], 'Built form', {
			forRoles: [ 'editor' ],
		} );
		await page.goto(
			`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
		);
		const canvas = page.locator( '.uip-editor-canvas' );
		const settings = page.locator( '.uip-settings' );

		await page.locator( '[data-uip-inserter-item="uip-form"]' ).click();
		const form = canvas.locator( '[data-uip-module="uip-form"]' );
		await expect( form ).toHaveCount( 1 );
		// The new form is selected and empty: the input goes inside it.
		await page
			.locator( '[data-uip-inserter-item="uip-text-input"]' )
			.click();
		await expect(
			form.locator( '[data-uip-module="uip-text-input"]' )
		).toHaveCount( 1 );
		await settings
			.getByRole( 'textbox', { name: 'Label', exact: true } )
			.fill( 'Favourite tool' );
		await settings
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'e2e_built_tool' );

		// The form itself: where its values go, and filled in again.
		await (
			await showLayers( page )
		)
			.getByRole( 'treeitem', { name: /Form/ } )
			.first()
			.click();
		await expect(
			settings.getByRole( 'heading', { name: 'Form', exact: true } )
		).toBeVisible();
		const action = settings.getByRole( 'combobox', {
			name: 'When the form is sent',
		} );
		await action.selectOption( 'userMeta' );
		await expect(
			settings.getByRole( 'combobox', { name: 'Save as' } )
		).toHaveValue( 'single' );
		await settings
			.getByRole( 'checkbox', { name: 'Fill in the saved values' } )
			.check();
		await settings
			.getByRole( 'textbox', { name: 'Success message', exact: true } )
			.fill( 'Saved for you' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( snackbar( page, 'Template saved' ) ).toBeVisible();

		const context = await browser.newContext( {
			storageState: EDITOR.storageState,
		} );
		const editor = await context.newPage();
		await editor.goto( '/wp-admin/' );
		const tool = `Chisel ${ Date.now() }`;
		const field = editor.getByRole( 'textbox', { name: /Favourite tool/ } );
		await field.fill( tool );
		await editor.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( editor.getByText( 'Saved for you' ) ).toBeVisible();
		await editor.reload();
		await expect(
			editor.getByRole( 'textbox', { name: /Favourite tool/ } )
		).toHaveValue( tool );
		await context.close();
	} );
} );

test.describe( 'The email rate limit', () => {
	const STAMP = Date.now();
	const SENDER = {
		username: `uip-e2e-sender-${ STAMP }`,
		email: `uip-e2e-sender-${ STAMP }@example.com`,
		password: 'sender-password',
	};
	const RECIPIENT = `rate-limit-${ STAMP }@example.test`;
	let senderId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		// A user of their own: no other test has spent their five emails.
		const sender = await requestUtils.createUser( {
			...SENDER,
			roles: [ 'editor' ],
		} );
		senderId = sender.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ senderId }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	/**
	 * A browser context logged in as the sender.
	 *
	 * @param browser The browser.
	 */
	async function senderContext(
		browser: Browser
	): Promise< BrowserContext > {
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		await page.goto( '/wp-login.php' );
		await page.locator( '#user_login' ).fill( SENDER.username );
		await page.locator( '#user_pass' ).fill( SENDER.password );
		await page.locator( '#wp-submit' ).click();
		await page.waitForURL( /\/wp-admin\// );
		await page.close();
		return context;
	}

	test( 'twelve submissions sent at once send no more than five emails', async ( {
		browser,
		requestUtils,
	} ) => {
		const formUid = newUid();
		const id = await createTemplate(
			requestUtils,
			[
				block( 'uip-form', {
					uid: formUid,
					settings: {
						block: {
							options: {
								submitAction: {
									action: 'email',
									emailAddress: RECIPIENT,
									emailSubject: 'Rate limit',
									emailTemplate: 'Message {{message}}',
								},
							},
						},
					},
					content: [
						input( 'uip-text-input', {
							inputLabel: 'Message',
							inputName: 'message',
						} ),
					],
				} ),
			],
			'Rate-limited form',
			{ forRoles: [ 'editor' ] }
		);

		const context = await senderContext( browser );
		const nonce = await (
			await context.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		// The site's PHP server runs several workers: these really run at once.
		const statuses = await Promise.all(
			Array.from( { length: 12 }, async ( _, index ) => {
				const response = await context.request.post(
					`/wp-json/uipress/v1/forms/${ id }/${ formUid }`,
					{
						headers: { 'X-WP-Nonce': nonce },
						data: { values: { message: `number ${ index }` } },
					}
				);
				return response.status();
			} )
		);
		await context.close();

		const sent = statuses.filter( ( status ) => status === 200 ).length;
		const { count } = await requestUtils.rest< { count: number } >( {
			path: '/uipress-e2e/v1/mail-count',
			params: { to: RECIPIENT },
		} );
		expect( count ).toBeLessThanOrEqual( 5 );
		expect( count ).toBe( sent );
		// Every other submission is refused by the limit, none fails otherwise.
		expect( statuses.filter( ( status ) => status !== 200 ) ).toEqual(
			Array( 12 - sent ).fill( 429 )
		);
		// The limit refuses no more than it must: a fresh user gets all five.
		expect( sent ).toBe( 5 );
	} );
} );
