#!/usr/bin/env node
/**
 * npm run bench:store [-- --orders=N --storage=hpos|posts|both --reseed] — the store
 * analytics blocks' report route on a large WooCommerce shop, beside
 * WooCommerce's own REST calls for the same figures in the same run.
 * Prints figures and the budget verdict (no slower than WooCommerce's own,
 * under 200 ms cached); it never fails on a figure (timings stay out of
 * the test suite).
 *
 * Shops (lib/store-shop.mjs): WooCommerce on MariaDB (UIPRESS_DB=mariadb,
 * UIPRESS_WOOCOMMERCE=1, set here), orders in the high-performance order
 * tables (site `bench-store`, port 8903) and in posts (`bench-store-posts`,
 * port 8905), each seeded once with N orders (default 100,000) through
 * WooCommerce's own objects, then its analytics import
 * (lib/store-seed.php); a later run finds them seeded and skips seeding
 * (a stopped seed resumes). A shop seeded with another N is remade only
 * with --reseed. The dashboard template (lib/store-fixture.php)
 * applies to administrators and holds each store block.
 *
 * Measure: as the administrator, BENCH_RUNS rounds (default 7) after one
 * warm-up round. In each round, for each block, UiPress and WooCommerce
 * take turns going first; each side is asked cold (WooCommerce's
 * analytics cache invalidated, which also misses UiPress's answers, whose
 * keys hold its version: lib/store-forget-cache.php, outside the timed
 * requests), then cached. A side of several calls (WooCommerce's revenue
 * and previous period; its six KPI figures) is timed as their sum, one
 * call after another as WooCommerce's screens would need. "Server time" is
 * the time to the first byte from the local server (PHP's built-in server,
 * a new connection per request).
 */
process.env.UIPRESS_DB = 'mariadb';
process.env.UIPRESS_WOOCOMMERCE = '1';

const { median } = await import( './lib/stats.mjs' );
const { benchRestClient } = await import( './lib/rest-client.mjs' );
const { benchBlocks, benchDates, sameFigure } =
	await import( './lib/store-calls.mjs' );
const { SHOPS, prepareShop, serveShop, shopPhp, stopShop } =
	await import( './lib/store-shop.mjs' );

const option = ( name, fallback ) =>
	process.argv
		.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
		?.split( '=' )[ 1 ] ?? fallback;
const ORDERS = Math.max( 1, Number( option( 'orders', 100000 ) ) || 100000 );
const STORAGE = option( 'storage', 'both' );
const RESEED = process.argv.includes( '--reseed' );
const RUNS = Math.max( 1, Number( process.env.BENCH_RUNS ?? 7 ) || 7 );
const ADMIN = { user: 'admin', password: 'password' };
const CACHED_BUDGET_MS = 200;

/**
 * One side's timed requests, summed.
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Authentication headers.
 * @param {string[]} routes  Routes after /wp-json.
 */
async function timed( request, auth, routes ) {
	const sample = {
		ttfb: 0,
		php: 0,
		route: 0,
		queries: 0,
		answers: [],
		error: null,
	};
	for ( const route of routes ) {
		const answer = await request( 'GET', `/wp-json${ route }`, {
			headers: auth,
		} );
		const timing = String( answer.headers[ 'server-timing' ] ?? '' );
		sample.ttfb += answer.ttfb;
		sample.php += Number( timing.match( /php;dur=([\d.]+)/ )?.[ 1 ] ?? 0 );
		// The route's own callback, apart from WordPress's loading.
		sample.route += Number(
			timing.match( /route;dur=([\d.]+)/ )?.[ 1 ] ?? 0
		);
		sample.queries += Number(
			timing.match( /db;desc="(\d+) queries"/ )?.[ 1 ] ?? 0
		);
		if ( answer.status !== 200 ) {
			sample.error = `HTTP ${ answer.status } ${ answer.body.slice(
				0,
				160
			) }`;
		}
		try {
			sample.answers.push( JSON.parse( answer.body ) );
		} catch {
			sample.answers.push( null );
		}
	}
	return sample;
}

/**
 * Measures one shop: every block, both sides, cold and cached.
 *
 * @param {Object} shop    A shop of SHOPS.
 * @param {Object} fixture The template and its blocks' uids.
 * @param {number} port    The served shop's port.
 */
async function measureShop( shop, fixture, port ) {
	const { request, signIn } = benchRestClient( port );
	const auth = await signIn( ADMIN );
	const dates = benchDates();
	const blocks = benchBlocks( dates );
	const figures = blocks.map( () => ( {
		ours: { cold: [], cached: [] },
		theirs: { cold: [], cached: [] },
		ourAnswer: null,
		theirAnswers: [],
		error: null,
	} ) );
	for ( let run = -1; run < RUNS; run++ ) {
		for ( const [ index, block ] of blocks.entries() ) {
			const ours = [
				`/uipress/v1/analytics/report?${ new URLSearchParams( {
					template: fixture.template,
					block: fixture.blocks[ block.key ],
					...block.params,
				} ) }`,
			];
			const sides = [
				[ 'ours', ours ],
				[ 'theirs', block.woocommerce ],
			];
			for ( const [ side, routes ] of run % 2
				? sides.reverse()
				: sides ) {
				shopPhp( 'store-forget-cache.php', [], shop.site );
				const cold = await timed( request, auth, routes );
				const cached = await timed( request, auth, routes );
				const figure = figures[ index ];
				figure.error ??= cold.error && `${ side }: ${ cold.error }`;
				if ( side === 'ours' ) {
					figure.ourAnswer = cold.answers[ 0 ];
				} else {
					figure.theirAnswers = cold.answers;
				}
				if ( run >= 0 ) {
					figure[ side ].cold.push( cold );
					figure[ side ].cached.push( cached );
				}
			}
		}
	}
	return { blocks, figures, dates };
}

const ms = ( value ) => `${ value.toFixed( 0 ) } ms`;
const spread = ( samples, field = 'ttfb' ) => {
	const values = samples.map( ( sample ) => sample[ field ] );
	return `${ ms( median( values ) ) } (min ${ Math.min( ...values ).toFixed(
		0
	) }, max ${ Math.max( ...values ).toFixed( 0 ) })`;
};
const med = ( samples, field = 'ttfb' ) =>
	median( samples.map( ( sample ) => sample[ field ] ) );

/**
 * Prints one shop's figures and verdicts.
 *
 * @param {Object}   shop           A shop of SHOPS.
 * @param {Object}   summary        The seeder's summary.
 * @param {Object}   result         measureShop()'s result.
 * @param {Object[]} result.blocks  The blocks measured.
 * @param {Object[]} result.figures Their figures.
 * @param {Object}   result.dates   The dates WooCommerce was asked for.
 * @return {Array<{label: string, shop: string, ours: number, theirs: number, cached: number, ok: boolean}>} Verdict rows.
 */
function report( shop, summary, { blocks, figures, dates } ) {
	console.log(
		`\n${ shop.label }: ${ summary.orders.toLocaleString(
			'en'
		) } orders and ${ summary.refunds.toLocaleString(
			'en'
		) } refunds (${ summary.firstOrder } to ${
			summary.lastOrder
		} UTC), as the administrator; ${ RUNS } runs, medians; server time = time to first byte\n`
	);
	const rows = [];
	for ( const [ index, block ] of blocks.entries() ) {
		const figure = figures[ index ];
		console.log( block.label );
		if ( ! figure.ours.cold.length || figure.error ) {
			console.log( `  not measured: ${ figure.error ?? 'no answer' }\n` );
		}
		if ( ! figure.ours.cold.length ) {
			continue;
		}
		const calls = block.woocommerce.length;
		const line = ( name, samples ) =>
			`  ${ name } server time ${ spread(
				samples
			) }; PHP ${ ms( med( samples, 'php' ) ) } (route ${ ms(
				med( samples, 'route' )
			) }); ${ med( samples, 'queries' ) } queries`;
		console.log( line( 'UiPress      cold  ', figure.ours.cold ) );
		console.log( line( 'UiPress      cached', figure.ours.cached ) );
		console.log(
			line( `WooCommerce  cold  `, figure.theirs.cold ) +
				` (${ calls } call${ calls > 1 ? 's' : '' }: ${ block.peer })`
		);
		console.log( line( 'WooCommerce  cached', figure.theirs.cached ) );
		const ours = med( figure.ours.cold );
		const theirs = med( figure.theirs.cold );
		const cached = med( figure.ours.cached );
		const ok =
			! figure.error && ours <= theirs && cached < CACHED_BUDGET_MS;
		const range = figure.ourAnswer?.range;
		if ( block.params.range && range?.start !== dates.range.start ) {
			console.log(
				`  dates differ: UiPress answered ${ range?.start } to ${ range?.end }, WooCommerce was asked ${ dates.range.start } to ${ dates.range.end }`
			);
		}
		console.log(
			`  same figure: ${ sameFigure(
				block.key,
				figure.ourAnswer,
				figure.theirAnswers
			) }`
		);
		console.log(
			`  cold UiPress/WooCommerce ${ ( ours / theirs ).toFixed(
				2
			) }x; cached ${ ms( cached ) } (budget ${ CACHED_BUDGET_MS } ms): ${
				ok ? 'within budget' : 'OVER BUDGET'
			}\n`
		);
		rows.push( {
			label: block.label.split( ' (' )[ 0 ],
			shop: shop.storage,
			ours,
			theirs,
			cached,
			theirsCached: med( figure.theirs.cached ),
			ok,
		} );
	}
	return rows;
}

async function main() {
	const shops = SHOPS.filter(
		( shop ) => STORAGE === 'both' || shop.storage === STORAGE
	);
	const verdicts = [];
	for ( const shop of shops ) {
		console.log(
			`\nShop with ${ shop.label } (${ ORDERS.toLocaleString(
				'en'
			) } orders):`
		);
		const summary = await prepareShop( shop, ORDERS, RESEED );
		console.log(
			summary.fresh || summary.createdNow > 0
				? `  seeded: ${ summary.createdNow.toLocaleString(
						'en'
					) } orders in ${ summary.orderSeconds } s (${ Math.round(
						summary.orders / Math.max( 0.1, summary.orderSeconds )
					) }/s over the whole seed), analytics import ${
						summary.importSeconds
					} s`
				: `  already seeded (${ summary.orders.toLocaleString(
						'en'
					) } orders, ${ summary.statsRows.toLocaleString(
						'en'
					) } rows in wc_order_stats): seeding skipped; it took ${
						summary.orderSeconds
					} s for the orders (${ Math.round(
						summary.orders / Math.max( 0.1, summary.orderSeconds )
					) }/s) and ${ summary.importSeconds } s for the analytics import`
		);
		const fixture = JSON.parse(
			shopPhp( 'store-fixture.php', [], shop.site )
		);
		const port = await serveShop( shop );
		try {
			verdicts.push(
				...report(
					shop,
					summary,
					await measureShop( shop, fixture, port )
				)
			);
		} finally {
			await stopShop( shop );
		}
	}
	console.log(
		`\nBudget: no slower than WooCommerce's own calls cold, under ${ CACHED_BUDGET_MS } ms cached (medians, ms)`
	);
	console.log(
		'  storage  block                UiPress cold  WooCommerce cold  UiPress cached  WooCommerce cached  verdict'
	);
	for ( const row of verdicts ) {
		console.log(
			`  ${ row.shop.padEnd( 7 ) }  ${ row.label.padEnd(
				19
			) }  ${ ms( row.ours ).padStart( 12 ) }  ${ ms(
				row.theirs
			).padStart( 16 ) }  ${ ms( row.cached ).padStart(
				14
			) }  ${ ms( row.theirsCached ).padStart( 18 ) }  ${
				row.ok ? 'within budget' : 'OVER BUDGET'
			}`
		);
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
