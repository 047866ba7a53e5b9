#!/usr/bin/env node
/**
 * npm run bench:users [-- --users=N --rows=N --reseed] — the users app's and
 * the activity log's list routes on a large site, beside core's
 * wp/v2/users for the same pages in the same run, and the cost a logged
 * action adds to its request. Prints the figures and verdicts; it never
 * fails on a figure (timings stay out of the test suite).
 *
 * Site (lib/users-site.mjs): `bench-users` (port 8906) on MariaDB
 * (UIPRESS_DB=mariadb, set here), kept between runs and seeded once by
 * lib/users-seed.php with N users (default 100,000) and N activity rows
 * (default 1,000,000), user management on; a later run finds it seeded and
 * only checks (a stopped seed resumes). Other numbers need --reseed.
 *
 * Measure, as the administrator (cookie and REST nonce, as the screens
 * call the routes), warm: one round that is not counted, then BENCH_RUNS
 * rounds (default 15); in each, every page of UiPress and core's page of
 * the same rows once, one request at a time, taking turns on which goes
 * first. "Server time" is the time to the first byte from the local server
 * (PHP's built-in server, a new connection per request); PHP time and
 * queries come from the Server-Timing header of lib/server-timing.php.
 * Then the logged actions (lib/users-log-cost.mjs says how).
 *
 * A route not written yet (404) is reported as such; core's are timed anyway.
 */
process.env.UIPRESS_DB = 'mariadb';

const os = await import( 'node:os' );

const { median, percentile, verdict } = await import( './lib/stats.mjs' );
const { benchRestClient } = await import( './lib/rest-client.mjs' );
const cases = await import( './lib/users-cases.mjs' );
const { measureLogCost } = await import( './lib/users-log-cost.mjs' );
const site = await import( './lib/users-site.mjs' );

const option = ( name, fallback ) =>
	process.argv
		.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
		?.split( '=' )[ 1 ] ?? fallback;
const USERS = Math.max( 1, Number( option( 'users', 100000 ) ) || 100000 );
const ROWS = Math.max( 0, Number( option( 'rows', 1000000 ) ) );
const RESEED = process.argv.includes( '--reseed' );
const RUNS = Math.max( 1, Number( process.env.BENCH_RUNS ?? 15 ) || 15 );
const ADMIN = { user: 'admin', password: 'password' };
/** The issue's budget for what logging adds to a request. */
const LOG_BUDGET_MS = 1;
/** Pairs of logged requests (each a few tens of ms): twice the rounds. */
const LOG_PAIRS = 2 * RUNS;

/** The machine's load, printed beside the figures (they are only as quiet as it). */
const load = () =>
	`load average ${ os
		.loadavg()[ 0 ]
		.toFixed( 1 ) } on ${ os.availableParallelism() } cores`;

const ms = ( value ) => `${ value.toFixed( 1 ) } ms`;
const pick = ( samples, field ) => samples.map( ( sample ) => sample[ field ] );
const stat = ( samples, field = 'ttfb' ) => {
	const values = pick( samples, field ).filter( Number.isFinite );
	return values.length
		? `${ ms( median( values ) ) } (p95 ${ ms(
				percentile( values, 95 )
			) }, min ${ ms( Math.min( ...values ) ) })`
		: 'n/a';
};
const med = ( samples, field = 'ttfb' ) => median( pick( samples, field ) );

/**
 * What the pages need to know before they are asked: the next cursor and
 * the number of pages, from each route's first page.
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Headers.
 * @param {Object}   summary The seeder's summary.
 */
async function discover( request, auth, summary ) {
	const users = await cases.probe(
		request,
		auth,
		`/uipress/v1/users?per_page=${ cases.PER_PAGE }&orderby=registered&order=desc`
	);
	const core = await cases.timedGet(
		request,
		auth,
		`/wp/v2/users?per_page=${ cases.PER_PAGE }&context=edit`
	);
	const activity = await cases.probe(
		request,
		auth,
		`/uipress/v1/activity?per_page=${ cases.PER_PAGE }`
	);
	return {
		users,
		activity,
		usersFound: {
			search: summary.search,
			nextCursor: users.answer.json?.cursors?.next ?? '',
			pages: core.totalPages,
		},
		activityFound: {
			user: summary.heavyActor,
			nextCursor: activity.answer.json?.cursors?.next ?? '',
			pages: activity.answer.json?.totalPages ?? 1,
		},
	};
}

/**
 * Prints one group of cases.
 *
 * @param {string}   title   Heading.
 * @param {Object[]} all     Cases.
 * @param {Object}   samples measureCases()'s samples, or null when UiPress's route is missing.
 * @param {string}   missing Why UiPress's side was not measured.
 * @return {Object[]} Summary rows.
 */
function report( title, all, samples, missing ) {
	console.log( `\n${ title }\n` );
	const rows = [];
	for ( const [ index, item ] of all.entries() ) {
		const [ ours, ...peers ] = samples[ index ];
		console.log( item.label );
		const line = ( name, side ) =>
			console.log(
				`  ${ name.padEnd( 8 ) } server time ${ stat(
					side
				) }; PHP ${ stat( side, 'php' ) }; ${ med(
					side,
					'queries'
				) } queries; ${ cases.held( side[ 0 ] ) }`
			);
		if ( missing ) {
			console.log( `  uipress  not measured: ${ missing }` );
		} else {
			line( 'uipress', ours );
		}
		for ( const [ at, peer ] of item.peers.entries() ) {
			line( peer.name, peers[ at ] );
		}
		if ( ! missing && item.peers.length ) {
			console.log(
				`  same rows as core: ${ cases.sameRows(
					ours[ 0 ],
					peers[ 0 ][ 0 ]
				) }; uipress/core ${ (
					med( ours ) / med( peers[ 0 ] )
				).toFixed( 2 ) }x`
			);
		}
		rows.push( {
			label: item.label.split( ' (' )[ 0 ],
			ours: missing ? NaN : med( ours ),
			ours95: missing ? NaN : percentile( pick( ours, 'ttfb' ), 95 ),
			core: item.peers.length ? med( peers[ 0 ] ) : NaN,
		} );
	}
	return rows;
}

/**
 * Prints the logged actions' cost.
 *
 * @param {Object[]} results measureLogCost()'s results.
 */
function reportLogCost( results ) {
	console.log(
		`\nThe cost a logged action adds to its request (${ LOG_PAIRS } pairs; budget under ${ LOG_BUDGET_MS } ms)\n`
	);
	for ( const result of results ) {
		console.log( `${ result.label } → ${ result.action }` );
		for ( const error of result.errors.slice( 0, 2 ) ) {
			console.log( `  error: ${ error }` );
		}
		const timed = result.timed;
		if ( timed.length && timed.some( ( line ) => line.calls > 0 ) ) {
			const cost = med( timed, 'ms' );
			const hooks = [
				...new Set(
					timed.flatMap( ( line ) => Object.keys( line.hooks ) )
				),
			];
			console.log(
				`  activity code in the request: ${ stat(
					timed,
					'ms'
				) }, max ${ ms( Math.max( ...pick( timed, 'ms' ) ) ) }; ${ med( timed, 'calls' ) } callbacks, ${ med(
					timed,
					'queries'
				) } queries: ${ verdict( cost, LOG_BUDGET_MS ) }`
			);
			console.log(
				`  by hook (medians): ${ hooks
					.map(
						( hook ) =>
							`${ hook } ${ median(
								timed.map( ( line ) => line.hooks[ hook ] ?? 0 )
							).toFixed( 2 ) } ms`
					)
					.join( ', ' ) }`
			);
		} else {
			console.log(
				'  activity code in the request: none ran (the activity log is not hooked yet)'
			);
		}
		console.log(
			`  whole request, user management on:  server time ${ stat(
				result.on
			) }; PHP ${ stat( result.on, 'php' ) }`
		);
		console.log(
			`  whole request, user management off${
				result.offIsOff
					? ''
					: ' (NOT OFF: the activity route still answered)'
			}: server time ${ stat(
				result.off
			) }; PHP ${ stat( result.off, 'php' ) }`
		);
		console.log(
			`  on − off (medians): ${ ms(
				med( result.on ) - med( result.off )
			) } server time (all of user management, within the requests' noise)\n`
		);
	}
}

function summaryTable( rows ) {
	console.log(
		'\nSummary: server time medians (ms), warm, as the administrator'
	);
	console.log(
		'  page                              UiPress  (p95)      core  UiPress/core'
	);
	const cell = ( value, width ) =>
		( Number.isFinite( value ) ? value.toFixed( 1 ) : '–' ).padStart(
			width
		);
	for ( const row of rows ) {
		console.log(
			`  ${ row.label.padEnd( 32 ) }${ cell( row.ours, 8 ) }${ cell(
				row.ours95,
				8
			) }${ cell( row.core, 10 ) }${ cell( row.ours / row.core, 14 ) }`
		);
	}
}

async function main() {
	console.log(
		`Site ${ site.SITE } (MariaDB): ${ USERS.toLocaleString(
			'en'
		) } users, ${ ROWS.toLocaleString( 'en' ) } activity rows`
	);
	const summary = await site.prepareUsersSite( USERS, ROWS, RESEED );
	const secs = summary.seconds;
	console.log(
		`  ${ summary.fresh ? 'seeded' : 'seeded before' }: ${ summary.users.toLocaleString(
			'en'
		) } users (${ summary.usermeta.toLocaleString(
			'en'
		) } user meta rows; ${ Object.entries( summary.roles )
			.map( ( [ role, count ] ) => `${ count } ${ role }` )
			.join( ', ' ) }) in ${ secs.users } s (${ Math.round(
			summary.seededUsers / Math.max( 0.1, secs.users )
		) }/s); ${
			summary.activityRows === null
				? 'no activity table yet'
				: `${ summary.activityRows.toLocaleString(
						'en'
					) } activity rows in ${ secs.activity } s (${ Math.round(
						summary.seededRows / Math.max( 0.1, secs.activity )
					) }/s)`
		}; content ${ secs.content } s`
	);
	await site.serveUsersSite();
	try {
		const { request, signIn } = benchRestClient( site.PORT );
		const auth = await signIn( ADMIN );
		const found = await discover( request, auth, summary );
		const usersList = cases.usersCases( found.usersFound );
		const usersMissing = found.users.ok ? '' : found.users.why;
		const activityMissing =
			summary.activityRows === null
				? 'no activity table'
				: found.activity.why;
		console.log( `\nMeasuring (${ RUNS } runs; ${ load() })…` );
		const usersSamples = await cases.measureCases(
			request,
			auth,
			usersMissing
				? usersList.map( ( item ) => ( { ...item, ours: null } ) )
				: usersList,
			RUNS
		);
		const rows = report(
			`Users pages, UiPress beside core's wp/v2/users (context=edit), ${ cases.PER_PAGE } a page`,
			usersList,
			usersSamples,
			usersMissing
		);
		if ( found.activity.ok ) {
			const activityList = cases.activityCases( found.activityFound );
			rows.push(
				...report(
					`Activity log pages, ${ cases.PER_PAGE } a page`,
					activityList,
					await cases.measureCases(
						request,
						auth,
						activityList,
						RUNS
					),
					''
				)
			);
		} else {
			console.log(
				`\nActivity log pages: not measured (${ activityMissing })`
			);
		}
		reportLogCost(
			await measureLogCost( {
				request,
				auth,
				postId: summary.updatePost,
				login: summary.signInLogin,
				runs: LOG_PAIRS,
				timerLog: site.timerLog(),
			} )
		);
		summaryTable( rows );
		console.log( `\nAt the end: ${ load() }.` );
	} finally {
		await site.stopUsersSite();
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
