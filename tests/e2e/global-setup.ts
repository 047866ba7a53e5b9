/**
 * Before any spec: a fresh e2e WordPress, served, with logged-in states for
 * an administrator, an editor and a subscriber (on a network, UIPRESS_MULTISITE=1:
 * users of the sub-site the tests run on, which BASE_URL points at; REST
 * makes the editor and subscriber members of that site only).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { startFreshSite, stopSite } from './utils/local-site';
import {
	ADMIN,
	AUTH_DIR,
	BASE_URL,
	EDITOR,
	PROJECT_ROOT,
	SUBSCRIBER,
	type TestUser,
} from './utils/site';

/** The screens load build/*.js: build once when a checkout has none yet. */
function ensureBuild(): void {
	const entries = [ 'builder', 'menu-creator', 'runtime', 'preview' ];
	const missing = entries.some(
		( entry ) =>
			! fs.existsSync(
				path.join( PROJECT_ROOT, 'build', `${ entry }.asset.php` )
			)
	);
	if ( missing ) {
		console.log( 'build/ is incomplete: running "npm run build" first.' );
		execFileSync( 'npm', [ 'run', 'build' ], {
			cwd: PROJECT_ROOT,
			stdio: 'inherit',
		} );
	}
}

/**
 * Logs a user in over HTTP (wp-login.php) and saves the cookies and a REST
 * nonce where the specs' `storageState` expects them.
 *
 * @param user The user to log in.
 */
async function saveLogin( user: TestUser ): Promise< RequestUtils > {
	// The trailing slash keeps a sub-site's path when RequestUtils asks for
	// `wp-login.php` (relative), so the cookies are the sub-site's.
	const requestContext = await request.newContext( {
		baseURL: `${ BASE_URL }/`,
	} );
	const requestUtils = new RequestUtils( requestContext, {
		user: { username: user.username, password: user.password },
		storageStatePath: user.storageState,
		baseURL: `${ BASE_URL }/`,
	} );
	await requestUtils.setupRest();
	return requestUtils;
}

export default async function globalSetup(): Promise< void > {
	ensureBuild();
	fs.rmSync( AUTH_DIR, { recursive: true, force: true } );
	startFreshSite();

	try {
		const admin = await saveLogin( ADMIN );
		for ( const user of [ EDITOR, SUBSCRIBER ] ) {
			await admin.createUser( {
				username: user.username,
				email: user.email,
				password: user.password,
				roles: [ user.role ],
			} );
			const requestUtils = await saveLogin( user );
			await requestUtils.request.dispose();
		}
		await admin.request.dispose();
	} catch ( error ) {
		// Playwright skips the global teardown when the setup fails.
		stopSite();
		throw error;
	}
}
