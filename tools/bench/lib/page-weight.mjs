/**
 * What a page costs a browser with an empty cache: every request it makes
 * (its frames' too) until it is loaded and has settled (asked for nothing
 * for 1.5 s), and the JavaScript and CSS it
 * receives, each file gzipped (level 9, as a server set to compress sends
 * it at best), whoever serves it (WordPress's own scripts, load-styles.php,
 * the plugin's build).
 */
import zlib from 'node:zlib';

/** A page has settled once it asked for nothing for this long (ms). */
const QUIET_TIME = 1500;
/** It stops waiting for that after this long (ms). */
const SETTLE_LIMIT = 15_000;

/**
 * @typedef {Object} PageWeight
 * @property {number}                                              requests Requests made until the page was loaded and settled.
 * @property {number}                                              jsBytes  JavaScript received, gzipped.
 * @property {number}                                              cssBytes CSS received, gzipped.
 * @property {number}                                              jsFiles  JavaScript files.
 * @property {number}                                              cssFiles CSS files.
 * @property {Array<{ url: string, type: string, bytes: number }>} files    Every script and stylesheet, heaviest first.
 */

/**
 * Loads a page in a new context of `browser` with the cookies of `signedIn`
 * (same user, same escape-hatch state) and an empty HTTP cache.
 *
 * @param {import('@playwright/test').Browser}                          browser
 * @param {import('@playwright/test').Page}                             signedIn A page of the user's context.
 * @param {string}                                                      url      Address to load.
 * @param {(page: import('@playwright/test').Page) => Promise<unknown>} loaded   Resolves once the page is loaded.
 * @return {Promise<PageWeight>} What it cost.
 */
export async function coldLoad( browser, signedIn, url, loaded ) {
	const context = await browser.newContext( {
		storageState: await signedIn.context().storageState(),
		viewport: { width: 1440, height: 900 },
	} );
	try {
		const page = await context.newPage();
		// A file the page and its frame both ask for comes once from the
		// network (then from the cache): requests count addresses.
		const requested = new Set();
		const responses = [];
		let lastRequest = Date.now();
		page.on( 'request', ( request ) => {
			requested.add( request.url() );
			lastRequest = Date.now();
		} );
		page.on( 'response', ( response ) => responses.push( response ) );
		await page.goto( url, { waitUntil: 'commit' } );
		await loaded( page );
		// And what the page asks for as it settles (emoji, the dashboard's
		// widgets, whatever it loads after its load event), on both sides.
		const settledBy = Date.now() + SETTLE_LIMIT;
		while (
			Date.now() - lastRequest < QUIET_TIME &&
			Date.now() < settledBy
		) {
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
		const weight = {
			requests: requested.size,
			urls: [ ...requested ],
			jsBytes: 0,
			cssBytes: 0,
			jsFiles: 0,
			cssFiles: 0,
			files: [],
		};
		const seen = new Set();
		for ( const response of responses ) {
			const type = response.request().resourceType();
			// A file the page and its frame share downloads once.
			if (
				( type !== 'script' && type !== 'stylesheet' ) ||
				seen.has( response.url() )
			) {
				continue;
			}
			seen.add( response.url() );
			const body = await response.body().catch( () => null );
			if ( ! body ) {
				continue;
			}
			const bytes = zlib.gzipSync( body, { level: 9 } ).length;
			weight.files.push( { url: response.url(), type, bytes } );
			if ( type === 'script' ) {
				weight.jsBytes += bytes;
				weight.jsFiles++;
			} else {
				weight.cssBytes += bytes;
				weight.cssFiles++;
			}
		}
		weight.files.sort( ( a, b ) => b.bytes - a.bytes );
		return weight;
	} finally {
		await context.close();
	}
}

/**
 * In the page: how long the server took to answer the document (from the
 * request's start to the first byte of the response), in ms.
 */
export function documentServerTime() {
	const [ entry ] = performance.getEntriesByType( 'navigation' );
	return entry ? entry.responseStart - entry.requestStart : NaN;
}
