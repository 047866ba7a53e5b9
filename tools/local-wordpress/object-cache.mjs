/**
 * A persistent object cache for local sites (`UIPRESS_OBJECT_CACHE=redis`):
 * a private Redis (Debian's redis-server, run as the current user on
 * 127.0.0.1:6380, nothing written to disk) and the test-tooling drop-in
 * object-cache/object-cache.php. A real site brings its own drop-in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT, WORDPRESS_ROOT } from './paths.mjs';
import {
	runningPidIn,
	startDetached,
	stopProcessGroup,
	waitUntil,
} from './processes.mjs';

export const REDIS_HOST = '127.0.0.1';
export const REDIS_PORT = 6380;
const REDIS_DIR = path.join( WORDPRESS_ROOT, 'redis' );
const PID_FILE = path.join( REDIS_DIR, 'redis.pid' );
const LOG_FILE = path.join( REDIS_DIR, 'redis.log' );
const DROP_IN = path.join(
	PROJECT_ROOT,
	'tools/local-wordpress/object-cache/object-cache.php'
);
/** Whether this checkout's Redis server is running. */
export const isRedisRunning = () => Boolean( runningPidIn( PID_FILE ) );

/** The per-site constants the drop-in reads (beside it in wp-content). */
const SITE_CONFIG = 'object-cache-site.php';

/**
 * Whether Redis answers PING on the port.
 *
 * @return {Promise<boolean>} True on "+PONG".
 */
function answersPing() {
	return new Promise( ( resolve ) => {
		const socket = net.connect( { host: REDIS_HOST, port: REDIS_PORT } );
		let reply = '';
		const done = ( result ) => {
			socket.destroy();
			resolve( result );
		};
		socket.setTimeout( 1000, () => done( false ) );
		socket.once( 'connect', () => socket.write( 'PING\r\n' ) );
		socket.on( 'data', ( chunk ) => {
			reply += chunk.toString( 'utf8' );
			if ( reply.includes( '\r\n' ) ) {
				done( reply.startsWith( '+PONG' ) );
			}
		} );
		socket.once( 'error', () => done( false ) );
	} );
}

/**
 * Starts the private Redis unless one answers already; resolves once PING answers.
 *
 * @return {Promise<{ host: string, port: number }>} Where it listens.
 */
export async function ensureRedis() {
	const where = { host: REDIS_HOST, port: REDIS_PORT };
	if ( await answersPing() ) {
		return where;
	}
	fs.mkdirSync( REDIS_DIR, { recursive: true } );
	// In its own session, like the PHP servers, so it outlives this process.
	const { failure } = startDetached(
		'redis-server',
		[
			'--bind',
			REDIS_HOST,
			'--port',
			String( REDIS_PORT ),
			'--dir',
			REDIS_DIR,
			'--daemonize',
			'no',
			'--save',
			'',
			'--appendonly',
			'no',
			// Test data only: old sites' keys give way to new ones.
			'--maxmemory',
			'256mb',
			'--maxmemory-policy',
			'allkeys-lru',
		],
		{ cwd: REDIS_DIR, log: LOG_FILE, pidFile: PID_FILE }
	);
	const answered = await waitUntil( answersPing, {
		timeoutMs: 15000,
		intervalMs: 100,
		stillWorthIt: () => ! failure(),
	} );
	if ( answered ) {
		return where;
	}
	await stopRedis();
	throw new Error(
		failure()?.code === 'ENOENT'
			? 'redis-server is not installed: apt-get install -y redis-server php-redis'
			: `Redis did not answer on ${ REDIS_HOST }:${ REDIS_PORT } within 15 s. See ${ LOG_FILE }.`
	);
}

/**
 * Stops the Redis this tooling started.
 *
 * @return {Promise<boolean>} Whether one was running.
 */
export async function stopRedis() {
	const pid = runningPidIn( PID_FILE );
	fs.rmSync( PID_FILE, { force: true } );
	return pid ? stopProcessGroup( pid, 5000 ) : false;
}

/**
 * Puts the drop-in in a site's wp-content with the site's own key prefix:
 * the site name and a new random part, so sites never share keys and a site
 * made afresh under an old name never reads the old database's values.
 *
 * @param {string} siteDir  The site's folder (holding wp-content).
 * @param {string} siteName The site's name, e.g. 'phpunit'.
 */
export function installObjectCache( siteDir, siteName ) {
	const content = path.join( siteDir, 'wp-content' );
	fs.mkdirSync( content, { recursive: true } );
	fs.copyFileSync( DROP_IN, path.join( content, 'object-cache.php' ) );
	const prefix = `uipress-${ siteName.replace(
		/[^a-z0-9-]/gi,
		'-'
	) }-${ crypto.randomBytes( 4 ).toString( 'hex' ) }`;
	fs.writeFileSync(
		path.join( content, SITE_CONFIG ),
		[
			'<?php',
			'// Written by tools/local-wordpress/object-cache.mjs: where this site keeps its object cache.',
			`defined( 'UIPRESS_REDIS_HOST' ) || define( 'UIPRESS_REDIS_HOST', '${ REDIS_HOST }' );`,
			`defined( 'UIPRESS_REDIS_PORT' ) || define( 'UIPRESS_REDIS_PORT', ${ REDIS_PORT } );`,
			`defined( 'UIPRESS_REDIS_PREFIX' ) || define( 'UIPRESS_REDIS_PREFIX', '${ prefix }' );`,
			'',
		].join( '\n' )
	);
}

/**
 * Takes the drop-in out of a site (WordPress's own cache applies again).
 *
 * @param {string} siteDir The site's folder.
 */
export function removeObjectCache( siteDir ) {
	for ( const file of [ 'object-cache.php', SITE_CONFIG ] ) {
		fs.rmSync( path.join( siteDir, 'wp-content', file ), { force: true } );
	}
}
