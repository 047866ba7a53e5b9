/**
 * Debian's Chromium driven by Playwright, logged in to the benchmark site.
 */
import { chromium } from '@playwright/test';
import { benchUrl } from './site.mjs';

const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-dev-shm-usage',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
];

export async function launch() {
	return chromium.launch( {
		executablePath: '/usr/bin/chromium',
		args: ARGS,
	} );
}

/**
 * A page logged in as admin, with requests to other sites answered locally
 * (the machine is offline; WordPress's Gravatar would otherwise error).
 *
 * @param {import('@playwright/test').Browser} browser
 */
export async function adminPage( browser ) {
	const context = await browser.newContext( {
		viewport: { width: 1440, height: 900 },
	} );
	const origin = new URL( benchUrl() ).origin;
	await context.route(
		( url ) => url.origin !== origin,
		( route ) => route.fulfill( { status: 204 } )
	);
	const page = await context.newPage();
	await page.goto( `${ benchUrl() }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.click( '#wp-submit' ),
	] );
	return page;
}

/**
 * Calls the WordPress REST API from inside the logged-in page.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string}                          path   Route, e.g. '/wp/v2/uip-ui-template'.
 * @param {Object}                          [init] method and JSON body.
 */
export async function rest( page, path, init = {} ) {
	return page.evaluate(
		async ( { base, route, method, body } ) => {
			const nonce = await (
				await fetch(
					`${ base }/wp-admin/admin-ajax.php?action=rest-nonce`
				)
			).text();
			const response = await fetch( `${ base }/wp-json${ route }`, {
				method: method ?? 'GET',
				headers: {
					'Content-Type': 'application/json',
					'X-WP-Nonce': nonce,
				},
				body: body === undefined ? undefined : JSON.stringify( body ),
			} );
			const json = await response.json();
			if ( ! response.ok ) {
				throw new Error(
					`${ route }: HTTP ${ response.status } ${ JSON.stringify(
						json
					) }`
				);
			}
			return json;
		},
		{ base: benchUrl(), route: path, method: init.method, body: init.body }
	);
}
