#!/usr/bin/env node
/**
 * The local WordPress, without Docker.
 *
 *   start          set up (first run) and serve the dev site at http://localhost:8888
 *   stop           stop every local site's server
 *   reset          stop the dev site and delete its database (next start reinstalls)
 *   prepare-core   only fetch WordPress core (used before PHPUnit)
 *   site NAME [--fresh] [--serve]   set up a named site (e2e, phpunit); used by tests
 *   phpunit [ARGS]  a fresh phpunit site, then vendor/bin/phpunit ARGS against it
 *   stop-site NAME stop one site's server
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureCore } from './core.mjs';
import { ADMIN, PROJECT_ROOT, SITES } from './paths.mjs';
import { checkPhp } from './php-check.mjs';
import { startPlayground } from './playground.mjs';
import { stopServer, startServer } from './server.mjs';
import { databaseFile, ensureSite, siteDir } from './site.mjs';

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
	let stopped = 0;
	for ( const name of Object.keys( SITES ) ) {
		if ( await stopServer( name ) ) {
			stopped++;
			console.log( `Stopped the ${ name } site.` );
		}
	}
	if ( ! stopped ) {
		console.log( 'No local WordPress was running.' );
	}
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
			const { dir, version } = await ensureSite( 'phpunit', {
				fresh: true,
			} );
			console.log( `PHPUnit on WordPress ${ version } (${ dir })` );
			const phpunit = spawnSync(
				path.join( PROJECT_ROOT, 'vendor/bin/phpunit' ),
				args,
				{
					cwd: PROJECT_ROOT,
					stdio: 'inherit',
					env: { ...process.env, UIPRESS_TEST_SITE: dir },
				}
			);
			process.exitCode = phpunit.status ?? 1;
			return;
		}
		case 'stop-site':
			await stopServer( args[ 0 ] );
			return;
		default:
			throw new Error(
				'Usage: cli.mjs start|stop|reset|prepare-core|site NAME [--fresh] [--serve]|stop-site NAME'
			);
	}
}

main( process.argv.slice( 2 ) ).catch( ( error ) => {
	console.error( `\n${ error.message }` );
	process.exitCode = 1;
} );
