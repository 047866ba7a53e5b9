/**
 * The users benchmark's site (npm run bench:users): `bench-users` on
 * MariaDB, kept between runs, seeded once by lib/users-seed.php, with the
 * benchmark's mu-plugins (Server-Timing, and the activity timer of
 * lib/users-log-timer.php). Imported after users.mjs has set
 * UIPRESS_DB=mariadb.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { PROJECT_ROOT, SITES } from '../../local-wordpress/paths.mjs';
import { ensureSite, siteDir } from '../../local-wordpress/site.mjs';
import { startServer, stopServer } from '../../local-wordpress/server.mjs';

export const SITE = 'bench-users';
export const PORT = SITES[ SITE ].port;
const LIB = path.join( PROJECT_ROOT, 'tools/bench/lib' );

/** The mu-plugins the benchmark copies into its site: source in lib/, name there. */
const MU_PLUGINS = [
	[ 'server-timing.php', 'uipress-bench-server-timing.php' ],
	[ 'users-log-timer.php', 'uipress-bench-log-timer.php' ],
];

/** Where the activity timer appends one line of JSON per timed request. */
export const timerLog = () =>
	path.join( siteDir( SITE ), 'wp-content/uipress-bench-log-timer.jsonl' );

/**
 * Runs the seeder below other work on the machine, printing its progress
 * lines as they come.
 *
 * @param {number} users Users wanted.
 * @param {number} rows  Activity rows wanted.
 * @return {Promise<{code: number, summary: Object|null}>} Exit status and its JSON line.
 */
function runSeeder( users, rows ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			'nice',
			[
				'-n',
				'10',
				'php',
				path.join( LIB, 'users-seed.php' ),
				siteDir( SITE ),
				String( users ),
				String( rows ),
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
 * Makes the site (kept: not fresh), seeds it unless it holds the rows
 * already (a site seeded for other numbers is made afresh only with
 * `reseed`), and copies the benchmark's mu-plugins into it.
 *
 * @param {number}  users  Users wanted.
 * @param {number}  rows   Activity rows wanted.
 * @param {boolean} reseed Whether a site of other numbers may be made afresh.
 * @return {Promise<Object>} The seeder's summary.
 */
export async function prepareUsersSite( users, rows, reseed ) {
	await stopServer( SITE );
	await ensureSite( SITE );
	let { code, summary } = await runSeeder( users, rows );
	if ( code === 2 && ! reseed ) {
		throw new Error(
			`Site ${ SITE } holds other numbers of users or activity rows. Pass --reseed to make it afresh with ${ users.toLocaleString(
				'en'
			) } users and ${ rows.toLocaleString( 'en' ) } rows.`
		);
	}
	if ( code === 2 ) {
		console.log( '  the site holds other numbers: making it afresh' );
		await ensureSite( SITE, { fresh: true } );
		( { code, summary } = await runSeeder( users, rows ) );
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
