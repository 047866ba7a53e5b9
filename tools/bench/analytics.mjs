#!/usr/bin/env node
/**
 * npm run bench:analytics — the analytics report route (GET
 * uipress/v1/analytics/report) for each of the four analytics blocks, cold
 * (no fresh copy: the server asks the provider) and cached, beside core's
 * GET wp/v2/posts in the same run for the same user; and the gzipped size
 * of each analytics block's chunk in build/. Prints figures only; it never
 * fails on one (timings stay out of the test suite).
 *
 * Set-up: a fresh local WordPress (site 'bench-analytics', port 8902) with
 * the benchmark-only mu-plugin lib/server-timing.php (a Server-Timing
 * header on REST answers) and one letting UiPress reach localhost; the
 * fake Google (tests/fixtures/fake-google-analytics) runs in this process;
 * lib/seed-analytics.php connects the site to it by service account
 * (test-only key), picks properties/1001, lets editors see analytics and
 * publishes a dashboard template for editors with the four blocks.
 *
 * Measure: signed in as an editor, BENCH_RUNS rounds (default 7) after one
 * warm-up round. In each round, for each block: its fresh cache is
 * forgotten (lib/forget-analytics-cache.php, outside the timed request),
 * then the report is asked twice (cold, then cached), then core's posts
 * route once. "Server time" is the time to the first byte from the local
 * server (PHP's built-in server, a new connection per request); the cold
 * figure includes the round trips to the fake Google on 127.0.0.1 (its
 * answers are computed, not stored: a real provider adds its network
 * time). The access token stays cached across rounds, as it does for an
 * hour on a real site.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { PROJECT_ROOT, SITES } from '../local-wordpress/paths.mjs';
import { median } from './lib/stats.mjs';
import { benchRestClient } from './lib/rest-client.mjs';
import {
	chooseBenchSite,
	prepareBenchSite,
	serveBenchSite,
	stopBenchSite,
} from './lib/site.mjs';
import { startFakeGoogle } from '../../tests/fixtures/fake-google-analytics/server.mjs';

const SITE = 'bench-analytics';
chooseBenchSite( SITE );

const RUNS = Math.max( 1, Number( process.env.BENCH_RUNS ?? 7 ) || 7 );
const PORT = SITES[ SITE ].port;
const EDITOR = { user: 'bench-editor', password: 'password' };
const CORE_POSTS = '/wp/v2/posts?per_page=10';
const KEY_FILE = path.join(
	PROJECT_ROOT,
	'tests/fixtures/analytics-keys/service-account.json'
);
/** The blocks, in the order measured. */
const BLOCKS = [
	[
		'uip-google-analytics',
		'chart (2 metrics, previous period, last 28 days)',
	],
	[ 'uip-google-analytics-map', 'map (users by country)' ],
	[ 'uip-google-analytics-tables', 'tables (top pages)' ],
	[ 'uip-google-realtime', 'realtime (3 realtime reports)' ],
];

const { signIn, rest } = benchRestClient( PORT );

/**
 * Runs a PHP script of lib/ against the site; returns its last line.
 *
 * @param {string}   script File in lib/.
 * @param {string[]} args   Its arguments.
 */
function php( script, args ) {
	return execFileSync(
		'php',
		[ path.join( PROJECT_ROOT, 'tools/bench/lib', script ), ...args ],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
	)
		.trim()
		.split( '\n' )
		.pop();
}

/**
 * Copies the benchmark's mu-plugins into the site.
 *
 * @param {string} dir The site's folder.
 */
function installMuPlugins( dir ) {
	const muPlugins = path.join( dir, 'wp-content/mu-plugins' );
	fs.copyFileSync(
		path.join( PROJECT_ROOT, 'tools/bench/lib/server-timing.php' ),
		path.join( muPlugins, 'uipress-bench-server-timing.php' )
	);
	// Another name than the e2e fixture's, which site set-up removes from non-e2e sites.
	fs.copyFileSync(
		path.join(
			PROJECT_ROOT,
			'tests/fixtures/local-providers/local-providers.php'
		),
		path.join( muPlugins, 'uipress-bench-local-providers.php' )
	);
}

/**
 * The gzipped size (level 9) of what an interface page loads for each
 * analytics block: the files build/block-chunks.php lists for the block's
 * chunk (libraries built apart, code shared with other blocks, its own
 * script and styles), and the blocks whose chunk is not built yet.
 *
 * @return {{chunks: Array<{chunk: string, sizes: Object<string, number>}>, missing: Array<{module: string, chunk: string}>}} Sizes.
 */
function chunkSizes() {
	const manifest = path.join( PROJECT_ROOT, 'build/block-chunks.php' );
	const printed = fs.existsSync( manifest )
		? JSON.parse(
				execFileSync( 'php', [
					'-r',
					'echo json_encode( include $argv[1] );',
					manifest,
				] ).toString()
			)
		: { modules: {}, chunks: {} };
	const gzipped = ( file ) =>
		zlib.gzipSync(
			fs.readFileSync( path.join( PROJECT_ROOT, 'build', file ) ),
			{ level: 9 }
		).length;
	const chunks = [];
	const missing = [];
	for ( const [ module ] of BLOCKS ) {
		const chunk = printed.modules?.[ module ];
		const files = chunk ? printed.chunks?.[ chunk ] : undefined;
		if ( ! files ) {
			missing.push( { module, chunk: chunk ?? '(not built)' } );
			continue;
		}
		const sizes = {};
		for ( const file of [
			...( files.js ?? [] ),
			...( files.css ?? [] ),
		] ) {
			sizes[ file ] = gzipped( file );
		}
		chunks.push( { chunk, sizes } );
	}
	return { chunks, missing };
}

async function measure() {
	const google = await startFakeGoogle();
	const dir = prepareBenchSite();
	installMuPlugins( dir );
	const seeded = JSON.parse(
		php( 'seed-analytics.php', [ dir, google.base, KEY_FILE ] )
	);
	serveBenchSite();
	try {
		const auth = await signIn( EDITOR );
		const route = ( module ) =>
			`/uipress/v1/analytics/report?template=${ seeded.template }&block=${ seeded.blocks[ module ] }&range=last28`;
		const figures = BLOCKS.map( () => ( {
			cold: [],
			cached: [],
			core: [],
			calls: [],
		} ) );
		const answers = [];
		for ( let run = -1; run < RUNS; run++ ) {
			for ( const [ index, [ module ] ] of BLOCKS.entries() ) {
				php( 'forget-analytics-cache.php', [ dir ] );
				const before = google.requests().length;
				const cold = await rest( auth, 'GET', route( module ) );
				const calls = google.requests().length - before;
				const cached = await rest( auth, 'GET', route( module ) );
				const core = await rest( auth, 'GET', CORE_POSTS );
				if ( google.requests().length - before !== calls ) {
					throw new Error(
						`${ module }: the cached answer asked Google again.`
					);
				}
				answers[ index ] = cold.json;
				if ( run >= 0 ) {
					figures[ index ].cold.push( cold );
					figures[ index ].cached.push( cached );
					figures[ index ].core.push( core );
					figures[ index ].calls.push( calls );
				}
			}
		}
		return { figures, answers };
	} finally {
		stopBenchSite();
		await google.stop();
	}
}

const ms = ( samples, field = 'ttfb' ) => {
	const values = samples.map( ( sample ) => sample[ field ] );
	return `${ median( values ).toFixed( 0 ) } ms (min ${ Math.min(
		...values
	).toFixed( 0 ) }, max ${ Math.max( ...values ).toFixed( 0 ) })`;
};

/**
 * What an answer holds, in a few words.
 *
 * @param {Object} answer The route's answer.
 */
function found( answer ) {
	const report = answer.report ?? {};
	switch ( report.kind ) {
		case 'timeseries':
			return `${ report.points.length } days + ${ report.previous.length } previous, totals ${ report.totals.join( ', ' ) }`;
		case 'countries':
			return `${ report.rows.length } countries`;
		case 'table':
			return `${ report.rows.length } rows`;
		case 'realtime':
			return `${ report.activeUsers } active users, ${ report.pages.length } pages, ${ report.countries.length } countries`;
		default:
			return 'answered';
	}
}

async function main() {
	const { figures, answers } = await measure();
	console.log(
		`\nAnalytics reports as an editor, fake Google on 127.0.0.1 (${ RUNS } runs, medians; server time = time to first byte)\n`
	);
	for ( const [ index, [ module, label ] ] of BLOCKS.entries() ) {
		const { cold, cached, core, calls } = figures[ index ];
		console.log( `${ module }: ${ label }` );
		console.log(
			`  cold    server time ${ ms( cold ) }; PHP ${ median( cold.map( ( s ) => s.php ) ).toFixed( 0 ) } ms; ${ median( calls ) } requests to Google`
		);
		console.log(
			`  cached  server time ${ ms( cached ) }; PHP ${ median( cached.map( ( s ) => s.php ) ).toFixed( 0 ) } ms; ${ median( cached.map( ( s ) => s.queries ) ) } queries; 0 requests to Google`
		);
		console.log(
			`  core    GET ${ CORE_POSTS }: server time ${ ms( core ) }; ${ median( core.map( ( s ) => s.queries ) ) } queries`
		);
		console.log(
			`  ratio cached/core ${ ( median( cached.map( ( s ) => s.ttfb ) ) / median( core.map( ( s ) => s.ttfb ) ) ).toFixed( 2 ) }x; answer: ${ found( answers[ index ] ) }\n`
		);
	}
	const { chunks, missing } = chunkSizes();
	console.log(
		'What a page loads per analytics block beside runtime.js (gzip -9; blocks/common is shared with other blocks):'
	);
	for ( const { chunk, sizes } of chunks ) {
		const total = Object.values( sizes ).reduce(
			( sum, bytes ) => sum + bytes,
			0
		);
		console.log(
			`  ${ chunk }: ${ total.toLocaleString( 'en' ) } B (${ Object.entries(
				sizes
			)
				.map(
					( [ file, bytes ] ) =>
						`${ file } ${ bytes.toLocaleString( 'en' ) } B`
				)
				.join( ', ' ) })`
		);
	}
	for ( const { module, chunk } of missing ) {
		console.log( `  ${ module } → ${ chunk }: missing (not built yet)` );
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
