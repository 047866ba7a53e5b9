/**
 * A benchmark's kept site (bench:folders, bench:users, bench:store): made
 * once on MariaDB, seeded by a PHP seeder of lib/ that resumes where it
 * stopped and answers 2 when the site holds other numbers, then given the
 * benchmark's mu-plugins. Imported after the benchmark has set UIPRESS_DB.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { PROJECT_ROOT } from '../../local-wordpress/paths.mjs';
import { ensureSite, siteDir } from '../../local-wordpress/site.mjs';
import { stopServer } from '../../local-wordpress/server.mjs';

const LIB = path.join( PROJECT_ROOT, 'tools/bench/lib' );

/**
 * Runs a seeder of lib/ on a site below other work on the machine (seeding
 * a large site takes a while), printing its progress lines as they come.
 *
 * @param {string}   site   Site name.
 * @param {string}   script The seeder's file in lib/.
 * @param {string[]} args   Its arguments after the site's folder.
 * @param {string}   prefix What starts each progress line.
 * @return {Promise<{code: number, summary: Object|null}>} Exit status and its JSON line.
 */
function runSeeder( site, script, args, prefix ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			'nice',
			[
				'-n',
				'10',
				'php',
				path.join( LIB, script ),
				siteDir( site ),
				...args.map( String ),
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
					console.log( `  ${ prefix }${ line }` );
				}
			} );
		child.on( 'error', reject );
		child.on( 'close', ( code ) => resolve( { code, summary } ) );
	} );
}

/**
 * Makes the site (kept: not fresh), seeds it unless it holds what is
 * wanted already (a site seeded for other numbers is made afresh only with
 * `reseed`), and copies the benchmark's mu-plugins into it.
 *
 * @param {Object}                  seeding           What to seed.
 * @param {string}                  seeding.site      Site name.
 * @param {string}                  seeding.script    The seeder's file in lib/.
 * @param {Array<string|number>}    seeding.args      Its arguments after the site's folder.
 * @param {string}                  seeding.wanted    What is wanted, for messages ("50,000 attachments in 1,000 folders").
 * @param {boolean}                 seeding.reseed    Whether a site of other numbers may be made afresh.
 * @param {Array<[string, string]>} seeding.muPlugins Source in lib/, file name in mu-plugins/.
 * @param {string}                  [seeding.prefix]  What starts each progress line.
 * @return {Promise<Object>} The seeder's summary.
 */
export async function prepareSeededSite( {
	site,
	script,
	args,
	wanted,
	reseed,
	muPlugins,
	prefix = '',
} ) {
	await stopServer( site );
	await ensureSite( site );
	let { code, summary } = await runSeeder( site, script, args, prefix );
	if ( code === 2 && ! reseed ) {
		throw new Error(
			`Site ${ site } holds other numbers. Pass --reseed to make it afresh with ${ wanted } (its seed is lost).`
		);
	}
	if ( code === 2 ) {
		console.log(
			`  ${ prefix }the site holds other numbers: making it afresh`
		);
		await ensureSite( site, { fresh: true } );
		( { code, summary } = await runSeeder( site, script, args, prefix ) );
	}
	if ( code !== 0 || ! summary ) {
		throw new Error( `Seeding site ${ site } failed (${ code }).` );
	}
	for ( const [ source, name ] of muPlugins ) {
		fs.copyFileSync(
			path.join( LIB, source ),
			path.join( siteDir( site ), 'wp-content/mu-plugins', name )
		);
	}
	return summary;
}
