/**
 * The interface wears the user's admin colour scheme (issue 35,
 * docs/WP7-NATIVE.md): an editor picks "Ocean" in their profile, inside the
 * interface, and the interface's primary colour follows, light and dark,
 * readable (axe colour contrast over the page and its frame) at a desktop
 * and a phone size. Screenshots go to artifacts/<site>/colour-scheme/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { setDarkMode } from '../utils/dark-mode';
import { createEveryInterfaceBlockTemplate } from '../utils/interface-template';
import { ARTIFACTS_DIR, EDITOR } from '../utils/site';
import { deleteAllTemplates } from '../utils/templates';

const SHOTS_DIR = path.join( ARTIFACTS_DIR, 'colour-scheme' );
const FRAME = 'iframe[title="Page content"]';
const SIZES: Array< [ number, number ] > = [
	[ 1440, 900 ],
	[ 390, 844 ],
];

/**
 * The interface's primary colour as its stylesheet sets it.
 *
 * @param page The interface page.
 */
function primaryColour( page: Page ): Promise< string > {
	return page.evaluate( () =>
		getComputedStyle( document.documentElement )
			.getPropertyValue( '--uip-color-primary' )
			.trim()
	);
}

/**
 * Red, green and blue of a `#rrggbb` colour.
 *
 * @param hex The colour.
 */
function channels( hex: string ): number[] {
	return [ 1, 3, 5 ].map( ( start ) =>
		Number.parseInt( hex.slice( start, start + 2 ), 16 )
	);
}

/**
 * Keeps a screenshot under artifacts/ and in the report.
 *
 * @param page     The page.
 * @param testInfo The test.
 * @param name     The file's name.
 */
async function keepScreenshot( page: Page, testInfo: TestInfo, name: string ) {
	fs.mkdirSync( SHOTS_DIR, { recursive: true } );
	const file = path.join( SHOTS_DIR, `${ name }.png` );
	await page.screenshot( { path: file } );
	await testInfo.attach( name, { path: file, contentType: 'image/png' } );
}

/**
 * Picks a colour scheme in the framed profile screen, as a user does, and
 * waits until WordPress saved it.
 *
 * @param page   The interface page.
 * @param scheme The scheme's slug.
 */
async function pickScheme( page: Page, scheme: string ) {
	await page.goto( '/wp-admin/profile.php' );
	const frame = page.frameLocator( FRAME );
	const option = frame.locator(
		`#color-picker .color-option:has(input[value="${ scheme }"])`
	);
	await expect( option ).toBeVisible();
	const saved = page.waitForResponse(
		( response ) =>
			response.url().includes( 'admin-ajax.php' ) &&
			( response.request().postData() ?? '' ).includes(
				'save-user-color-scheme'
			)
	);
	await option.click();
	expect( ( await saved ).ok() ).toBe( true );
}

test.describe( 'The user’s colour scheme', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.beforeEach( async ( { requestUtils } ) => {
		await createEveryInterfaceBlockTemplate( requestUtils );
	} );

	test.afterEach( async ( { page, requestUtils } ) => {
		await setDarkMode( page, false );
		await pickScheme( page, 'modern' );
		await deleteAllTemplates( requestUtils );
	} );

	test( 'an editor who picks Ocean gets an Ocean interface, light and dark, readable', async ( {
		page,
		browserErrors,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		await page.goto( '/wp-admin/index.php' );
		await expect(
			page.frameLocator( FRAME ).locator( '#dashboard-widgets' )
		).toBeVisible();
		const modern = await primaryColour( page );
		// WordPress's default scheme: its blue.
		expect( modern ).toBe( '#3858e9' );

		await pickScheme( page, 'ocean' );
		for ( const dark of [ false, true ] ) {
			for ( const [ width, height ] of SIZES ) {
				await page.setViewportSize( { width, height } );
				await page.goto( '/wp-admin/index.php' );
				await expect(
					page.frameLocator( FRAME ).locator( '#dashboard-widgets' )
				).toBeVisible();
				await setDarkMode( page, dark );
				const primary = await primaryColour( page );
				const [ red, green, blue ] = channels( primary );
				// Ocean's green, not the default blue.
				expect( primary ).not.toBe( modern );
				expect( green ).toBeGreaterThan( red ?? 0 );
				expect( green ).toBeGreaterThan( blue ?? 0 );
				expect( await contrastFailures( page ) ).toEqual( [] );
				await keepScreenshot(
					page,
					testInfo,
					`ocean-${ width }x${ height }-${ dark ? 'dark' : 'light' }`
				);
			}
		}
		expect( browserErrors ).toEqual( [] );
	} );
} );
