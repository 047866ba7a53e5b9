/**
 * What the analytics block specs share: the fake's data module (the numbers
 * to expect), the site connected to the fake Google by service account, a
 * block's report answer, and axe's colour contrast of the blocks in the
 * light and the dark theme.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page, Response, TestInfo } from '@playwright/test';
import { contrastFailures } from './contrast';
import { setDarkMode } from './dark-mode';
import {
	FAKE_PROPERTIES,
	FAKE_SERVICE_ACCOUNT_KEY_FILE,
	type FakeAnalytics,
} from './fake-analytics';
import { saveSettings } from './settings';

const DATA_MODULE = path.resolve(
	__dirname,
	'../../fixtures/fake-google-analytics/data.mjs'
);

/**
 * Imports the fake's data module (tests/fixtures/fake-google-analytics/data.mjs).
 * Each spec names the exports it reads as the type parameter.
 */
export function loadFakeData< Data >(): Promise< Data > {
	return import( pathToFileURL( DATA_MODULE ).href ) as Promise< Data >;
}

/**
 * A number as the blocks write it in English.
 *
 * @param value The number.
 */
export const formatNumber = ( value: number ): string =>
	value.toLocaleString( 'en-US' );

/**
 * Connects the site to the fake Google by service account, on the demo
 * shop property, and lets editors read analytics.
 *
 * @param requestUtils The REST helpers.
 * @param google       The running fake.
 */
export async function connectFakeGoogle(
	requestUtils: Parameters< typeof saveSettings >[ 0 ],
	google: FakeAnalytics
): Promise< void > {
	// A new host clears the Google secrets: the address goes first.
	await saveSettings( requestUtils, { googleApiBase: google.base } );
	await saveSettings( requestUtils, {
		googleAuthMode: 'serviceAccount',
		googleServiceAccountKey: readFileSync(
			FAKE_SERVICE_ACCOUNT_KEY_FILE,
			'utf8'
		),
		googlePropertyId: FAKE_PROPERTIES.demoShop.id,
		googlePropertyName: FAKE_PROPERTIES.demoShop.name,
		analyticsRoles: [ 'administrator', 'editor' ],
	} );
}

/**
 * Waits for a block's report answer.
 *
 * @param page The page.
 * @param uid  The block's uid.
 */
export function reportOf( page: Page, uid: string ): Promise< Response > {
	return page.waitForResponse( ( response ) => {
		const url = decodeURIComponent( response.url() );
		return url.includes( '/analytics/report' ) && url.includes( uid );
	} );
}

/**
 * axe's colour contrast failures of some blocks in the light theme, then in
 * the dark one (the page's Dark mode toggle), with a full-page screenshot
 * of each; the theme is switched back so the user's preference stays.
 *
 * @param page     The page, the blocks drawn.
 * @param testInfo Where the screenshots go.
 * @param include  The blocks' selectors.
 * @param redrawn  Waits for what the dark theme draws again (a chart).
 */
export async function contrastInBothThemes(
	page: Page,
	testInfo: TestInfo,
	include: string[],
	redrawn: () => Promise< void > = async () => {}
): Promise< { light: string[]; dark: string[] } > {
	const width = page.viewportSize()?.width ?? 0;
	// A page that opens dark (a preference another test left) starts light.
	if (
		( await page.locator( 'html' ).getAttribute( 'data-theme' ) ) === 'dark'
	) {
		await setDarkMode( page, false );
		await redrawn();
	}
	const light = await contrastFailures( page, { include } );
	await page.screenshot( {
		path: testInfo.outputPath( `light-${ width }.png` ),
		fullPage: true,
	} );

	await setDarkMode( page, true );
	await redrawn();
	const dark = await contrastFailures( page, { include } );
	await page.screenshot( {
		path: testInfo.outputPath( `dark-${ width }.png` ),
		fullPage: true,
	} );
	await setDarkMode( page, false );
	return { light, dark };
}
