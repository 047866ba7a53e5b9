#!/usr/bin/env node
/**
 * `npm test`: every check and test layer, in order, with timings.
 *
 * Runs all steps even when one fails, so one run shows everything that is
 * wrong; exits non-zero if any failed. Pass step names to run only those:
 *   npm test -- unit php      (names: build, lint-js, lint-style, types,
 *                              phpcs, phpstan, pot, unit, tools, php, e2e,
 *                              php-oldest, e2e-oldest)
 *
 * PHPUnit and the whole e2e suite run on the current WordPress (7.1); the
 * oldest supported release (6.9) gets PHPUnit and the e2e smoke tests
 * (tagged @smoke: the interface loads, a page opens in the frame, the
 * builder saves a template).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WP_CURRENT, WP_OLDEST } from './local-wordpress/paths.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

const STEPS = [
	{
		name: 'build',
		label: 'Build (wp-scripts)',
		command: [ 'npm', 'run', '--silent', 'build' ],
	},
	{
		name: 'lint-js',
		label: 'ESLint',
		command: [ 'npm', 'run', '--silent', 'lint:js' ],
	},
	{
		name: 'lint-style',
		label: 'Stylelint',
		command: [ 'npm', 'run', '--silent', 'lint:style' ],
	},
	{
		name: 'types',
		label: 'TypeScript',
		command: [ 'npm', 'run', '--silent', 'lint:types' ],
	},
	{
		name: 'phpcs',
		label: 'PHPCS (WordPress Coding Standards)',
		command: [ 'npm', 'run', '--silent', 'lint:php' ],
	},
	{
		name: 'phpstan',
		label: 'PHPStan',
		command: [ 'npm', 'run', '--silent', 'lint:phpstan' ],
	},
	{
		name: 'pot',
		label: 'Translation template up to date',
		command: [ 'node', 'tools/i18n/make-pot.mjs', '--check' ],
	},
	{
		name: 'unit',
		label: 'Jest unit tests',
		command: [ 'npm', 'run', '--silent', 'test:unit' ],
	},
	{
		name: 'tools',
		label: 'Tool tests (node --test)',
		command: [ 'npm', 'run', '--silent', 'test:tools' ],
	},
	{
		name: 'php',
		label: `PHPUnit on WordPress ${ WP_CURRENT }`,
		command: [ 'npm', 'run', '--silent', 'test:php' ],
		env: { UIPRESS_WP_VERSION: WP_CURRENT },
	},
	{
		name: 'e2e',
		label: `Playwright end to end on WordPress ${ WP_CURRENT }`,
		command: [ 'npm', 'run', '--silent', 'test:e2e' ],
		env: { UIPRESS_WP_VERSION: WP_CURRENT },
	},
	{
		name: 'php-oldest',
		label: `PHPUnit on WordPress ${ WP_OLDEST }`,
		command: [ 'npm', 'run', '--silent', 'test:php' ],
		env: { UIPRESS_WP_VERSION: WP_OLDEST },
	},
	{
		name: 'e2e-oldest',
		label: `Playwright smoke on WordPress ${ WP_OLDEST }`,
		command: [
			'npm',
			'run',
			'--silent',
			'test:e2e',
			'--',
			'--grep',
			'@smoke',
		],
		env: { UIPRESS_WP_VERSION: WP_OLDEST },
	},
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

function main( selected ) {
	preflight();
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
	const steps = selected.length
		? STEPS.filter( ( step ) => selected.includes( step.name ) )
		: STEPS;

	// The e2e reporter appends the tests that failed or passed only on a
	// retry here; they are repeated under the summary.
	const outcomeFile = path.join(
		fs.mkdtempSync( path.join( os.tmpdir(), 'uipress-tests-' ) ),
		'e2e-outcome.txt'
	);
	const results = [];
	for ( const step of steps ) {
		console.log( `\n=== ${ step.label } ===` );
		const started = Date.now();
		const [ command, ...args ] = step.command;
		const { status } = spawnSync( command, args, {
			cwd: root,
			stdio: 'inherit',
			env: {
				...process.env,
				...step.env,
				UIPRESS_E2E_OUTCOME: outcomeFile,
			},
		} );
		results.push( {
			...step,
			ok: status === 0,
			seconds: ( Date.now() - started ) / 1000,
		} );
	}

	console.log( '\n=== Summary ===' );
	for ( const result of results ) {
		console.log(
			`${ result.ok ? 'PASS' : 'FAIL' }  ${ result.seconds
				.toFixed( 1 )
				.padStart( 6 ) } s  ${ result.label }`
		);
	}
	if ( fs.existsSync( outcomeFile ) ) {
		const outcome = fs.readFileSync( outcomeFile, 'utf8' ).trim();
		if ( outcome ) {
			console.log( `\nEnd-to-end tests to look at:\n${ outcome }` );
		}
	}
	const failed = results.filter( ( result ) => ! result.ok ).length;
	console.log(
		`\nSteps: ${ results.length - failed } passed, ${ failed } failed`
	);
	process.exitCode = failed ? 1 : 0;
}

main( process.argv.slice( 2 ) );
