#!/usr/bin/env node
/**
 * `npm test`: every check and test layer, in order, with timings.
 *
 * Runs all steps even when one fails, so one run shows everything that is
 * wrong; exits non-zero if any failed. Pass step names to run only those:
 *   npm test -- unit php      (names: build, lint-js, lint-style, types,
 *                              phpcs, phpstan, pot, unit, tools, php, e2e,
 *                              php-mariadb, php-redis, php-network,
 *                              php-oldest, cli, php-store, e2e-oldest,
 *                              e2e-store, e2e-network)
 *
 * PHPUnit and the whole e2e suite run on the current WordPress (7.1); the
 * oldest supported release (6.9) gets PHPUnit and the e2e smoke tests
 * (tagged @smoke: the interface loads, a page opens in the frame, the
 * builder saves a template). PHPUnit runs again on MariaDB, on MariaDB
 * behind a Redis object cache, and (its `multisite` group) on a MariaDB
 * network; the smoke tests and those tagged @network run on a network's
 * sub-site. The store analytics tests (PHPUnit group `woocommerce`, e2e
 * tagged @store) run on WooCommerce shops on MariaDB; without WooCommerce's
 * archive beside the project they say why and pass.
 *
 * Steps that share no site run side by side (STAGES): the PHPUnit runs
 * beside the e2e suite, the two smoke runs beside each other. A step that
 * runs beside another prints its output whole when it ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMariaDbRunning, stopMariaDb } from './local-wordpress/mariadb.mjs';
import { isRedisRunning, stopRedis } from './local-wordpress/object-cache.mjs';
import { WP_CURRENT, WP_OLDEST } from './local-wordpress/paths.mjs';
import { woocommerceMissingReason } from './local-wordpress/woocommerce.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/**
 * The command that runs a package script quietly, with arguments for it.
 *
 * @param {string}    script The script's name in package.json.
 * @param {...string} args   Its arguments (after `--`).
 * @return {string[]} The command.
 */
const npmRun = ( script, ...args ) => [
	'npm',
	'run',
	'--silent',
	script,
	...( args.length ? [ '--', ...args ] : [] ),
];

const STEPS = [
	{
		name: 'build',
		label: 'Build (wp-scripts)',
		command: npmRun( 'build' ),
	},
	{
		name: 'lint-js',
		label: 'ESLint',
		command: npmRun( 'lint:js' ),
	},
	{
		name: 'lint-style',
		label: 'Stylelint',
		command: npmRun( 'lint:style' ),
	},
	{
		name: 'types',
		label: 'TypeScript',
		command: npmRun( 'lint:types' ),
	},
	{
		name: 'phpcs',
		label: 'PHPCS (WordPress Coding Standards)',
		command: npmRun( 'lint:php' ),
	},
	{
		name: 'phpstan',
		label: 'PHPStan',
		command: npmRun( 'lint:phpstan' ),
	},
	{
		name: 'pot',
		label: 'Translation template up to date',
		command: [ 'node', 'tools/i18n/make-pot.mjs', '--check' ],
	},
	{
		name: 'unit',
		label: 'Jest unit tests',
		command: npmRun( 'test:unit' ),
	},
	{
		name: 'tools',
		label: 'Tool tests (node --test)',
		command: npmRun( 'test:tools' ),
	},
	{
		name: 'php',
		label: `PHPUnit on WordPress ${ WP_CURRENT }`,
		command: npmRun( 'test:php' ),
		env: { UIPRESS_WP_VERSION: WP_CURRENT },
	},
	{
		name: 'e2e',
		label: `Playwright end to end on WordPress ${ WP_CURRENT }`,
		command: npmRun( 'test:e2e' ),
		env: { UIPRESS_WP_VERSION: WP_CURRENT },
	},
	{
		name: 'php-mariadb',
		label: `PHPUnit on WordPress ${ WP_CURRENT }, MariaDB`,
		command: npmRun( 'test:php' ),
		env: { UIPRESS_WP_VERSION: WP_CURRENT, UIPRESS_DB: 'mariadb' },
	},
	{
		name: 'php-redis',
		label: `PHPUnit on WordPress ${ WP_CURRENT }, MariaDB and Redis object cache`,
		command: npmRun( 'test:php' ),
		env: {
			UIPRESS_WP_VERSION: WP_CURRENT,
			UIPRESS_DB: 'mariadb',
			UIPRESS_OBJECT_CACHE: 'redis',
		},
	},
	{
		name: 'php-network',
		label: `PHPUnit multisite group on a WordPress ${ WP_CURRENT } network (MariaDB)`,
		command: npmRun( 'test:php' ),
		env: {
			UIPRESS_WP_VERSION: WP_CURRENT,
			UIPRESS_DB: 'mariadb',
			UIPRESS_MULTISITE: '1',
		},
	},
	{
		name: 'cli',
		label: 'WP-CLI commands (wp uipress, node --test)',
		command: npmRun( 'test:cli' ),
	},
	{
		name: 'php-oldest',
		label: `PHPUnit on WordPress ${ WP_OLDEST }`,
		command: npmRun( 'test:php' ),
		env: { UIPRESS_WP_VERSION: WP_OLDEST },
	},
	{
		name: 'e2e-oldest',
		label: `Playwright smoke on WordPress ${ WP_OLDEST }`,
		command: npmRun( 'test:e2e', '--grep', '@smoke' ),
		env: { UIPRESS_WP_VERSION: WP_OLDEST },
	},
	{
		name: 'e2e-network',
		label: `Playwright smoke and @network on a WordPress ${ WP_CURRENT } network's sub-site`,
		command: npmRun( 'test:e2e', '--grep', '@smoke|@network' ),
		env: {
			UIPRESS_WP_VERSION: WP_CURRENT,
			UIPRESS_DB: 'mariadb',
			UIPRESS_MULTISITE: '1',
			UIPRESS_E2E_SITE: 'e2e-network',
		},
	},
	{
		name: 'php-store',
		label: 'PHPUnit store analytics on WooCommerce 10.0.2, MariaDB',
		command: npmRun( 'test:php' ),
		env: {
			UIPRESS_WP_VERSION: WP_CURRENT,
			UIPRESS_DB: 'mariadb',
			UIPRESS_WOOCOMMERCE: '1',
		},
		unavailable: woocommerceMissingReason,
	},
	{
		name: 'e2e-store',
		label: 'Playwright store analytics on WooCommerce, MariaDB',
		command: npmRun( 'test:e2e' ),
		env: {
			UIPRESS_WP_VERSION: WP_CURRENT,
			UIPRESS_DB: 'mariadb',
			UIPRESS_WOOCOMMERCE: '1',
			UIPRESS_E2E_SITE: 'e2e-store',
		},
		unavailable: woocommerceMissingReason,
	},
];

/**
 * The order of the steps: stages run one after another; a stage's lanes run
 * side by side, each lane's steps one after another. Lanes never share a
 * site (each kind of site has its own folder and database, see
 * tools/local-wordpress/paths.mjs).
 */
const STAGES = [
	[
		[
			'build',
			'lint-js',
			'lint-style',
			'types',
			'phpcs',
			'phpstan',
			'pot',
			'unit',
			'tools',
		],
	],
	[
		[ 'e2e' ],
		[
			'php',
			'php-mariadb',
			'php-redis',
			'php-network',
			'php-oldest',
			'cli',
			// The PHP lane ends minutes before the e2e suite: room for the shop's.
			'php-store',
		],
	],
	// The shop's e2e after the short smoke run, not beside the main e2e
	// suite (two browsers on two cores slow both).
	[ [ 'e2e-oldest', 'e2e-store' ], [ 'e2e-network' ] ],
];

function hasCommand( command ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/**
 * Installs missing dependencies so `npm test` works right after `npm install`.
 */
function preflight() {
	if ( ! fs.existsSync( path.join( root, 'node_modules' ) ) ) {
		console.error( 'Run npm install first.' );
		process.exit( 1 );
	}
	if ( ! fs.existsSync( path.join( root, 'vendor/autoload.php' ) ) ) {
		if ( ! hasCommand( 'composer' ) ) {
			console.error(
				'The PHP checks need Composer: install it, then run composer install.'
			);
			process.exit( 1 );
		}
		console.log( 'Installing PHP development tools (composer install)…' );
		const { status } = spawnSync(
			'composer',
			[ 'install', '--no-interaction', '--no-progress' ],
			{
				cwd: root,
				stdio: 'inherit',
			}
		);
		if ( status !== 0 ) {
			process.exit( 1 );
		}
	}
}

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside
 * other steps, it is kept and printed whole when the step ends, so the
 * steps' lines never mix.
 *
 * @param {Object}  step        One of STEPS.
 * @param {boolean} buffered    Whether other steps run at the same time.
 * @param {string}  outcomeFile Where the e2e reporter writes what to look at.
 * @return {Promise<Object>} The step with `ok` and `seconds`.
 */
function runStep( step, buffered, outcomeFile ) {
	const reason = step.unavailable?.() ?? null;
	if ( reason ) {
		console.log( `\n=== ${ step.label }: not run. ${ reason } ===` );
		return Promise.resolve( { ...step, ok: true, seconds: 0, reason } );
	}
	console.log(
		buffered ? `--- started: ${ step.label }` : `\n=== ${ step.label } ===`
	);
	const started = Date.now();
	const [ command, ...args ] = step.command;
	const child = spawn( command, args, {
		cwd: root,
		stdio: buffered ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
		env: {
			...process.env,
			...step.env,
			UIPRESS_E2E_OUTCOME: outcomeFile,
		},
	} );
	const output = [];
	if ( buffered ) {
		child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
		child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
	}
	return new Promise( ( resolve ) => {
		const finish = ( status ) => {
			const seconds = ( Date.now() - started ) / 1000;
			const ok = status === 0;
			if ( buffered ) {
				console.log(
					`\n=== ${ step.label } (ran beside other steps: ${
						ok ? 'passed' : 'FAILED'
					} in ${ seconds.toFixed( 1 ) } s) ===`
				);
				process.stdout.write( Buffer.concat( output ) );
			}
			resolve( { ...step, ok, seconds } );
		};
		child.once( 'error', ( error ) => {
			output.push( Buffer.from( `${ error.message }\n` ) );
			finish( 1 );
		} );
		child.once( 'close', finish );
	} );
}

async function main( selected ) {
	preflight();
	const mariaDbWasRunning = isMariaDbRunning();
	const redisWasRunning = isRedisRunning();
	const unknown = selected.filter(
		( name ) => ! STEPS.some( ( step ) => step.name === name )
	);
	if ( unknown.length ) {
		console.error(
			`Unknown step(s): ${ unknown.join( ', ' ) }. Steps: ${ STEPS.map(
				( step ) => step.name
			).join( ', ' ) }.`
		);
		process.exit( 2 );
	}
	const wanted = ( name ) => ! selected.length || selected.includes( name );
	const stepNamed = ( name ) => STEPS.find( ( step ) => step.name === name );

	// The e2e reporter appends the tests that failed or passed only on a
	// retry to its step's file; they are repeated under the summary.
	const outcomeDir = fs.mkdtempSync(
		path.join( os.tmpdir(), 'uipress-tests-' )
	);
	const outcomeFile = ( step ) =>
		path.join( outcomeDir, `${ step.name }-outcome.txt` );
	const results = [];
	for ( const stage of STAGES ) {
		const lanes = stage
			.map( ( lane ) => lane.filter( wanted ).map( stepNamed ) )
			.filter( ( lane ) => lane.length );
		const buffered = lanes.length > 1;
		if ( buffered ) {
			console.log(
				`\n=== Side by side: ${ lanes
					.map( ( lane ) =>
						lane.map( ( step ) => step.name ).join( ', then ' )
					)
					.join( ' | ' ) } ===`
			);
		}
		const laneResults = await Promise.all(
			lanes.map( async ( lane ) => {
				const done = [];
				for ( const step of lane ) {
					done.push(
						await runStep( step, buffered, outcomeFile( step ) )
					);
				}
				return done;
			} )
		);
		results.push( ...laneResults.flat() );
	}
	// The database and cache servers the steps started stop with the run (a
	// developer's, running before it, keep running).
	if ( ! mariaDbWasRunning ) {
		await stopMariaDb();
	}
	if ( ! redisWasRunning ) {
		await stopRedis();
	}

	// The summary lists the steps in the order of STEPS.
	results.sort(
		( a, b ) =>
			STEPS.indexOf( stepNamed( a.name ) ) -
			STEPS.indexOf( stepNamed( b.name ) )
	);

	console.log( '\n=== Summary ===' );
	for ( const result of results ) {
		console.log(
			`${ result.ok ? 'PASS' : 'FAIL' }  ${ result.seconds
				.toFixed( 1 )
				.padStart( 6 ) } s  ${ result.label }${
				result.reason ? ` (not run: ${ result.reason })` : ''
			}`
		);
	}
	const outcomes = results
		.map( ( result ) => {
			const file = outcomeFile( result );
			const outcome = fs.existsSync( file )
				? fs.readFileSync( file, 'utf8' ).trim()
				: '';
			return outcome ? `${ result.label }:\n${ outcome }` : '';
		} )
		.filter( Boolean );
	if ( outcomes.length ) {
		console.log(
			`\nEnd-to-end tests to look at:\n${ outcomes.join( '\n' ) }`
		);
	}
	const failed = results.filter( ( result ) => ! result.ok ).length;
	console.log(
		`\nSteps: ${ results.length - failed } passed, ${ failed } failed`
	);
	process.exitCode = failed ? 1 : 0;
}

main( process.argv.slice( 2 ) );
