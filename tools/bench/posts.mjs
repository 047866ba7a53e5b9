#!/usr/bin/env node
/**
 * npm run bench:posts — the post list routes (posts-table, recent-posts,
 * search, delete) on a large site, against core's posts route in the same
 * run, for the same user. Prints the figures and the 150 ms budget verdict;
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
 * that is not counted. In each round every route and its core peer are
 * requested once, one request at a time, taking turns on which goes first,
 * so a machine busy with other work slows both alike. "Server time" is the
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
import http from 'node:http';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PROJECT_ROOT, SITES } from '../local-wordpress/paths.mjs';
import { median, verdict } from './lib/stats.mjs';
import {
	chooseBenchSite,
	prepareBenchSite,
	serveBenchSite,
	stopBenchSite,
} from './lib/site.mjs';

const SITE = 'bench-posts';
chooseBenchSite( SITE );

const RUNS = Math.max( 1, Number( process.env.BENCH_RUNS ?? 9 ) || 9 );
const POSTS = Math.max(
	1,
	Number( process.env.BENCH_POSTS ?? 20000 ) || 20000
);
const BUDGET_MS = 150;
const PORT = SITES[ SITE ].port;
const HOST = `localhost:${ PORT }`;
const EDITOR = { user: 'bench-editor', password: 'password' };
const SEARCH = 'marmalade';
/** A word of most posts. */
const COMMON = 'alpha';
/** A page far down the lists (within core's published posts). */
const DEEP_PAGE = Math.max( 1, Math.floor( POSTS / 40 ) );

/**
 * One HTTP request to the local server.
 *
 * @param {string} method          Method.
 * @param {string} route           Path and query.
 * @param {Object} options         What to send.
 * @param {Object} options.headers Headers.
 * @param {string} [options.body]  Body.
 * @return {Promise<{status: number, headers: Object, body: string, ttfb: number}>} The answer.
 */
function request( method, route, { headers = {}, body } = {} ) {
	return new Promise( ( resolve, reject ) => {
		const start = performance.now();
		const req = http.request(
			{
				host: '127.0.0.1',
				port: PORT,
				path: route,
				method,
				agent: false,
				headers: {
					Host: HOST,
					...( body === undefined
						? {}
						: { 'Content-Length': Buffer.byteLength( body ) } ),
					...headers,
				},
			},
			( res ) => {
				const ttfb = performance.now() - start;
				const chunks = [];
				res.on( 'data', ( chunk ) => chunks.push( chunk ) );
				res.on( 'end', () =>
					resolve( {
						status: res.statusCode,
						headers: res.headers,
						body: Buffer.concat( chunks ).toString( 'utf8' ),
						ttfb,
					} )
				);
			}
		);
		req.on( 'error', reject );
		req.setTimeout( 120_000, () =>
			req.destroy( new Error( `${ route }: no answer in 120 s` ) )
		);
		if ( body !== undefined ) {
			req.write( body );
		}
		req.end();
	} );
}

/**
 * Signs the editor in; returns the headers of an authenticated REST call.
 */
async function signIn() {
	const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check';
	const form = new URLSearchParams( {
		log: EDITOR.user,
		pwd: EDITOR.password,
		'wp-submit': 'Log In',
		redirect_to: `http://${ HOST }/wp-admin/`,
		testcookie: '1',
	} ).toString();
	const login = await request( 'POST', '/wp-login.php', {
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: testCookie,
		},
		body: form,
	} );
	const cookies = ( login.headers[ 'set-cookie' ] ?? [] )
		.map( ( line ) => line.split( ';' )[ 0 ] )
		.filter( ( pair ) => pair.startsWith( 'wordpress_' ) );
	if ( login.status !== 302 || ! cookies.length ) {
		throw new Error(
			`Could not sign in as ${ EDITOR.user } (HTTP ${ login.status }).`
		);
	}
	const cookie = [ testCookie, ...cookies ].join( '; ' );
	const nonce = await request(
		'GET',
		'/wp-admin/admin-ajax.php?action=rest-nonce',
		{ headers: { Cookie: cookie } }
	);
	if ( nonce.status !== 200 || ! /^[a-f0-9]{10}$/.test( nonce.body ) ) {
		throw new Error( `No REST nonce (HTTP ${ nonce.status }).` );
	}
	return { Cookie: cookie, 'X-WP-Nonce': nonce.body };
}

/**
 * The Server-Timing figures of an answer.
 *
 * @param {Object} headers Response headers.
 */
function serverTiming( headers ) {
	const value = String( headers[ 'server-timing' ] ?? '' );
	const number = ( pattern ) => {
		const match = value.match( pattern );
		return match ? Number( match[ 1 ] ) : NaN;
	};
	return {
		php: number( /php;dur=([\d.]+)/ ),
		route: number( /route;dur=([\d.]+)/ ),
		queries: number( /db;desc="(\d+) queries"/ ),
	};
}

/**
 * A REST call, timed; throws unless it succeeded.
 *
 * @param {Object} auth   Authentication headers.
 * @param {string} method Method.
 * @param {string} route  Route and query, after /wp-json.
 * @param {Object} [body] JSON body.
 */
async function rest( auth, method, route, body ) {
	const answer = await request( method, `/wp-json${ route }`, {
		headers: {
			...auth,
			...( body ? { 'Content-Type': 'application/json' } : {} ),
		},
		body: body ? JSON.stringify( body ) : undefined,
	} );
	if ( answer.status !== 200 ) {
		throw new Error(
			`${ method } ${ route }: HTTP ${
				answer.status
			} ${ answer.body.slice( 0, 300 ) }`
		);
	}
	return {
		ttfb: answer.ttfb,
		...serverTiming( answer.headers ),
		json: JSON.parse( answer.body ),
		total: Number( answer.headers[ 'x-wp-total' ] ?? NaN ),
	};
}

/**
 * The cases: each UiPress route with its core peer. Delete cases take the
 * post to delete from a list made beforehand.
 *
 * @param {{ ours: number[], core: number[] }} toDelete Post ids to delete.
 */
function cases( toDelete ) {
	const list = '/wp/v2/posts?per_page=10&context=edit';
	const search = `${ list }&search=${ SEARCH }`;
	return [
		{
			label: 'GET posts-table (posts, every status, 10 per page)',
			ours: [ 'GET', '/uipress/v1/posts-table' ],
			peer: [ 'GET', list ],
		},
		{
			label: `GET posts-table?search=${ SEARCH }`,
			ours: [ 'GET', `/uipress/v1/posts-table?search=${ SEARCH }` ],
			peer: [ 'GET', search ],
		},
		{
			label: `GET posts-table (posts and pages, page ${ DEEP_PAGE })`,
			ours: [
				'GET',
				`/uipress/v1/posts-table?postTypes[]=post&postTypes[]=page&page=${ DEEP_PAGE }`,
			],
			peer: [ 'GET', `${ list }&page=${ DEEP_PAGE }` ],
		},
		{
			label: 'GET recent-posts (posts, newest 10)',
			ours: [ 'GET', '/uipress/v1/recent-posts' ],
			peer: [ 'GET', list ],
		},
		{
			label: `GET search?search=${ SEARCH } (every type the editor edits, with counts per type)`,
			ours: [ 'GET', `/uipress/v1/search?search=${ SEARCH }` ],
			peer: [ 'GET', search ],
		},
		{
			label: `GET search?search=${ COMMON } (a word in most posts)`,
			ours: [ 'GET', `/uipress/v1/search?search=${ COMMON }` ],
			peer: [ 'GET', `${ list }&search=${ COMMON }` ],
		},
		{
			label: 'DELETE posts (one post to the trash)',
			ours: () => [
				'DELETE',
				'/uipress/v1/posts',
				{ ids: [ toDelete.ours.shift() ] },
			],
			peer: () => [ 'DELETE', `/wp/v2/posts/${ toDelete.core.shift() }` ],
			peerLabel: 'DELETE /wp/v2/posts/{id} (to the trash)',
		},
	];
}

const call = ( auth, spec ) =>
	rest( auth, ...( typeof spec === 'function' ? spec() : spec ) );

async function measure() {
	const dir = prepareBenchSite();
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

	serveBenchSite();
	try {
		const auth = await signIn();
		// Posts to delete: published posts, one per delete request of each side.
		const published = await rest(
			auth,
			'GET',
			`/wp/v2/posts?per_page=${ 2 * ( RUNS + 1 ) }&status=publish&orderby=id&order=asc&_fields=id`
		);
		const ids = published.json.map( ( post ) => post.id );
		const toDelete = {
			ours: ids.slice( 0, RUNS + 1 ),
			core: ids.slice( RUNS + 1 ),
		};
		const all = cases( toDelete );

		// Warm-up (opcache, SQLite page cache), and what each answers.
		const answers = [];
		for ( const item of all ) {
			const ours = await call( auth, item.ours );
			const peer = await call( auth, item.peer );
			answers.push( { ours, peer } );
		}

		const figures = all.map( () => ( { ours: [], peer: [] } ) );
		for ( let run = 0; run < RUNS; run++ ) {
			for ( const [ index, item ] of all.entries() ) {
				const order =
					( run + index ) % 2 === 0
						? [ 'ours', 'peer' ]
						: [ 'peer', 'ours' ];
				for ( const who of order ) {
					figures[ index ][ who ].push(
						await call( auth, item[ who ] )
					);
				}
			}
		}
		return { seeded, all, answers, figures };
	} finally {
		stopBenchSite();
	}
}

const ms = ( values ) =>
	`${ median( values ).toFixed( 0 ) } ms (min ${ Math.min(
		...values
	).toFixed( 0 ) }, max ${ Math.max( ...values ).toFixed( 0 ) })`;

function side( label, samples ) {
	const ttfb = samples.map( ( sample ) => sample.ttfb );
	const php = samples.map( ( sample ) => sample.php );
	const route = samples.map( ( sample ) => sample.route );
	const queries = samples.map( ( sample ) => sample.queries );
	return `  ${ label.padEnd( 8 ) } server time ${ ms( ttfb ) }; PHP ${ median(
		php
	).toFixed( 0 ) } ms, of which the route ${ median( route ).toFixed(
		0
	) } ms; ${ median( queries ) } queries`;
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

async function main() {
	const { seeded, all, answers, figures } = await measure();
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
	console.log(
		`\nPost routes vs core's posts route, as an editor (${ RUNS } runs, medians; budget ${ BUDGET_MS } ms server time)\n`
	);
	for ( const [ index, item ] of all.entries() ) {
		const { ours, peer } = figures[ index ];
		const oursMedian = median( ours.map( ( sample ) => sample.ttfb ) );
		const ratio =
			oursMedian / median( peer.map( ( sample ) => sample.ttfb ) );
		console.log( item.label );
		console.log( side( 'uipress', ours ) );
		console.log( side( 'core', peer ) );
		console.log(
			`  core route: ${ item.peerLabel ?? item.peer.join( ' ' ) }`
		);
		console.log(
			`  answers: uipress ${ found(
				answers[ index ].ours
			) }; core ${ found( answers[ index ].peer ) }`
		);
		console.log(
			`  ratio uipress/core: ${ ratio.toFixed(
				2
			) }x; budget ${ BUDGET_MS } ms: ${ verdict(
				oursMedian,
				BUDGET_MS
			) }\n`
		);
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
