/**
 * Debian's Chromium driven by Playwright, logged in to the benchmark site,
 * with the HTTP cache working as for a real user: Playwright turns the cache
 * off in a context that routes requests, so other sites are not answered by
 * a route here. The browser resolves every host but localhost to nothing
 * (the machine is offline anyway), which fails such requests at once.
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
	'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

export async function launch() {
	return chromium.launch( {
		executablePath: '/usr/bin/chromium',
		args: ARGS,
	} );
}

/**
 * A page in a new context (its own cookies and cache), logged in as admin.
 *
 * @param {import('@playwright/test').Browser} browser
 */
export async function adminPage( browser ) {
	const context = await browser.newContext( {
		viewport: { width: 1440, height: 900 },
	} );
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
