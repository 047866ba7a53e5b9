/**
 * The settings screen end to end: an administrator changes settings, saves
 * and finds them kept; the login page set here is what visitors get;
 * search; resetting a group; export then import; a bad import saves
 * nothing; editors are refused the page.
 */
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { box } from '../utils/box';
import { makePng } from '../utils/png';
import { EDITOR } from '../utils/site';
import { readSettings, resetSettings, saveSettings } from '../utils/settings';

const SETTINGS = '/wp-admin/admin.php?page=uip-settings';

/**
 * The stored settings, through the REST API.
 *
 * @param requestUtils WordPress's request helpers.
 */
async function stored( requestUtils: RequestUtils ) {
	return ( await readSettings( requestUtils ) ).settings;
}

/**
 * Opens the screen and waits for its sections.
 *
 * @param page The page.
 */
async function openSettings( page: Page ) {
	await page.goto( SETTINGS );
	await expect(
		page.getByRole( 'heading', { level: 2, name: 'General' } )
	).toBeVisible();
}

function headings( page: Page ) {
	return page.getByRole( 'heading', { level: 2 } ).allTextContents();
}

test.describe( 'Settings screen', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'keeps a changed toolbar welcome and toggle after a reload', async ( {
		page,
		requestUtils,
	} ) => {
		await openSettings( page );
		const welcome = page.getByRole( 'textbox', {
			name: 'Toolbar welcome',
		} );
		const ids = page.getByRole( 'checkbox', {
			name: 'Show an ID column in post lists',
		} );
		await welcome.fill( 'Welcome back, {name}' );
		await ids.check();
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( page.getByText( 'Settings saved' ) ).toBeVisible();

		await page.reload();
		await expect( welcome ).toHaveValue( 'Welcome back, {name}' );
		await expect( ids ).toBeChecked();
		expect( await stored( requestUtils ) ).toMatchObject( {
			welcomeMessage: 'Welcome back, {name}',
			postIDs: true,
		} );
	} );

	test( 'search filters the groups and Escape shows them all again', async ( {
		page,
	} ) => {
		await openSettings( page );
		const all = await headings( page );
		const search = page.getByRole( 'searchbox', {
			name: 'Search settings',
		} );

		await search.fill( 'howdy' );
		await expect
			.poll( () => headings( page ) )
			.toEqual( [ 'White label' ] );
		await search.fill( 'zebra' );
		await expect(
			page.getByText( 'No settings match “zebra”.' )
		).toBeVisible();
		await search.press( 'Escape' );
		await expect( search ).toHaveValue( '' );
		await expect.poll( () => headings( page ) ).toEqual( all );
	} );

	test( 'resets a group to its defaults after asking', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			welcomeMessage: 'Hi',
			postIDs: true,
		} );
		await openSettings( page );
		const welcome = page.getByRole( 'textbox', {
			name: 'Toolbar welcome',
		} );
		await expect( welcome ).toHaveValue( 'Hi' );

		await page.getByRole( 'button', { name: 'Reset White label' } ).click();
		await page
			.getByRole( 'dialog', { name: 'Reset “White label” settings?' } )
			.getByRole( 'button', { name: 'Reset to defaults' } )
			.click();
		await expect(
			page.getByText( '“White label” settings reset to their defaults' )
		).toBeVisible();
		await expect( welcome ).toHaveValue( '' );
		// Other groups are kept.
		expect( await stored( requestUtils ) ).toMatchObject( {
			welcomeMessage: '',
			postIDs: true,
		} );
	} );

	test( 'exports the settings without keys, and imports them back', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			welcomeMessage: 'Exported {name}',
			aiKey: 'sk-secret-value',
		} );
		await openSettings( page );

		const downloading = page.waitForEvent( 'download' );
		await page.getByRole( 'button', { name: 'Export' } ).click();
		const download = await downloading;
		expect( download.suggestedFilename() ).toBe( 'uipress-settings.json' );
		const file = await download.path();
		const text = await readFile( file, 'utf8' );
		expect( text ).not.toContain( 'sk-secret-value' );
		expect( JSON.parse( text ) ).toMatchObject( {
			welcomeMessage: 'Exported {name}',
		} );

		await resetSettings( requestUtils, [ 'whiteLabel' ] );
		await openSettings( page );
		await page
			.locator( '.uip-settings__toolbar input[type="file"]' )
			.setInputFiles( file );
		await expect( page.getByText( 'Settings imported' ) ).toBeVisible();
		await expect(
			page.getByRole( 'textbox', { name: 'Toolbar welcome' } )
		).toHaveValue( 'Exported {name}' );
		expect( ( await stored( requestUtils ) ).welcomeMessage ).toBe(
			'Exported {name}'
		);
	} );

	test( 'refuses a bad import and saves nothing', async ( {
		page,
		requestUtils,
	} ) => {
		await openSettings( page );
		const input = page.locator(
			'.uip-settings__toolbar input[type="file"]'
		);

		await input.setInputFiles( {
			name: 'broken.json',
			mimeType: 'application/json',
			buffer: Buffer.from( '{ not json' ),
		} );
		await expect(
			page.getByText( 'This file is not valid JSON.' )
		).toBeVisible();

		await expect(
			page.getByRole( 'textbox', { name: 'Toolbar welcome' } )
		).toHaveValue( '' );
		expect( ( await stored( requestUtils ) ).welcomeMessage ).toBe( '' );
	} );

	test( 'imports a file in the spec’s groups, reporting what it leaves out', async ( {
		page,
		requestUtils,
	} ) => {
		await openSettings( page );
		await page
			.locator( '.uip-settings__toolbar input[type="file"]' )
			.setInputFiles( {
				name: 'grouped.json',
				mimeType: 'application/json',
				buffer: Buffer.from(
					JSON.stringify( {
						whiteLabel: { welcomeMessage: 'Hello {name}' },
						postsPages: { privatePosts: true },
						extensions: { notASetting: true },
						logo_alignment: 'diagonal',
					} )
				),
			} );
		const notice = page
			.locator( '.uip-notification' )
			.filter( { hasText: 'some of the file was left out' } );
		await expect( notice ).toContainText(
			'Not UiPress settings, skipped: extensions.notASetting.'
		);
		await expect( notice ).toContainText(
			'“Logo alignment” was not imported'
		);
		await expect(
			page.getByRole( 'textbox', { name: 'Toolbar welcome' } )
		).toHaveValue( 'Hello {name}' );
		expect( await stored( requestUtils ) ).toMatchObject( {
			welcomeMessage: 'Hello {name}',
			privatePosts: true,
			logo_alignment: 'center',
		} );
		await resetSettings( requestUtils, [ 'whiteLabel', 'privacy' ] );
	} );

	test( 'previews unsaved login settings beside them', async ( {
		page,
		requestUtils,
	} ) => {
		await openSettings( page );
		const preview = page.locator( 'iframe[title="Login page preview"]' );
		await expect( preview ).toHaveAttribute( 'src', /wp-login\.php/ );
		const first = await preview.getAttribute( 'src' );

		await page.getByRole( 'checkbox', { name: 'Dark login page' } ).check();
		await expect( preview ).not.toHaveAttribute( 'src', first ?? '' );
		await expect( preview ).toHaveAttribute( 'src', /uip-login-preview=/ );
		// The framed page is the login page with the unsaved value.
		await expect(
			page
				.frameLocator( 'iframe[title="Login page preview"]' )
				.locator( 'body' )
		).toHaveClass( /\buip-login-dark\b/ );
		// A preview saves nothing.
		expect( ( await stored( requestUtils ) ).darkMode ).toBe( false );
	} );

	test( 'the login logo, alignments and background set here are what visitors get', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		const name = `uip-e2e-screen-logo-${ Date.now() }`;
		const file = path.join( os.tmpdir(), `${ name }.png` );
		fs.writeFileSync( file, makePng( 64, 32 ) );
		const image = await requestUtils.uploadMedia( file );
		fs.rmSync( file, { force: true } );
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		try {
			await openSettings( page );
			const section = page.getByRole( 'region', { name: 'Login page' } );

			// The logo from the media library.
			await section
				.getByRole( 'group', { name: 'Login logo' } )
				.getByRole( 'button', { name: 'Choose image' } )
				.click();
			const dialog = page.getByRole( 'dialog', { name: 'Login logo' } );
			await dialog.getByRole( 'button', { name } ).click();
			await dialog
				.getByRole( 'button', { name: 'Select', exact: true } )
				.click();
			await expect( dialog ).toBeHidden();
			await expect(
				section.getByRole( 'textbox', { name: 'Login logo URL' } )
			).toHaveValue( image.source_url );

			await section
				.getByRole( 'radiogroup', { name: 'Logo alignment' } )
				.getByRole( 'radio', { name: 'Right' } )
				.click();
			await section
				.getByRole( 'radiogroup', { name: 'Form alignment' } )
				.getByRole( 'radio', { name: 'Left' } )
				.click();
			await section
				.getByRole( 'textbox', { name: 'Background image URL' } )
				.fill( image.source_url );
			await expect(
				page
					.frameLocator( 'iframe[title="Login page preview"]' )
					.locator( 'body' )
			).toHaveClass( /\buip-login-form-left\b/ );
			await page
				.getByRole( 'button', { name: 'Save', exact: true } )
				.click();
			await expect( page.getByText( 'Settings saved' ) ).toBeVisible();

			// A visitor's login page, compared by where things are.
			const login = await visitor.newPage();
			await login.goto( '/wp-login.php' );
			await expect( login.locator( '#loginform' ) ).toBeVisible();
			const column = await box( login, '#login' );
			const logo = await box( login, '#login h1 a' );
			// The form column at the left of the page, not in its middle.
			expect( column.x + column.width ).toBeLessThan( 1280 / 2 );
			// The logo at the right of the column, narrower than it.
			expect( logo.width ).toBeLessThan( column.width );
			expect(
				Math.abs( logo.x + logo.width - ( column.x + column.width ) )
			).toBeLessThanOrEqual( 1.5 );
			const backgrounds = await login.evaluate( () => [
				getComputedStyle( document.body ).backgroundImage,
				getComputedStyle(
					document.querySelector( '#login h1 a' ) as Element
				).backgroundImage,
			] );
			expect( backgrounds[ 0 ] ).toContain( name );
			expect( backgrounds[ 1 ] ).toContain( name );
		} finally {
			await visitor.close();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/media/${ image.id }`,
				params: { force: true },
			} );
		}
	} );

	test.describe( 'an editor', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'is refused the page', async ( { page } ) => {
			const response = await page.goto( SETTINGS );
			expect( response?.status() ).toBe( 403 );
			await expect( page.locator( '#uip-settings-root' ) ).toHaveCount(
				0
			);
		} );
	} );
} );
