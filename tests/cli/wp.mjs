/**
 * Runs the real WP-CLI (vendor/wp-cli/wp-cli, a dev dependency) against a
 * local site, as a user would: `wp --path=<site> uipress …`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tools/local-wordpress/paths.mjs';
import { ensureSite, siteDir } from '../../tools/local-wordpress/site.mjs';
import {
	startServer,
	stopServer,
} from '../../tools/local-wordpress/server.mjs';

const BOOT = path.join( PROJECT_ROOT, 'vendor/wp-cli/wp-cli/php/boot-fs.php' );

/**
 * Lines PHP prints on stderr about the dependencies' own deprecations
 * (mustache 2.13, entity-command 2.0 on PHP 8.2), not about UiPress.
 */
const VENDOR_NOISE = /^(PHP )?Deprecated: .*\/vendor\/(mustache|wp-cli)\/.*$/gm;

/**
 * A fresh site for a suite (and its server when asked).
 *
 * @param {string}  name          Site name in tools/local-wordpress/paths.mjs.
 * @param {Object}  options       Options.
 * @param {boolean} options.serve Whether to serve it over HTTP too.
 * @return {Promise<{dir: string, url: string|null}>} The site.
 */
export async function freshSite( name, { serve = false } = {} ) {
	await stopServer( name );
	await ensureSite( name, { fresh: true } );
	const url = serve ? ( await startServer( name ) ).url : null;
	return { dir: siteDir( name ), url };
}

/**
 * Stops a site's server.
 *
 * @param {string} name Site name.
 */
export async function stopSite( name ) {
	await stopServer( name );
}

/**
 * Runs `wp …` on a site.
 *
 * @param {string}   site            Site name.
 * @param {string[]} args            Arguments after `wp`.
 * @param {Object}   options         Options.
 * @param {string}   [options.input] Standard input.
 * @param {string}   [options.cwd]   Working directory (relative file names).
 * @return {Promise<{code: number, stdout: string, stderr: string}>} What it printed and its exit code.
 */
export function wp( site, args, { input, cwd } = {} ) {
	return new Promise( ( resolve ) => {
		const child = execFile(
			'php',
			[
				// Warnings go to stderr, so stdout is only the command's output.
				'-d',
				'display_errors=stderr',
				BOOT,
				`--path=${ siteDir( site ) }`,
				// The sandbox runs as root; harmless otherwise.
				'--allow-root',
				...args,
			],
			{ cwd: cwd ?? PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 },
			( error, stdout, stderr ) =>
				resolve( {
					code: error ? Number( error.code ?? 1 ) : 0,
					stdout,
					stderr: stderr.replace( VENDOR_NOISE, '' ).trim(),
				} )
		);
		child.stdin.end( input ?? '' );
	} );
}

/**
 * Runs `wp …` and fails unless it exits with 0.
 *
 * @param {string}   site    Site name.
 * @param {string[]} args    Arguments after `wp`.
 * @param {Object}   options See wp().
 * @return {Promise<string>} Its standard output.
 */
export async function wpOk( site, args, options ) {
	const result = await wp( site, args, options );
	if ( result.code !== 0 ) {
		throw new Error(
			`wp ${ args.join( ' ' ) } exited with ${ result.code }: ${
				result.stderr || result.stdout
			}`
		);
	}
	return result.stdout;
}

/**
 * Runs `wp uipress …` on a site.
 *
 * @param {string}   site    Site name.
 * @param {string[]} args    Arguments after `wp uipress`.
 * @param {Object}   options See wp().
 * @return {Promise<{code: number, stdout: string, stderr: string}>} See wp().
 */
export function uipress( site, args, options ) {
	return wp( site, [ 'uipress', ...args ], options );
}

/**
 * Runs `wp uipress …` and fails unless it exits with 0.
 *
 * @param {string}   site    Site name.
 * @param {string[]} args    Arguments after `wp uipress`.
 * @param {Object}   options See wp().
 * @return {Promise<string>} Its standard output.
 */
export function uipressOk( site, args, options ) {
	return wpOk( site, [ 'uipress', ...args ], options );
}

/**
 * How many UiPress items of a kind a site has (`wp uipress <kind> list --format=count`).
 *
 * @param {string} site Site name.
 * @param {string} kind 'template' or 'menu'.
 * @return {Promise<number>} The count.
 */
export async function uipressCount( site, kind ) {
	return Number(
		( await uipressOk( site, [ kind, 'list', '--format=count' ] ) ).trim()
	);
}

/**
 * Writes a file for a command to read: a string as it is, anything else as JSON.
 *
 * @param {string} dir  The folder (see scratchDir()).
 * @param {string} name File name.
 * @param {*}      data Its content.
 * @return {string} Its path.
 */
export function writeInput( dir, name, data ) {
	const file = path.join( dir, name );
	fs.writeFileSync(
		file,
		typeof data === 'string' ? data : JSON.stringify( data, null, 2 )
	);
	return file;
}

/**
 * A scratch directory for a suite's files, emptied first.
 *
 * @param {string} name Suite name.
 * @return {string} Its path.
 */
export function scratchDir( name ) {
	const dir = path.join( PROJECT_ROOT, 'artifacts', 'cli-tests', name );
	fs.rmSync( dir, { recursive: true, force: true } );
	fs.mkdirSync( dir, { recursive: true } );
	return dir;
}

/**
 * Signs a user in over HTTP; returns the Cookie header of the session.
 *
 * @param {string} url      Site address.
 * @param {string} user     Login.
 * @param {string} password Password.
 * @return {Promise<string>} Cookie header.
 */
export async function signIn( url, user, password ) {
	const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check';
	const response = await fetch( `${ url }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: testCookie,
		},
		body: new URLSearchParams( {
			log: user,
			pwd: password,
			'wp-submit': 'Log In',
			redirect_to: `${ url }/wp-admin/`,
			testcookie: '1',
		} ).toString(),
	} );
	const cookies = response.headers
		.getSetCookie()
		.map( ( line ) => line.split( ';' )[ 0 ] )
		.filter( ( pair ) => pair.startsWith( 'wordpress_' ) );
	if ( response.status !== 302 || ! cookies.length ) {
		throw new Error(
			`Could not sign in as ${ user } (HTTP ${ response.status }).`
		);
	}
	return [ testCookie, ...cookies ].join( '; ' );
}

/**
 * The dashboard's HTML for a signed-in user.
 *
 * @param {string} url    Site address.
 * @param {string} cookie Cookie header.
 * @return {Promise<string>} The page.
 */
export async function dashboard( url, cookie ) {
	const response = await fetch( `${ url }/wp-admin/index.php`, {
		headers: { Cookie: cookie },
		redirect: 'manual',
	} );
	if ( response.status !== 200 ) {
		throw new Error( `The dashboard answered HTTP ${ response.status }.` );
	}
	return response.text();
}
