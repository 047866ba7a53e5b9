#!/usr/bin/env node
/**
 * The local WordPress, without Docker.
 *
 *   start          set up (first run) and serve the dev site at http://localhost:8888
 *   stop           stop every local site's server, and MariaDB and Redis
 *   reset          stop the dev site and delete its database (next start reinstalls)
 *   db stop        stop the private MariaDB server (UIPRESS_DB=mariadb starts it)
 *   prepare-core   only fetch WordPress core (used before PHPUnit)
 *   site NAME [--fresh] [--serve]   set up a named site (e2e, phpunit); used by tests
 *   phpunit [ARGS]  a fresh phpunit site, then vendor/bin/phpunit ARGS against it
 *                  (on a network, UIPRESS_MULTISITE=1: the `multisite` group)
 *
 * UIPRESS_DB=mariadb, UIPRESS_MULTISITE=1, UIPRESS_OBJECT_CACHE=redis,
 * UIPRESS_WOOCOMMERCE=1 and UIPRESS_WP_VERSION choose the kind of site (see
 * docs/TESTING.md).
 *   stop-site NAME stop one site's server
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureCore } from './core.mjs';
import { ensureDatabase, ensureMariaDb, stopMariaDb } from './mariadb.mjs';
import { stopRedis } from './object-cache.mjs';
import {
	ADMIN,
	DATABASE,
	MULTISITE,
	OBJECT_CACHE,
	PROJECT_ROOT,
	SITES,
	WOOCOMMERCE,
} from './paths.mjs';
import { withLock } from './lock.mjs';
import { checkPhp } from './php-check.mjs';
import { startPlayground } from './playground.mjs';
import { stopAllServers, stopServer, startServer } from './server.mjs';
import { databaseFile, databaseName, ensureSite, siteDir } from './site.mjs';

function printWelcome( url, version ) {
	console.log( `
UiPress is running on WordPress ${ version }.

  Site:     ${ url }/
  Builder:  ${ url }/wp-admin/admin.php?page=uip-ui-builder
  Log in:   ${ ADMIN.user } / ${ ADMIN.password }

Stop it with: npm run stop
` );
}

/**
 * A newcomer runs only `npm install && npm start`: build the admin apps when
 * they have not been built yet (`npm run watch` rebuilds while developing).
 */
function buildIfMissing() {
	const entries = [ 'builder', 'menu-creator', 'runtime' ];
	const missing = entries.some(
		( entry ) =>
			! fs.existsSync(
				path.join( PROJECT_ROOT, 'build', `${ entry }.asset.php` )
			)
	);
	if ( missing ) {
		console.log( 'Building the admin apps (npm run build)…' );
		execFileSync( 'npm', [ 'run', '--silent', 'build' ], {
			cwd: PROJECT_ROOT,
			stdio: 'inherit',
		} );
	}
}

async function start() {
	buildIfMissing();
	const php = checkPhp();
	if ( ! php.ok ) {
		console.log(
			`${ php.reason }: falling back to WordPress Playground (slower).`
		);
		await startPlayground( 'dev' );
		return;
	}
	const { version } = await ensureSite( 'dev' );
	const { url, alreadyRunning } = await startServer( 'dev' );
	if ( alreadyRunning ) {
		console.log( 'The local WordPress was already running.' );
	}
	printWelcome( url, version );
}

async function stopAll() {
	const stopped = await stopAllServers();
	for ( const site of stopped ) {
		console.log( `Stopped the ${ site } site.` );
	}
	if ( ! stopped.length ) {
		console.log( 'No local WordPress was running.' );
	}
	if ( await stopMariaDb() ) {
		console.log( 'Stopped MariaDB.' );
	}
	if ( await stopRedis() ) {
		console.log( 'Stopped Redis.' );
	}
}

/**
 * The PHPUnit arguments. phpunit.xml.dist leaves out the groups that need a
 * kind of site: on a network only the `multisite` group runs, on a
 * WooCommerce shop only the `woocommerce` group; behind Redis the
 * `object-cache` group runs with all the others. Arguments that choose
 * groups themselves win.
 *
 * @param {string[]} args What was passed.
 * @return {string[]} What vendor/bin/phpunit gets.
 */
function phpunitArgs( args ) {
	const choosesGroups = args.some( ( arg ) =>
		/^--(exclude-)?group(=|$)/.test( arg )
	);
	if ( choosesGroups ) {
		return args;
	}
	if ( MULTISITE ) {
		return [ '--group', 'multisite', ...args ];
	}
	if ( WOOCOMMERCE ) {
		return [ '--group', 'woocommerce', ...args ];
	}
	if ( OBJECT_CACHE === 'redis' ) {
		// Replaces the configuration's exclusions, which name object-cache too.
		return [ '--exclude-group', 'multisite,woocommerce', ...args ];
	}
	return args;
}

/**
 * A fresh phpunit site of the kind the environment asks for, then PHPUnit.
 *
 * @param {string[]} args PHPUnit's arguments.
 * @return {Promise<number>} PHPUnit's exit status.
 */
async function runPhpunit( args ) {
	const { dir, version } = await ensureSite( 'phpunit', { fresh: true } );
	console.log(
		`PHPUnit on WordPress ${ version }, ${ DATABASE }${
			MULTISITE ? ' network' : ''
		}${ OBJECT_CACHE === 'redis' ? ', Redis object cache' : '' }${
			WOOCOMMERCE ? ', WooCommerce' : ''
		} (${ dir })`
	);
	const phpunit = spawnSync(
		path.join( PROJECT_ROOT, 'vendor/bin/phpunit' ),
		phpunitArgs( args ),
		{
			cwd: PROJECT_ROOT,
			stdio: 'inherit',
			env: { ...process.env, UIPRESS_TEST_SITE: dir },
		}
	);
	return phpunit.status ?? 1;
}

async function main( [ command, ...args ] ) {
	switch ( command ) {
		case 'start':
			return start();
		case 'stop':
			return stopAll();
		case 'reset':
			await stopServer( 'dev' );
			fs.rmSync( databaseFile( 'dev' ), { force: true } );
			if ( DATABASE === 'mariadb' ) {
				await ensureMariaDb();
				ensureDatabase( databaseName( 'dev' ), { fresh: true } );
			}
			console.log(
				'The dev site’s database was deleted; "npm start" installs a fresh one.'
			);
			return;
		case 'prepare-core':
			await ensureCore();
			return;
		case 'site': {
			const [ name ] = args;
			if ( ! SITES[ name ] ) {
				throw new Error(
					`Unknown site "${ name }". Known: ${ Object.keys(
						SITES
					).join( ', ' ) }.`
				);
			}
			if ( args.includes( '--fresh' ) ) {
				await stopServer( name );
			}
			await ensureSite( name, { fresh: args.includes( '--fresh' ) } );
			if ( args.includes( '--serve' ) ) {
				await startServer( name );
			}
			console.log( siteDir( name ) );
			return;
		}
		case 'phpunit': {
			// Two runs on one kind of site would remake its database under
			// each other: the second waits for the first.
			const lock = `${ siteDir( 'phpunit' ) }.lock`;
			process.exitCode = await withLock( lock, () => runPhpunit( args ), {
				timeoutMs: 30 * 60_000,
				onWait: () =>
					console.log(
						`Another PHPUnit run uses ${ siteDir(
							'phpunit'
						) }: waiting for it to end…`
					),
			} );
			return;
		}
		case 'stop-site':
			await stopServer( args[ 0 ] );
			return;
		case 'db':
			if ( args[ 0 ] === 'stop' ) {
				console.log(
					( await stopMariaDb() )
						? 'Stopped MariaDB.'
						: 'MariaDB was not running.'
				);
				return;
			}
			throw new Error( 'Usage: cli.mjs db stop' );
		default:
			throw new Error(
				'Usage: cli.mjs start|stop|reset|prepare-core|site NAME [--fresh] [--serve]|stop-site NAME|db stop'
			);
	}
}

main( process.argv.slice( 2 ) ).catch( ( error ) => {
	console.error( `\n${ error.message }` );
	process.exitCode = 1;
} );
