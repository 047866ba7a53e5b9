/**
 * The `test` every UiPress spec uses: WordPress' e2e fixtures (admin,
 * requestUtils, pageUtils…) plus three watchers.
 *
 * - `browserErrors`: console errors and uncaught exceptions of `page`, for a
 *   spec to assert on once the page has settled.
 * - `offsiteRequests`: the tests run offline, so every request to another
 *   site (e.g. WordPress' Gravatar avatar in the admin bar) is answered
 *   locally with an empty response and recorded here instead of failing in
 *   the console.
 * - `phpDebugLog`: lines PHP added to the site's debug log during the test.
 *   Every test fails if it made PHP log anything, even when it did not ask
 *   (a test that failed already gets the lines attached instead).
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';
import { collectBrowserErrors } from './utils/browser-errors';
import { PhpDebugLog } from './utils/php-debug-log';
import { BASE_URL } from './utils/site';

export { expect };

/** A 1×1 transparent GIF, what an offsite image request gets. */
const EMPTY_GIF = Buffer.from(
	'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
	'base64'
);

const SITE_ORIGIN = new URL( BASE_URL ).origin;

export function phpLogMessage( lines: string[] ): string {
	return `PHP wrote to ${ new PhpDebugLog().file }:\n${ lines.join( '\n' ) }`;
}

export const test = base.extend< {
	browserErrors: string[];
	offsiteRequests: string[];
	phpDebugLog: PhpDebugLog;
} >( {
	browserErrors: async ( { page }, use ) => {
		await use( collectBrowserErrors( page ) );
	},
	offsiteRequests: [
		async ( { context }, use ) => {
			const requests: string[] = [];
			await context.route(
				( url ) => url.origin !== SITE_ORIGIN,
				async ( route ) => {
					const request = route.request();
					requests.push( request.url() );
					await ( request.resourceType() === 'image'
						? route.fulfill( {
								status: 200,
								contentType: 'image/gif',
								body: EMPTY_GIF,
							} )
						: route.fulfill( { status: 204 } ) );
				}
			);
			await use( requests );
		},
		{ auto: true },
	],
	phpDebugLog: [
		// Playwright requires an object pattern even when nothing is used.
		async ( {}, use, testInfo ) => {
			const log = new PhpDebugLog();
			await use( log );
			const lines = log.newLines();
			if ( testInfo.status !== testInfo.expectedStatus ) {
				// Already failed: keep what PHP said next to that failure.
				if ( lines.length ) {
					await testInfo.attach( 'php-debug-log', {
						body: lines.join( '\n' ),
						contentType: 'text/plain',
					} );
				}
				return;
			}
			expect( lines, phpLogMessage( lines ) ).toEqual( [] );
		},
		{ auto: true },
	],
} );
