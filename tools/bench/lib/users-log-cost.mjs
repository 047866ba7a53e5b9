/**
 * The cost a logged action adds to the request that triggers it (npm run
 * bench:users), measured two ways in the same run:
 *
 * 1. In the request: the benchmark's mu-plugin lib/users-log-timer.php
 *    times every hook callback of the activity log's code (the recorder
 *    that sees the change, its diff of before and after, the queueing of
 *    the row, and the one INSERT at shutdown) with hrtime, and writes the
 *    sum after the request. This is the figure the budget (under
 *    1 ms) is about: it excludes the network and the rest of WordPress, so
 *    it is not lost in their noise.
 * 2. Around the request: the same request with user management on and off
 *    (`X-Uipress-Bench-Log: off` turns it off for one request), taking
 *    turns; the difference of the medians includes all of user management
 *    (its hooks, routes and last-activity tracking), and the noise of a
 *    request of tens of milliseconds, so it is a cross-check, not the
 *    figure.
 *
 * Actions: updating a post's title through wp/v2/posts/<id> (post.updated,
 * with the changed field), and a seeded user signing in at wp-login.php
 * (user.signed_in).
 */
import fs from 'node:fs';
import { serverTiming } from './rest-client.mjs';

/**
 * The logged actions: each sends one request that logs one row.
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    The administrator's headers.
 * @param {number}   postId  A post to update.
 * @param {string}   login   A seeded user who signs in (password "password").
 * @return {Object[]} { label, action, send( headers, n ) }.
 */
function actions( request, auth, postId, login ) {
	return [
		{
			label: `POST wp/v2/posts/${ postId } (a new title)`,
			action: 'post.updated',
			send: ( headers, n ) =>
				request( 'POST', `/wp-json/wp/v2/posts/${ postId }`, {
					headers: {
						...auth,
						...headers,
						'Content-Type': 'application/json',
					},
					body: JSON.stringify( { title: `Logged update ${ n }` } ),
				} ),
		},
		{
			label: `POST wp-login.php (${ login } signs in)`,
			action: 'user.signed_in',
			send: ( headers ) =>
				request( 'POST', '/wp-login.php', {
					headers: {
						...headers,
						'Content-Type': 'application/x-www-form-urlencoded',
						Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
					},
					body: new URLSearchParams( {
						log: login,
						pwd: 'password',
						testcookie: '1',
					} ).toString(),
				} ),
		},
	];
}

/**
 * Reads the timer's lines by request id.
 *
 * @param {string} file The timer's log.
 * @return {Map<string, Object>} Lines by id.
 */
function timerLines( file ) {
	const lines = fs.existsSync( file )
		? fs.readFileSync( file, 'utf8' ).trim().split( '\n' )
		: [];
	return new Map(
		lines
			.filter( Boolean )
			.map( ( line ) => JSON.parse( line ) )
			.map( ( line ) => [ line.id, line ] )
	);
}

/**
 * Measures each logged action: two warm-up pairs, then `runs` pairs of
 * on and off, taking turns on which goes first.
 *
 * @param {Object}   options
 * @param {Function} options.request  The client's request().
 * @param {Object}   options.auth     The administrator's headers.
 * @param {number}   options.postId   A post to update.
 * @param {string}   options.login    A seeded user who signs in.
 * @param {number}   options.runs     Pairs counted.
 * @param {string}   options.timerLog The timer's log file.
 * @return {Promise<Object[]>} Per action: { label, action, on: [], off: [], timed: [], offIsOff }.
 */
export async function measureLogCost( {
	request,
	auth,
	postId,
	login,
	runs,
	timerLog,
} ) {
	// The off side is only meaningful if the header turns user management off.
	const offCheck = await request(
		'GET',
		'/wp-json/uipress/v1/activity?per_page=1',
		{ headers: { ...auth, 'X-Uipress-Bench-Log': 'off' } }
	);
	const results = [];
	let n = 0;
	for ( const item of actions( request, auth, postId, login ) ) {
		const result = {
			...item,
			on: [],
			off: [],
			ids: [],
			errors: [],
			offIsOff: offCheck.status === 404,
		};
		for ( let run = -2; run < runs; run++ ) {
			const sides = run % 2 ? [ 'on', 'off' ] : [ 'off', 'on' ];
			for ( const side of sides ) {
				const id = `${ item.action }-${ side }-${ ++n }`;
				const answer = await item.send(
					{
						'X-Uipress-Bench-Log': side,
						'X-Uipress-Bench-Id': id,
					},
					n
				);
				if ( answer.status >= 400 ) {
					result.errors.push(
						`${ side }: HTTP ${
							answer.status
						} ${ answer.body.slice( 0, 160 ) }`
					);
				}
				if ( run >= 0 ) {
					result[ side ].push( {
						ttfb: answer.ttfb,
						...serverTiming( answer.headers ),
					} );
					if ( side === 'on' ) {
						result.ids.push( id );
					}
				}
			}
		}
		results.push( result );
	}
	const lines = timerLines( timerLog );
	for ( const result of results ) {
		result.timed = result.ids
			.map( ( id ) => lines.get( id ) )
			.filter( Boolean );
	}
	return results;
}
