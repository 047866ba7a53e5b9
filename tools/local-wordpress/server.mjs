/**
 * Runs a site with PHP's built-in server, in its own process group so that
 * stopping it also stops the workers it forked.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT, SITES, WORDPRESS_ROOT } from './paths.mjs';
import {
	runningPidIn,
	sleep,
	startDetached,
	stopProcessGroup,
} from './processes.mjs';
import { siteDir, siteUrl } from './site.mjs';

const PID_FILE = '.server.pid';
const pidFile = ( name ) => path.join( siteDir( name ), PID_FILE );
export const serverLog = ( name ) => path.join( siteDir( name ), 'server.log' );

function runningPid( name ) {
	return runningPidIn( pidFile( name ) );
}

function portIsFree( port ) {
	return new Promise( ( resolve ) => {
		const socket = net.connect( { port, host: '127.0.0.1' } );
		socket.once( 'connect', () => {
			socket.destroy();
			resolve( false );
		} );
		socket.once( 'error', () => resolve( true ) );
	} );
}

async function waitUntilServing( url, timeoutMs ) {
	const deadline = Date.now() + timeoutMs;
	let lastError = 'no answer';
	while ( Date.now() < deadline ) {
		try {
			const response = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
			} );
			if ( response.status < 500 ) {
				return;
			}
			lastError = `HTTP ${ response.status }`;
		} catch ( error ) {
			lastError = error.message;
		}
		await sleep( 200 );
	}
	throw new Error(
		`WordPress did not answer at ${ url } within ${
			timeoutMs / 1000
		} s (${ lastError }).`
	);
}

/**
 * Starts the site's server unless it already runs. Resolves once WordPress answers.
 *
 * @param {string} name Site name.
 * @return {Promise<{ url: string, alreadyRunning: boolean }>} Where it serves.
 */
export async function startServer( name ) {
	const url = siteUrl( name );
	if ( runningPid( name ) ) {
		await waitUntilServing( url, 15000 );
		return { url, alreadyRunning: true };
	}
	const { port } = SITES[ name ];
	if ( ! ( await portIsFree( port ) ) ) {
		throw new Error(
			`Port ${ port } is already in use by another program. Stop it, then run this again.`
		);
	}

	startDetached(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			siteDir( name ),
			path.join( PROJECT_ROOT, 'tools/local-wordpress/router.php' ),
		],
		{
			cwd: siteDir( name ),
			log: serverLog( name ),
			pidFile: pidFile( name ),
			env: {
				...process.env,
				PHP_CLI_SERVER_WORKERS:
					process.env.PHP_CLI_SERVER_WORKERS ?? '4',
			},
		}
	);

	try {
		await waitUntilServing( url, 30000 );
	} catch ( error ) {
		await stopServer( name );
		throw new Error( `${ error.message } See ${ serverLog( name ) }.` );
	}
	return { url, alreadyRunning: false };
}

/**
 * Stops the site's server and every worker in its process group.
 *
 * @param {string} name Site name.
 * @return {Promise<boolean>} Whether a server was running.
 */
export async function stopServer( name ) {
	return stopServerOf( pidFile( name ) );
}

/**
 * Stops the servers of every kind of site (each release, database and
 * network has its folder of sites, see sitesDirFor()).
 *
 * @return {Promise<string[]>} The folders of the sites that were running.
 */
export async function stopAllServers() {
	const stopped = [];
	const folders = fs.existsSync( WORDPRESS_ROOT )
		? fs
				.readdirSync( WORDPRESS_ROOT )
				.filter( ( entry ) => /^sites(-|$)/.test( entry ) )
		: [];
	for ( const folder of folders ) {
		for ( const name of Object.keys( SITES ) ) {
			const dir = path.join( WORDPRESS_ROOT, folder, name );
			if ( await stopServerOf( path.join( dir, PID_FILE ) ) ) {
				stopped.push( path.relative( WORDPRESS_ROOT, dir ) );
			}
		}
	}
	return stopped;
}

async function stopServerOf( file ) {
	const pid = runningPidIn( file );
	fs.rmSync( file, { force: true } );
	return pid ? stopProcessGroup( pid, 5000 ) : false;
}
