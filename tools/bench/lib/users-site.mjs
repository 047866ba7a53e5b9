/**
 * The users benchmark's site (npm run bench:users): `bench-users` on
 * MariaDB, kept between runs, seeded once by lib/users-seed.php, with the
 * benchmark's mu-plugins (Server-Timing, and the activity timer of
 * lib/users-log-timer.php). Imported after users.mjs has set
 * UIPRESS_DB=mariadb.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITES } from '../../local-wordpress/paths.mjs';
import { siteDir } from '../../local-wordpress/site.mjs';
import { startServer, stopServer } from '../../local-wordpress/server.mjs';
import { prepareSeededSite } from './seeded-site.mjs';

export const SITE = 'bench-users';
export const PORT = SITES[ SITE ].port;

/** Where the activity timer appends one line of JSON per timed request. */
export const timerLog = () =>
	path.join( siteDir( SITE ), 'wp-content/uipress-bench-log-timer.jsonl' );

/**
 * Makes and seeds the site unless it holds the numbers already (see
 * prepareSeededSite()), with the benchmark's mu-plugins and an empty timer
 * log.
 *
 * @param {number}  users  Users wanted.
 * @param {number}  rows   Activity rows wanted.
 * @param {boolean} reseed Whether a site of other numbers may be made afresh.
 * @return {Promise<Object>} The seeder's summary.
 */
export async function prepareUsersSite( users, rows, reseed ) {
	const summary = await prepareSeededSite( {
		site: SITE,
		script: 'users-seed.php',
		args: [ users, rows ],
		wanted: `${ users.toLocaleString(
			'en'
		) } users and ${ rows.toLocaleString( 'en' ) } activity rows`,
		reseed,
		muPlugins: [
			[ 'server-timing.php', 'uipress-bench-server-timing.php' ],
			[ 'users-log-timer.php', 'uipress-bench-log-timer.php' ],
		],
	} );
	fs.rmSync( timerLog(), { force: true } );
	return summary;
}

/** Serves the site until stopUsersSite(). */
export async function serveUsersSite() {
	await startServer( SITE );
}

/** Stops the site's server (only this site's). */
export async function stopUsersSite() {
	await stopServer( SITE );
}
