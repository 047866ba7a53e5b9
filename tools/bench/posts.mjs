#!/usr/bin/env node
/**
 * npm run bench:posts — the post list routes (posts-table, recent-posts,
 * search, delete) on a large site, against core's posts route (and, for the
 * searches, core's search route) in the same run, for the same user. Prints the figures and the 150 ms budget verdict;
 * it never fails on a figure (timings stay out of the test suite).
 *
 * Set-up: a fresh local WordPress (site 'bench-posts', port 8898), seeded by
 * lib/seed-posts.php with BENCH_POSTS posts (default 20,000: posts and
 * pages, eight authors, drafts, pending, private, scheduled and
 * password-protected ones, categories, tags, featured images), and the
 * benchmark-only mu-plugin lib/server-timing.php, which adds a
 * Server-Timing header to REST responses (PHP time of the request, time of
 * the route's callback, database queries).
 *
 * Measure: signed in as an editor (cookie and REST nonce, as the blocks
 * call the routes), BENCH_RUNS rounds (default 9) after one warm-up round
 * that is not counted. In each round every route and its core peers are
 * requested once, one request at a time, taking turns on which goes first,
 * so a machine busy with other work slows all alike; the deletes come after
 * the reads (a delete starts every query cache afresh).
 *
 * UIPRESS_OBJECT_CACHE=redis: a second pass behind the Redis object cache
 * (tools/local-wordpress/object-cache.mjs), warm, after the first pass
 * without it; a summary prints both side by side. "Server time" is the
 * time to the first byte of the answer from the local server (PHP's
 * built-in server on 127.0.0.1, a new connection per request, as a
 * browser's first request would); medians, with min and max.
 *
 * Searches: "marmalade" is in about 2 % of the posts (a few titles);
 * "alpha" is in most of them (some 16,000 matches, all fetched as ids and
 * types by the one query that searches, ReadablePosts::MATCH_LIMIT being
 * 20,000).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PROJECT_ROOT, SITES } from '../local-wordpress/paths.mjs';
import { median, verdict } from './lib/stats.mjs';
import { benchRestClient } from './lib/rest-client.mjs';
import {
	ensureRedis,
	installObjectCache,
	removeObjectCache,
} from '../local-wordpress/object-cache.mjs';
import {
	chooseBenchSite,
	prepareBenchSite,
	serveBenchSite,
	stopBenchSite,
} from './lib/site.mjs';

const SITE = 'bench-posts';
chooseBenchSite( SITE );

/**
 * UIPRESS_OBJECT_CACHE=redis: a second pass behind the Redis object cache.
 * The site itself is made and seeded without it (seeding writes straight to
 * the database), so the variable is not passed on to the site tooling.
 */
const WITH_REDIS = process.env.UIPRESS_OBJECT_CACHE === 'redis';
delete process.env.UIPRESS_OBJECT_CACHE;

const RUNS = Math.max( 1, Number( process.env.BENCH_RUNS ?? 9 ) || 9 );
const POSTS = Math.max(
	1,
	Number( process.env.BENCH_POSTS ?? 20000 ) || 20000
);
const BUDGET_MS = 150;
const PORT = SITES[ SITE ].port;
const EDITOR = { user: 'bench-editor', password: 'password' };
const SEARCH = 'marmalade';
/** A word of most posts. */
const COMMON = 'alpha';
/** A page far down the lists (within core's published posts). */
const DEEP_PAGE = Math.max( 1, Math.floor( POSTS / 40 ) );

const { signIn, rest } = benchRestClient( PORT );

/**
 * The reading cases: each UiPress route with its core peers (core's
 * wp/v2/search beside wp/v2/posts for the searches, as a search box would
 * use either).
 */
function readCases() {
	const list = '/wp/v2/posts?per_page=10&context=edit';
	const posts = ( search ) => ( {
		name: 'core posts',
		spec: [ 'GET', `${ list }&search=${ search }` ],
	} );
	const coreSearch = ( search ) => ( {
		name: 'core search',
		spec: [ 'GET', `/wp/v2/search?search=${ search }&per_page=10` ],
	} );
	return [
		{
			label: 'GET posts-table (posts, every status, 10 per page)',
			ours: [ 'GET', '/uipress/v1/posts-table' ],
			peers: [ { name: 'core posts', spec: [ 'GET', list ] } ],
		},
		{
			label: `GET posts-table?search=${ SEARCH }`,
			ours: [ 'GET', `/uipress/v1/posts-table?search=${ SEARCH }` ],
			peers: [ posts( SEARCH ) ],
		},
		{
			label: `GET posts-table (posts and pages, page ${ DEEP_PAGE })`,
			ours: [
				'GET',
				`/uipress/v1/posts-table?postTypes[]=post&postTypes[]=page&page=${ DEEP_PAGE }`,
			],
			peers: [
				{
					name: 'core posts',
					spec: [ 'GET', `${ list }&page=${ DEEP_PAGE }` ],
				},
			],
		},
		{
			label: 'GET recent-posts (posts, newest 10)',
			ours: [ 'GET', '/uipress/v1/recent-posts' ],
			peers: [ { name: 'core posts', spec: [ 'GET', list ] } ],
		},
		{
			label: `GET search?search=${ SEARCH } (every type the editor edits, with counts per type)`,
			ours: [ 'GET', `/uipress/v1/search?search=${ SEARCH }` ],
			peers: [ coreSearch( SEARCH ), posts( SEARCH ) ],
		},
		{
			label: `GET search?search=${ COMMON } (a word in most posts)`,
			ours: [ 'GET', `/uipress/v1/search?search=${ COMMON }` ],
			peers: [ coreSearch( COMMON ), posts( COMMON ) ],
		},
	];
}

/**
 * The delete case: one post to the trash each side, taken from lists made
 * beforehand. Measured after the reads (a delete changes the posts' last
 * change, which starts every query cache afresh).
 *
 * @param {{ ours: number[], core: number[] }} toDelete Post ids to delete.
 */
function deleteCase( toDelete ) {
	return {
		label: 'DELETE posts (one post to the trash)',
		ours: () => [
			'DELETE',
			'/uipress/v1/posts',
			{ ids: [ toDelete.ours.shift() ] },
		],
		peers: [
			{
				name: 'core',
				label: 'DELETE /wp/v2/posts/{id} (to the trash)',
				spec: () => [
					'DELETE',
					`/wp/v2/posts/${ toDelete.core.shift() }`,
				],
			},
		],
	};
}

const call = ( auth, spec ) =>
	rest( auth, ...( typeof spec === 'function' ? spec() : spec ) );

/**
 * One warm-up round (opcache, the database's and the object cache's first
 * reads), then RUNS rounds; in each, every route and its peers once, one
 * request at a time, taking turns on which goes first.
 *
 * @param {Object}   auth     Authentication headers.
 * @param {Object[]} all      Cases.
 * @param {boolean}  [warmUp] Whether to make a round that is not counted.
 */
async function measureCases( auth, all, warmUp = true ) {
	const answers = [];
	for ( const item of all ) {
		const sides = [ item.ours, ...item.peers.map( ( peer ) => peer.spec ) ];
		const first = [];
		for ( const spec of warmUp ? sides : [] ) {
			first.push( await call( auth, spec ) );
		}
		answers.push( first );
	}
	const figures = all.map( ( item ) =>
		[ item.ours, ...item.peers ].map( () => [] )
	);
	for ( let run = 0; run < RUNS; run++ ) {
		for ( const [ index, item ] of all.entries() ) {
			const sides = [
				item.ours,
				...item.peers.map( ( peer ) => peer.spec ),
			];
			for ( let turn = 0; turn < sides.length; turn++ ) {
				const who = ( run + index + turn ) % sides.length;
				const answer = await call( auth, sides[ who ] );
				figures[ index ][ who ].push( answer );
				answers[ index ][ who ] ??= answer;
			}
		}
	}
	return { answers, figures };
}

async function measure() {
	const dir = prepareBenchSite();
	removeObjectCache( dir );
	fs.copyFileSync(
		path.join( PROJECT_ROOT, 'tools/bench/lib/server-timing.php' ),
		path.join(
			dir,
			'wp-content/mu-plugins/uipress-bench-server-timing.php'
		)
	);
	console.log( `Seeding ${ POSTS.toLocaleString( 'en' ) } posts…` );
	const seedStart = performance.now();
	const seeded = JSON.parse(
		execFileSync(
			'php',
			[
				path.join( PROJECT_ROOT, 'tools/bench/lib/seed-posts.php' ),
				dir,
				String( POSTS ),
			],
			{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
		)
			.trim()
			.split( '\n' )
			.pop()
	);
	seeded.wallSecs = ( performance.now() - seedStart ) / 1000;

	const passes = [ { name: 'no object cache', redis: false } ];
	if ( WITH_REDIS ) {
		passes.push( { name: 'Redis object cache', redis: true } );
	}
	serveBenchSite();
	try {
		const auth = await signIn( EDITOR );
		// Posts to delete: published posts, one per delete request of each side and pass.
		const perSide = RUNS * passes.length;
		const published = await rest(
			auth,
			'GET',
			`/wp/v2/posts?per_page=${ 2 * perSide }&status=publish&orderby=id&order=asc&_fields=id`
		);
		const ids = published.json.map( ( post ) => post.id );
		const toDelete = {
			ours: ids.slice( 0, perSide ),
			core: ids.slice( perSide ),
		};
		const reads = readCases();
		for ( const pass of passes ) {
			if ( pass.redis ) {
				await ensureRedis();
				// PHP's server reads wp-content/object-cache.php on each request.
				installObjectCache( dir, SITE );
			}
			console.log( `Measuring, ${ pass.name }…` );
			pass.reads = await measureCases( auth, reads );
			pass.deletes = await measureCases(
				auth,
				[ deleteCase( toDelete ) ],
				false
			);
		}
		return { seeded, reads, passes };
	} finally {
		removeObjectCache( dir );
		stopBenchSite();
	}
}

const ms = ( values ) =>
	`${ median( values ).toFixed( 0 ) } ms (min ${ Math.min(
		...values
	).toFixed( 0 ) }, max ${ Math.max( ...values ).toFixed( 0 ) })`;

const ttfbMedian = ( samples ) =>
	median( samples.map( ( sample ) => sample.ttfb ) );

function side( label, samples ) {
	const ttfb = samples.map( ( sample ) => sample.ttfb );
	const php = samples.map( ( sample ) => sample.php );
	const route = samples.map( ( sample ) => sample.route );
	const queries = samples.map( ( sample ) => sample.queries );
	return `  ${ label.padEnd( 11 ) } server time ${ ms(
		ttfb
	) }; PHP ${ median( php ).toFixed( 0 ) } ms, of which the route ${ median(
		route
	).toFixed( 0 ) } ms; ${ median( queries ) } queries`;
}

function found( answer ) {
	const json = answer.json;
	if ( Array.isArray( json ) ) {
		return `${ json.length } rows, X-WP-Total ${ answer.total }`;
	}
	if ( json && Array.isArray( json.posts ) ) {
		const types = Array.isArray( json.types )
			? `, types ${ json.types
					.map( ( type ) => `${ type.name } ${ type.count }` )
					.join( ', ' ) }`
			: '';
		return `${ json.posts.length } rows, total ${ json.total }${ types }`;
	}
	if ( json && Array.isArray( json.deleted ) ) {
		return `deleted ${ json.deleted.length }`;
	}
	return json && json.status ? `status ${ json.status }` : 'answered';
}

function report( all, { answers, figures } ) {
	for ( const [ index, item ] of all.entries() ) {
		const [ ours, ...peers ] = figures[ index ];
		const oursMedian = ttfbMedian( ours );
		console.log( item.label );
		console.log( side( 'uipress', ours ) );
		for ( const [ at, peer ] of item.peers.entries() ) {
			console.log( side( peer.name, peers[ at ] ) );
		}
		for ( const peer of item.peers ) {
			console.log(
				`  ${ peer.name } route: ${
					peer.label ?? peer.spec.join( ' ' )
				}`
			);
		}
		const [ ourAnswer, ...peerAnswers ] = answers[ index ];
		console.log(
			`  answers: uipress ${ found( ourAnswer ) }; ${ item.peers
				.map(
					( peer, at ) =>
						`${ peer.name } ${ found( peerAnswers[ at ] ) }`
				)
				.join( '; ' ) }`
		);
		const ratios = item.peers
			.map(
				( peer, at ) =>
					`${ ( oursMedian / ttfbMedian( peers[ at ] ) ).toFixed(
						2
					) }x ${ peer.name }`
			)
			.join( ', ' );
		console.log(
			`  ratio uipress/core: ${ ratios }; budget ${ BUDGET_MS } ms: ${ verdict(
				oursMedian,
				BUDGET_MS
			) }\n`
		);
	}
}

/**
 * Medians of every pass side by side: UiPress's routes and core's peers.
 *
 * @param {Object[]} reads  Reading cases.
 * @param {Object[]} passes Passes measured.
 */
function summary( reads, passes ) {
	const width = 44;
	console.log(
		`Summary: server time medians (ms), warm; ${ passes
			.map( ( pass ) => pass.name )
			.join( ' | ' ) }\n`
	);
	for ( const [ index, item ] of reads.entries() ) {
		console.log( item.label );
		for ( const [ at, name ] of [
			'uipress',
			...item.peers.map( ( peer ) => peer.name ),
		].entries() ) {
			const cells = passes.map( ( pass ) =>
				ttfbMedian( pass.reads.figures[ index ][ at ] )
					.toFixed( 0 )
					.padStart( 6 )
			);
			console.log(
				`  ${ name.padEnd( width - 2 ) }${ cells.join( ' | ' ) }`
			);
		}
	}
}

async function main() {
	const { seeded, reads, passes } = await measure();
	console.log(
		`\nSeeded ${ POSTS.toLocaleString( 'en' ) } posts (${
			seeded.posts.post
		} posts, ${ seeded.posts.page } pages; ${ Object.entries(
			seeded.statuses
		)
			.map( ( [ status, count ] ) => `${ count } ${ status }` )
			.join( ', ' ) }) in ${ seeded.wallSecs.toFixed(
			1
		) } s (users, terms and images ${ seeded.setupSecs } s, posts in one transaction ${
			seeded.insertSecs
		} s).`
	);
	for ( const pass of passes ) {
		console.log(
			`\nPost routes vs core's, as an editor, ${ pass.name } (${ RUNS } runs, medians; budget ${ BUDGET_MS } ms server time)\n`
		);
		report( reads, pass.reads );
		report( [ deleteCase( { ours: [], core: [] } ) ], pass.deletes );
	}
	if ( ! WITH_REDIS ) {
		console.log(
			'With the Redis object cache as well: UIPRESS_OBJECT_CACHE=redis npm run bench:posts'
		);
	}
	summary( reads, passes );
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
