#!/usr/bin/env node
/**
 * npm run bench:folders [-- --items=N --folders=N --reseed] — folders at
 * scale (issue 34): the tree with counts, a folder's first page (media grid
 * and REST) and a 500-item move, beside the stock media library's first
 * page in the same run. Prints a table and a verdict; it never fails on a
 * figure (timings stay out of the test suite).
 *
 * Site (lib/folders-site.mjs): `bench-folders` (port 8907) on MariaDB
 * (UIPRESS_DB=mariadb, set here), kept between runs and seeded once by
 * lib/folders-seed.php with N attachments (default 50,000; rows, no files)
 * in N folders (default 1,000, five levels deep), folders on; a later run
 * finds it seeded and only checks (a stopped seed resumes). Other numbers
 * need --reseed.
 *
 * Measure, as an editor (cookie and REST nonce, as the screens call them),
 * warm: one round not counted, then BENCH_RUNS rounds (default 9); in each,
 * every read once, one request at a time, starting one further each round,
 * then the move out and back. "Server time" is the time to the first byte
 * from the local server (PHP's built-in server, a new connection per
 * request); PHP time and queries come from lib/server-timing.php (REST only).
 *
 * A route not written yet (404) is reported as such; the stock pages are
 * timed anyway.
 */
process.env.UIPRESS_DB = 'mariadb';

const os = await import( 'node:os' );

const { median, percentile, verdict } = await import( './lib/stats.mjs' );
const { benchRestClient } = await import( './lib/rest-client.mjs' );
const cases = await import( './lib/folders-cases.mjs' );
const site = await import( './lib/folders-site.mjs' );

const option = ( name, fallback ) =>
	process.argv
		.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
		?.split( '=' )[ 1 ] ?? fallback;
const ITEMS = Math.max( 1, Number( option( 'items', 50000 ) ) || 50000 );
const FOLDERS = Math.max( 2, Number( option( 'folders', 1000 ) ) || 1000 );
const RESEED = process.argv.includes( '--reseed' );
const RUNS = Math.max( 1, Number( process.env.BENCH_RUNS ?? 9 ) || 9 );
const EDITOR = { user: 'editor', password: 'password' };
/** A folder's reads may cost at most this many times the stock page of their kind. */
const READ_BUDGET = 1.5;

const load = () =>
	`load average ${ os
		.loadavg()[ 0 ]
		.toFixed( 1 ) } on ${ os.availableParallelism() } cores`;
const cell = ( value, width ) =>
	( Number.isFinite( value ) ? value.toFixed( 1 ) : '–' ).padStart( width );
const med = ( samples, field = 'ttfb' ) =>
	samples.length ? median( samples.map( ( s ) => s[ field ] ) ) : NaN;
const p95 = ( samples ) =>
	samples.length
		? percentile(
				samples.map( ( s ) => s.ttfb ),
				95
			)
		: NaN;

/**
 * Whether folders' routes answer, as the editor.
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Headers.
 * @return {Promise<string>} '' when they do, else why not.
 */
async function routesMissing( request, auth ) {
	const tree = await cases.timed( request, auth, {
		method: 'GET',
		path: `/wp-json/uipress/v1/folders/${ cases.KIND }`,
	} );
	return tree.status === 200
		? ''
		: `HTTP ${ tree.status } ${ tree.json?.code ?? '' }`.trim();
}

/**
 * A case's median over the median of the stock page it stands for.
 *
 * @param {Object} item    A case.
 * @param {Object} samples Samples per key.
 * @return {number} The ratio (NaN without a base).
 */
function ratio( item, samples ) {
	return item.base && samples[ item.base ]?.length
		? med( samples[ item.key ] ?? [] ) / med( samples[ item.base ] )
		: NaN;
}

/**
 * Prints the table: one line a case, its median, p95, PHP time and queries,
 * its ratio to the stock page it stands for, and what it held.
 *
 * @param {Object[]} all     Cases measured.
 * @param {Object}   samples Samples per key.
 * @param {string}   missing Why folders' own routes were not measured.
 */
function table( all, samples, missing ) {
	console.log(
		`\nServer time to first byte, medians of ${ RUNS } runs (ms), warm, as an editor; ×stock: against the stock page of the same kind (grid or REST)\n`
	);
	console.log(
		`  ${ 'case'.padEnd( 68 ) }${ 'median'.padStart( 8 ) }${ 'p95'.padStart(
			8
		) }${ 'PHP'.padStart( 8 ) }${ 'queries'.padStart(
			8
		) }${ '×stock'.padStart( 8 ) }  held`
	);
	for ( const item of all ) {
		const side = samples[ item.key ] ?? [];
		if ( ! side.length ) {
			console.log(
				`  ${ item.label.padEnd( 68 ) }  not measured: ${ missing }`
			);
			continue;
		}
		const last = side[ side.length - 1 ];
		let held = last.ids ? `${ last.ids.length } items` : 'answered';
		if ( item.check ) {
			held = item.check( last );
		}
		console.log(
			`  ${ item.label.padEnd( 68 ) }${ cell( med( side ), 8 ) }${ cell(
				p95( side ),
				8
			) }${ cell( med( side, 'php' ), 8 ) }${ cell(
				med( side, 'queries' ),
				8
			) }${ cell( ratio( item, samples ), 8 ) }  ${
				last.status === 200 ? held : `HTTP ${ last.status }`
			}`
		);
	}
}

/**
 * The verdict line: the folder reads against the stock pages, and the move.
 *
 * @param {Object[]} all     Cases measured.
 * @param {Object}   samples Samples per key.
 * @param {string}   missing Why folders' own routes were not measured.
 */
function verdictLine( all, samples, missing ) {
	const reads = all.filter(
		( item ) => item.base && samples[ item.key ]?.length
	);
	const worst = Math.max(
		...reads.map( ( item ) => ratio( item, samples ) )
	);
	const unfiltered = reads.filter( ( item ) =>
		samples[ item.key ].some( ( answer ) => answer.unfiltered )
	);
	const move = samples.moveOut ?? [];
	const parts = reads.map(
		( item ) => `${ item.key } ${ ratio( item, samples ).toFixed( 2 ) }×`
	);
	const notes = [
		missing ? `folder routes: ${ missing }` : '',
		unfiltered.length
			? `uip_folder NOT applied to ${ unfiltered
					.map( ( item ) => item.key )
					.join( ', ' ) }: those timed the whole library`
			: '',
	].filter( Boolean );
	console.log(
		`\nVerdict: ${ parts.join(
			', '
		) } their stock page (budget ${ READ_BUDGET }×): ${ verdict(
			worst,
			READ_BUDGET
		) }; ${
			move.length
				? `a ${ move[ 0 ].json?.moved ?? '500' }-item move is one request of ${ med(
						move
					).toFixed( 0 ) } ms (${ med( move, 'queries' ) } queries)`
				: 'the move was not measured'
		}${ notes.length ? ` (${ notes.join( '; ' ) })` : '' }.`
	);
}

async function main() {
	console.log(
		`Site ${ site.SITE } (MariaDB): ${ ITEMS.toLocaleString(
			'en'
		) } attachments in ${ FOLDERS.toLocaleString( 'en' ) } folders`
	);
	const seeded = await site.prepareFoldersSite( ITEMS, FOLDERS, RESEED );
	console.log(
		`  ${ seeded.fresh ? 'seeded' : 'seeded before' }: ${ seeded.attachments.toLocaleString(
			'en'
		) } attachments, ${ seeded.folders.toLocaleString( 'en' ) } folders ${
			seeded.depth
		} levels deep (big folder ${ seeded.bigFolder }: ${ seeded.bigCount.toLocaleString(
			'en'
		) } items; ${ seeded.uncategorised.toLocaleString(
			'en'
		) } uncategorised); folders ${ seeded.seconds.folders } s, attachments ${
			seeded.seconds.items
		} s, recount ${ seeded.seconds.recount } s`
	);
	await site.serveFoldersSite();
	try {
		const { request, signIn } = benchRestClient( site.PORT );
		const auth = await signIn( EDITOR );
		const missing = await routesMissing( request, auth );
		const reads = cases.readCases( seeded );
		const moves = cases.moveCases( seeded );
		console.log( `\nMeasuring (${ RUNS } runs; ${ load() })…` );
		const samples = await cases.measure(
			request,
			auth,
			missing ? reads.filter( ( item ) => item.key !== 'tree' ) : reads,
			missing ? [] : moves,
			RUNS
		);
		table( [ ...reads, ...moves ], samples, missing );
		verdictLine( [ ...reads, ...moves ], samples, missing );
		console.log( `At the end: ${ load() }.` );
	} finally {
		await site.stopFoldersSite();
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
