/**
 * The folders benchmark's site (npm run bench:folders): `bench-folders` on
 * MariaDB, kept between runs, seeded once by lib/folders-seed.php, with the
 * Server-Timing mu-plugins (REST's, and admin-ajax's query-attachments). Imported after folders.mjs has set
 * UIPRESS_DB=mariadb.
 */
import { SITES } from '../../local-wordpress/paths.mjs';
import { startServer, stopServer } from '../../local-wordpress/server.mjs';
import { prepareSeededSite } from './seeded-site.mjs';

export const SITE = 'bench-folders';
export const PORT = SITES[ SITE ].port;

/**
 * Makes and seeds the site unless it holds the numbers already (see
 * prepareSeededSite()), with the Server-Timing mu-plugins.
 *
 * @param {number}  items   Attachments wanted.
 * @param {number}  folders Folders wanted.
 * @param {boolean} reseed  Whether a site of other numbers may be made afresh.
 * @return {Promise<Object>} The seeder's summary.
 */
export function prepareFoldersSite( items, folders, reseed ) {
	return prepareSeededSite( {
		site: SITE,
		script: 'folders-seed.php',
		args: [ items, folders ],
		wanted: `${ items.toLocaleString(
			'en'
		) } attachments in ${ folders.toLocaleString( 'en' ) } folders`,
		reseed,
		muPlugins: [
			[ 'server-timing.php', 'uipress-bench-server-timing.php' ],
			[ 'folders-ajax-timing.php', 'uipress-bench-ajax-timing.php' ],
		],
	} );
}

/** Serves the site until stopFoldersSite(). */
export async function serveFoldersSite() {
	await startServer( SITE );
}

/** Stops the site's server (only this site's). */
export async function stopFoldersSite() {
	await stopServer( SITE );
}
