/**
 * The login page settings on the real wp-login.php, logged out: the logo
 * box sits at the left, centre or right of the form column; the form column
 * sits at the left, centre or right of the page; the background image
 * covers the page; a preview draft shows to its manager only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { box } from '../utils/box';
import { makePng } from '../utils/png';
import { readSettings, resetSettings, saveSettings } from '../utils/settings';

type Alignment = 'left' | 'center' | 'right';

const ALIGNMENTS: Alignment[] = [ 'left', 'center', 'right' ];

/** Pixels two edges may differ by and still count as lined up. */
const TOLERANCE = 1.5;

test.describe( 'Login page settings', () => {
	// The login page as a visitor sees it.
	test.use( { storageState: { cookies: [], origins: [] } } );

	let mediaId = 0;
	let imageUrl = '';
	let fileName = '';

	test.beforeAll( async ( { requestUtils } ) => {
		fileName = `uip-e2e-login-${ Date.now() }`;
		const file = path.join( os.tmpdir(), `${ fileName }.png` );
		fs.writeFileSync( file, makePng( 64, 32 ) );
		const uploaded = await requestUtils.uploadMedia( file );
		fs.rmSync( file, { force: true } );
		mediaId = uploaded.id;
		imageUrl = uploaded.source_url;
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'login' ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/media/${ mediaId }`,
			params: { force: true },
		} );
	} );

	for ( const alignment of ALIGNMENTS ) {
		test( `the logo sits at the ${ alignment } of the form column`, async ( {
			page,
			requestUtils,
		} ) => {
			await saveSettings( requestUtils, {
				logo: imageUrl,
				logo_alignment: alignment,
			} );
			await page.goto( '/wp-login.php' );
			const logo = page.locator( '#login h1 a' );
			await expect( logo ).toHaveAttribute(
				'href',
				/^http:\/\/localhost:\d+\/$/
			);
			expect(
				await logo.evaluate(
					( element ) => getComputedStyle( element ).backgroundImage
				)
			).toContain( fileName );

			const column = await box( page, '#login' );
			const logoBox = await box( page, '#login h1 a' );
			expect( logoBox.width ).toBeLessThan( column.width );
			const offsets = {
				left: logoBox.x - column.x,
				center:
					logoBox.x +
					logoBox.width / 2 -
					( column.x + column.width / 2 ),
				right: logoBox.x + logoBox.width - ( column.x + column.width ),
			};
			expect( Math.abs( offsets[ alignment ] ) ).toBeLessThanOrEqual(
				TOLERANCE
			);
		} );

		test( `the form column sits at the ${ alignment } of the page`, async ( {
			page,
			requestUtils,
		} ) => {
			await saveSettings( requestUtils, {
				login_form_alignment: alignment,
			} );
			await page.goto( '/wp-login.php' );
			await expect( page.locator( '#loginform' ) ).toBeVisible();
			const viewport = page.viewportSize();
			expect( viewport ).not.toBeNull();
			const width = viewport?.width ?? 0;
			const column = await box( page, '#login' );
			// Design: 8vw from the page's edge (at least 24px), or centred.
			const gutter = Math.max( 24, width * 0.08 );
			const expectedX = {
				left: gutter,
				center: ( width - column.width ) / 2,
				right: width - gutter - column.width,
			}[ alignment ];
			expect( Math.abs( column.x - expectedX ) ).toBeLessThanOrEqual(
				TOLERANCE
			);
			// The form is in the column, on every alignment.
			const form = await box( page, '#loginform' );
			expect( Math.abs( form.x - column.x ) ).toBeLessThanOrEqual(
				TOLERANCE
			);
		} );
	}

	test( 'the background image covers the page, on every view', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, { background_image: imageUrl } );
		for ( const view of [ '', '?action=lostpassword' ] ) {
			await page.goto( `/wp-login.php${ view }` );
			await expect( page.locator( '#login form' ) ).toBeVisible();
			const style = await page.evaluate( () => {
				const computed = getComputedStyle( document.body );
				return {
					image: computed.backgroundImage,
					size: computed.backgroundSize,
				};
			} );
			expect( style.image ).toContain( fileName );
			expect( style.size ).toBe( 'cover' );
		}
	} );

	test( 'the theme signs the page, dark mode darkens it, the panel sits opposite the form', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			loginTheme: true,
			darkMode: true,
			hideLanguage: true,
			login_form_alignment: 'left',
			panelHTML: '<h2 id="uip-e2e-panel">Welcome back</h2>',
		} );
		await page.goto( '/wp-login.php' );
		await expect( page.getByText( 'Login page by UiPress' ) ).toBeVisible();
		await expect( page.locator( '.language-switcher' ) ).toHaveCount( 0 );
		const colours = await page.evaluate( () => ( {
			page: getComputedStyle( document.body ).backgroundColor,
			card: getComputedStyle(
				document.querySelector( '#loginform' ) as Element
			).backgroundColor,
		} ) );
		expect( colours.page ).toBe( 'rgb(29, 32, 38)' );
		expect( colours.card ).toBe( 'rgb(22, 24, 29)' );
		const panel = await box( page, '#uip-e2e-panel' );
		const column = await box( page, '#login' );
		expect( panel.x ).toBeGreaterThan( column.x + column.width );
	} );
} );

test.describe( 'Login page preview', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'login' ] );
	} );

	test( 'a draft shows in a same-origin frame to its manager only', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		// Sent as the admin, the user the page is logged in as.
		const { url } = await requestUtils.rest< { url: string } >( {
			method: 'POST',
			path: '/uipress/v1/settings/login-preview',
			data: { settings: { darkMode: true } },
		} );
		await page.goto( '/wp-admin/' );
		await page.evaluate( ( src ) => {
			const frame = document.createElement( 'iframe' );
			frame.id = 'uip-e2e-preview';
			frame.src = src;
			document.body.append( frame );
		}, url );
		const frame = page.frameLocator( '#uip-e2e-preview' );
		await expect( frame.locator( 'body.uip-login-dark' ) ).toHaveCount( 1 );

		// Saved settings are untouched; a visitor with the link sees them.
		const saved = await readSettings( requestUtils );
		expect( saved.settings.darkMode ).toBe( false );
		const visitor = await browser.newPage( {
			storageState: { cookies: [], origins: [] },
		} );
		await visitor.goto( url );
		await expect( visitor.locator( '#loginform' ) ).toBeVisible();
		await expect( visitor.locator( 'body.uip-login-dark' ) ).toHaveCount(
			0
		);
		await visitor.close();
	} );
} );
