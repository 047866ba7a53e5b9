/**
 * End-to-end tests: Chromium against a real, fresh local WordPress (no
 * Docker). Run with `npm run test:e2e`; see tests/e2e/README.md.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
	ADMIN,
	ARTIFACTS_DIR,
	BASE_URL,
	MULTISITE,
	WOOCOMMERCE,
} from './utils/site';

// Read by @wordpress/e2e-test-utils-playwright when it is first loaded (in the
// global setup and in every worker, which inherit this environment). Always
// the e2e site: a WP_BASE_URL left in the shell must not aim the tests at the
// dev site.
process.env.WP_BASE_URL = BASE_URL;
process.env.WP_USERNAME = ADMIN.username;
process.env.WP_PASSWORD = ADMIN.password;
// Where its `requestUtils` fixture finds the admin's cookies and REST nonce.
process.env.STORAGE_STATE_PATH = ADMIN.storageState;

/** Tags of tests this kind of site cannot run. */
const LEFT_OUT = [
	MULTISITE ? '' : '@network',
	WOOCOMMERCE ? '' : '@store',
].filter( Boolean );

export default defineConfig( {
	testDir: path.join( __dirname, 'specs' ),
	// Tests tagged @network need a network's sub-site (UIPRESS_MULTISITE=1);
	// tests tagged @store a WooCommerce shop (UIPRESS_WOOCOMMERCE=1), where
	// only they run.
	grep: WOOCOMMERCE ? /@store/ : undefined,
	grepInvert: LEFT_OUT.length
		? new RegExp( LEFT_OUT.join( '|' ) )
		: undefined,
	outputDir: path.join( ARTIFACTS_DIR, 'e2e-results' ),
	globalSetup: path.join( __dirname, 'global-setup.ts' ),
	globalTeardown: path.join( __dirname, 'global-teardown.ts' ),
	// The specs read the site's PHP debug log, which every request appends to:
	// one worker keeps one test's requests from showing up in another's check.
	workers: 1,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	// CI tries a failed test once more and reports it as flaky (listed under
	// the summary of `npm test`) instead of failing the whole run; locally a
	// failure stays a failure.
	retries: process.env.CI ? 1 : 0,
	timeout: 30_000,
	expect: { timeout: 10_000 },
	reporter: [
		[ 'list' ],
		[ path.join( __dirname, 'reporters/outcome-reporter.ts' ) ],
		[
			'html',
			{
				outputFolder: path.join( ARTIFACTS_DIR, 'e2e-report' ),
				open: 'never',
			},
		],
	],
	use: {
		// With a trailing slash: on a network's sub-site (BASE_URL ends in
		// /second) relative paths stay on it; WordPress's `page` fixture
		// resolves `/wp-admin/…` against it too.
		baseURL: `${ BASE_URL }/`,
		storageState: ADMIN.storageState,
		browserName: 'chromium',
		headless: true,
		viewport: { width: 1280, height: 800 },
		locale: 'en-US',
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		video: 'off',
		launchOptions: {
			// Debian's Chromium; Playwright's own browsers are never downloaded.
			executablePath: '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-dev-shm-usage',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
			],
		},
	},
} );
