/**
 * The folders benchmark's site (npm run bench:folders): `bench-folders` on
 * MariaDB, kept between runs, seeded once by lib/folders-seed.php, with the
 * Server-Timing mu-plugins (REST's, and admin-ajax's query-attachments). Imported after folders.mjs has set
 * UIPRESS_DB=mariadb.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { PROJECT_ROOT, SITES } from '../../local-wordpress/paths.mjs';
import { ensureSite, siteDir } from '../../local-wordpress/site.mjs';
import { startServer, stopServer } from '../../local-wordpress/server.mjs';

export const SITE = 'bench-folders';
export const PORT = SITES[ SITE ].port;
const LIB = path.join( PROJECT_ROOT, 'tools/bench/lib' );

/** The mu-plugins the benchmark copies into its site: source in lib/, name there. */
const MU_PLUGINS = [
	[ 'server-timing.php', 'uipress-bench-server-timing.php' ],
	[ 'folders-ajax-timing.php', 'uipress-bench-ajax-timing.php' ],
];

/**
 * Runs the seeder below other work on the machine, printing its progress
 * lines as they come.
 *
 * @param {number} items   Attachments wanted.
 * @param {number} folders Folders wanted.
 * @return {Promise<{code: number, summary: Object|null}>} Exit status and its JSON line.
 */
function runSeeder( items, folders ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			'nice',
			[
				'-n',
				'10',
				'php',
				path.join( LIB, 'folders-seed.php' ),
				siteDir( SITE ),
				String( items ),
				String( folders ),
			],
			{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
		);
		let summary = null;
		readline
			.createInterface( { input: child.stdout } )
			.on( 'line', ( line ) => {
				if ( line.startsWith( '{' ) ) {
					summary = JSON.parse( line );
				} else {
					console.log( `  ${ line }` );
				}
			} );
		child.on( 'error', reject );
		child.on( 'close', ( code ) => resolve( { code, summary } ) );
	} );
}

/**
 * Makes the site (kept: not fresh), seeds it unless it holds the items
 * already (a site seeded for other numbers is made afresh only with
 * `reseed`), and copies the Server-Timing mu-plugins into it.
 *
 * @param {number}  items   Attachments wanted.
 * @param {number}  folders Folders wanted.
 * @param {boolean} reseed  Whether a site of other numbers may be made afresh.
 * @return {Promise<Object>} The seeder's summary.
 */
export async function prepareFoldersSite( items, folders, reseed ) {
	await stopServer( SITE );
	await ensureSite( SITE );
	let { code, summary } = await runSeeder( items, folders );
	if ( code === 2 && ! reseed ) {
		throw new Error(
			`Site ${ SITE } holds other numbers. Pass --reseed to make it afresh with ${ items.toLocaleString(
				'en'
			) } attachments in ${ folders.toLocaleString( 'en' ) } folders.`
		);
	}
	if ( code === 2 ) {
		console.log( '  the site holds other numbers: making it afresh' );
		await ensureSite( SITE, { fresh: true } );
		( { code, summary } = await runSeeder( items, folders ) );
	}
	if ( code !== 0 || ! summary ) {
		throw new Error( `Seeding site ${ SITE } failed (${ code }).` );
	}
	for ( const [ source, name ] of MU_PLUGINS ) {
		fs.copyFileSync(
			path.join( LIB, source ),
			path.join( siteDir( SITE ), 'wp-content/mu-plugins', name )
		);
	}
	return summary;
}

/** Serves the site until stopFoldersSite(). */
export async function serveFoldersSite() {
	await startServer( SITE );
}

/** Stops the site's server (only this site's). */
export async function stopFoldersSite() {
	await stopServer( SITE );
}
