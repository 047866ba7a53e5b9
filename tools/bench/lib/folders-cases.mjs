/**
 * What npm run bench:folders times (tools/bench/folders.mjs): the folder
 * tree, a folder's first page as the media grid (admin-ajax
 * query-attachments) and REST (wp/v2/media) ask for it, a 500-item move,
 * and the stock media library's first page beside them.
 */
import { serverTiming } from './rest-client.mjs';

/** The media grid's page size (wp.media's query-attachments). */
export const PER_PAGE = 80;
export const KIND = 'attachment';

/**
 * A timed request, kept whatever its status, with the ids it listed.
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Authentication headers.
 * @param {Object}   item    A case: { method, path, form?, json? }.
 * @return {Promise<Object>} { ttfb, php, queries, status, json, ids, total }.
 */
export async function timed( request, auth, item ) {
	let headers = auth;
	let body;
	if ( item.form ) {
		headers = {
			...auth,
			'Content-Type': 'application/x-www-form-urlencoded',
		};
		body = new URLSearchParams( item.form ).toString();
	} else if ( item.json ) {
		headers = { ...auth, 'Content-Type': 'application/json' };
		body = JSON.stringify( item.json );
	}
	const answer = await request( item.method, item.path, { headers, body } );
	let json = null;
	try {
		json = JSON.parse( answer.body );
	} catch {}
	// admin-ajax answers { success, data: [...] }; REST a list.
	const list = Array.isArray( json?.data ) ? json.data : json;
	return {
		ttfb: answer.ttfb,
		...serverTiming( answer.headers ),
		status: answer.status,
		json,
		ids: Array.isArray( list ) ? list.map( ( row ) => row.id ) : null,
		total: Number( answer.headers[ 'x-wp-total' ] ?? NaN ),
	};
}

/**
 * The media grid's first page (newest first), as wp.media asks for it.
 *
 * @param {Object} [extra] More query fields (query[uip_folder]).
 * @return {Object} The case's request.
 */
function gridPage( extra = {} ) {
	return {
		method: 'POST',
		path: '/wp-admin/admin-ajax.php',
		form: {
			action: 'query-attachments',
			'query[orderby]': 'date',
			'query[order]': 'DESC',
			'query[posts_per_page]': String( PER_PAGE ),
			'query[paged]': '1',
			...extra,
		},
	};
}

/**
 * The read cases: the stock media library's first pages (grid and REST)
 * and the folders' reads, each compared with the stock page it stands for
 * (`base`): the tree with the grid's first page, a folder's grid page with
 * the grid's, its REST page with REST's.
 *
 * @param {Object} seeded The seeder's summary.
 * @return {Object[]} Cases: { key, label, method, path, form?, base?, check? }.
 */
export function readCases( seeded ) {
	const big = seeded.bigFolder;
	// An item of folder `big` is the seed's item k with k % 10 = 0 (ids from firstItem).
	const inBig = ( id ) => ( id - seeded.firstItem ) % 10 === 0;
	const inNone = ( id ) => ( id - seeded.firstItem ) % 10 === 9;
	return [
		{
			key: 'stock',
			label: `stock media grid, first page (query-attachments, ${ PER_PAGE })`,
			...gridPage(),
		},
		{
			key: 'tree',
			base: 'stock',
			label: `folder tree with counts (GET /uipress/v1/folders/${ KIND })`,
			method: 'GET',
			path: `/wp-json/uipress/v1/folders/${ KIND }`,
			check: ( answer ) =>
				Array.isArray( answer.json?.folders )
					? `${ answer.json.folders.length } folders, all ${ answer.json.all }, uncategorised ${ answer.json.uncategorised }`
					: 'no tree',
		},
		{
			key: 'grid',
			base: 'stock',
			label: `a folder's first page, media grid (query[uip_folder]=${ big })`,
			...gridPage( { 'query[uip_folder]': String( big ) } ),
			check: filteredBy( inBig ),
		},
		{
			key: 'rest',
			base: 'restStock',
			label: `a folder's first page, REST (wp/v2/media?uip_folder=${ big })`,
			method: 'GET',
			path: `/wp-json/wp/v2/media?uip_folder=${ big }&per_page=${ PER_PAGE }`,
			check: filteredBy( inBig ),
		},
		{
			key: 'restStock',
			label: `REST first page, no folder (wp/v2/media, ${ PER_PAGE })`,
			method: 'GET',
			path: `/wp-json/wp/v2/media?per_page=${ PER_PAGE }`,
		},
		{
			key: 'uncategorised',
			base: 'stock',
			label: 'Uncategorised first page, media grid (query[uip_folder]=0)',
			...gridPage( { 'query[uip_folder]': '0' } ),
			check: filteredBy( inNone ),
		},
	];
}

/**
 * A check that every listed id belongs where the filter should have kept it.
 *
 * @param {Function} belongs Whether an id is in the folder.
 * @return {Function} Answer → what it held.
 */
function filteredBy( belongs ) {
	return ( answer ) => {
		if ( ! answer.ids ) {
			return 'no list';
		}
		const outside = answer.ids.filter( ( id ) => ! belongs( id ) ).length;
		answer.unfiltered = outside > 0;
		return outside === 0 && answer.ids.length
			? `${ answer.ids.length } items, all in the folder`
			: `${ answer.ids.length } items, ${ outside } NOT in the folder (filter not applied)`;
	};
}

/**
 * The move cases: the seed's 500 items to the second folder, then back.
 *
 * @param {Object} seeded The seeder's summary.
 * @return {Object[]} Cases.
 */
export function moveCases( seeded ) {
	const move = ( folder ) => ( {
		method: 'POST',
		path: `/wp-json/uipress/v1/folders/${ KIND }/items`,
		json: { ids: seeded.moveIds, folder },
		check: ( answer ) =>
			answer.status === 200
				? `moved ${ answer.json?.moved }`
				: `HTTP ${ answer.status } ${ answer.json?.code ?? '' }`,
	} );
	return [
		{
			key: 'moveOut',
			label: `move ${ seeded.moveIds.length } items into a folder (POST …/items)`,
			...move( seeded.moveTo ),
		},
		{
			key: 'moveBack',
			label: `move them back`,
			...move( seeded.moveFrom ),
		},
	];
}

/**
 * One warm-up round (not counted), then `runs` rounds; in each, every read
 * case once, one request at a time, starting one further each round (a
 * machine busy with other work slows all alike), then the moves in order
 * (out, then back: the site is left as seeded).
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Authentication headers.
 * @param {Object[]} reads   Read cases.
 * @param {Object[]} moves   Move cases (empty: not measured).
 * @param {number}   runs    Rounds counted.
 * @return {Promise<Object<string, Object[]>>} Samples per case key.
 */
export async function measure( request, auth, reads, moves, runs ) {
	const samples = Object.fromEntries(
		[ ...reads, ...moves ].map( ( item ) => [ item.key, [] ] )
	);
	for ( let run = -1; run < runs; run++ ) {
		const order = reads.map(
			( _, index ) => reads[ ( index + run + 1 ) % reads.length ]
		);
		for ( const item of [ ...order, ...moves ] ) {
			const answer = await timed( request, auth, item );
			if ( run >= 0 ) {
				samples[ item.key ].push( answer );
			}
		}
	}
	return samples;
}
