/**
 * What npm run bench:users times (tools/bench/users.mjs): the pages of
 * UiPress's users and activity routes and, for the users, core's
 * wp/v2/users asking for the same rows, and how a round of them is taken.
 */
import { serverTiming } from './rest-client.mjs';

export const PER_PAGE = 20;

/**
 * A timed GET of a REST route, kept whatever its status.
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Authentication headers.
 * @param {string}   route   Route and query, after /wp-json.
 * @return {Promise<Object>} { ttfb, php, route, queries, status, json, total, totalPages }.
 */
export async function timedGet( request, auth, route ) {
	const answer = await request( 'GET', `/wp-json${ route }`, {
		headers: auth,
	} );
	let json = null;
	try {
		json = JSON.parse( answer.body );
	} catch {}
	return {
		ttfb: answer.ttfb,
		...serverTiming( answer.headers ),
		status: answer.status,
		json,
		total: Number( answer.headers[ 'x-wp-total' ] ?? NaN ),
		totalPages: Number( answer.headers[ 'x-wp-totalpages' ] ?? NaN ),
	};
}

/**
 * Whether a route of UiPress answers (404 rest_no_route while it is not
 * written yet, or with user management off).
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Authentication headers.
 * @param {string}   route   Route, after /wp-json.
 * @return {Promise<{ok: boolean, why: string, answer: Object}>} Whether, and why not.
 */
export async function probe( request, auth, route ) {
	const answer = await timedGet( request, auth, route );
	const ok = answer.status === 200 && Array.isArray( answer.json?.items );
	return {
		ok,
		why: ok
			? ''
			: `HTTP ${ answer.status } ${ answer.json?.code ?? '' }`.trim(),
		answer,
	};
}

/**
 * The users cases: each UiPress page beside core's page of the same rows
 * (same order, same filter), as an administrator.
 *
 * @param {Object} found
 * @param {string} found.search     A last name of about 1 % of the users.
 * @param {string} found.nextCursor The cursor of UiPress's second page (newest first).
 * @param {number} found.pages      Pages of 20 of all users.
 * @return {Object[]} Cases: { label, ours, peers: [{ name, route }] }.
 */
export function usersCases( { search, nextCursor, pages } ) {
	const ours = `/uipress/v1/users?per_page=${ PER_PAGE }`;
	const core = `/wp/v2/users?per_page=${ PER_PAGE }&context=edit`;
	const newest = '&orderby=registered&order=desc';
	const coreNewest = '&orderby=registered_date&order=desc';
	const middle = Math.max( 1, Math.round( pages / 2 ) );
	return [
		{
			label: 'users, first page (newest registered first)',
			ours: `${ ours }${ newest }`,
			peers: [ { name: 'core', route: `${ core }${ coreNewest }` } ],
		},
		{
			label: 'users, first page by name',
			ours: `${ ours }&orderby=name&order=asc`,
			peers: [
				{ name: 'core', route: `${ core }&orderby=name&order=asc` },
			],
		},
		{
			label: `users, filtered (role author, search "${ search }", newest first)`,
			ours: `${ ours }${ newest }&roles[]=author&search=${ search }`,
			peers: [
				{
					name: 'core',
					route: `${ core }${ coreNewest }&roles=author&search=${ search }`,
				},
			],
		},
		{
			label: 'users, next page (UiPress by cursor, core page=2)',
			ours: `${ ours }${ newest }&cursor=${ encodeURIComponent(
				nextCursor
			) }`,
			peers: [
				{ name: 'core', route: `${ core }${ coreNewest }&page=2` },
			],
		},
		{
			label: `users, a middle page (page ${ middle } of ${ pages }, both by page number)`,
			ours: `${ ours }${ newest }&page=${ middle }`,
			peers: [
				{
					name: 'core',
					route: `${ core }${ coreNewest }&page=${ middle }`,
				},
			],
		},
		{
			label: `users, last page (UiPress cursor=last, core page=${ pages })`,
			ours: `${ ours }${ newest }&cursor=last`,
			peers: [
				{
					name: 'core',
					route: `${ core }${ coreNewest }&page=${ pages }`,
				},
			],
		},
	];
}

/**
 * The activity cases (UiPress only: core has no log).
 *
 * @param {Object} found
 * @param {number} found.user       The user of the filtered page (the site's admin).
 * @param {string} found.nextCursor The cursor of the log's second page.
 * @param {number} found.pages      Pages of 20 of the whole log.
 * @return {Object[]} Cases.
 */
export function activityCases( { user, nextCursor, pages } ) {
	const ours = `/uipress/v1/activity?per_page=${ PER_PAGE }`;
	const middle = Math.max( 1, Math.round( pages / 2 ) );
	return [
		{ label: 'activity, first page (newest first)', ours, peers: [] },
		{
			label: `activity, filtered (user ${ user }, action post.updated)`,
			ours: `${ ours }&user=${ user }&action[]=post.updated`,
			peers: [],
		},
		{
			label: 'activity, next page by cursor',
			ours: `${ ours }&cursor=${ encodeURIComponent( nextCursor ) }`,
			peers: [],
		},
		{
			label: `activity, a middle page (page ${ middle } of ${ pages })`,
			ours: `${ ours }&page=${ middle }`,
			peers: [],
		},
		{
			label: 'activity, last page (cursor=last)',
			ours: `${ ours }&cursor=last`,
			peers: [],
		},
	];
}

/**
 * One warm-up round (not counted), then `runs` rounds; in each, every case's
 * sides once, one request at a time, taking turns on which goes first, so a
 * machine busy with other work slows all alike.
 *
 * @param {Function} request The client's request().
 * @param {Object}   auth    Authentication headers.
 * @param {Object[]} cases   Cases (`ours` null: core's side only).
 * @param {number}   runs    Rounds counted.
 * @return {Promise<Object[][][]>} Samples per case, per side (ours first).
 */
export async function measureCases( request, auth, cases, runs ) {
	const samples = cases.map( ( item ) =>
		[ item.ours, ...item.peers ].map( () => [] )
	);
	for ( let run = -1; run < runs; run++ ) {
		for ( const [ index, item ] of cases.entries() ) {
			const routes = [
				item.ours,
				...item.peers.map( ( peer ) => peer.route ),
			];
			for ( let turn = 0; turn < routes.length; turn++ ) {
				const who = ( run + 1 + index + turn ) % routes.length;
				// UiPress's route may not be written yet: core's side alone.
				if ( ! routes[ who ] ) {
					continue;
				}
				const answer = await timedGet( request, auth, routes[ who ] );
				if ( run >= 0 ) {
					samples[ index ][ who ].push( answer );
				}
			}
		}
	}
	return samples;
}

/**
 * What an answer held, as printed: UiPress's paging shape or core's list.
 *
 * @param {Object} answer A sample.
 * @return {string} E.g. "20 rows of 100,001 (page 5,001/5,001)".
 */
export function held( answer ) {
	const json = answer.json;
	if ( answer.status !== 200 ) {
		return `HTTP ${ answer.status } ${ json?.code ?? '' } ${
			json?.message ?? ''
		}`.trim();
	}
	if ( Array.isArray( json?.items ) ) {
		return `${ json.items.length } rows of ${ Number(
			json.total
		).toLocaleString( 'en' ) } (page ${ Number( json.page ).toLocaleString(
			'en'
		) }/${ Number( json.totalPages ).toLocaleString( 'en' ) })`;
	}
	if ( Array.isArray( json ) ) {
		return `${ json.length } rows of ${ answer.total.toLocaleString(
			'en'
		) } (X-WP-Total)`;
	}
	return 'answered';
}

/**
 * Whether two answers list the same users in the same order.
 *
 * @param {Object} ours   UiPress's answer.
 * @param {Object} theirs Core's answer.
 * @return {string} 'yes', or how they differ.
 */
export function sameRows( ours, theirs ) {
	const a = ( ours.json?.items ?? [] ).map( ( row ) => row.id );
	const b = ( Array.isArray( theirs.json ) ? theirs.json : [] ).map(
		( row ) => row.id
	);
	if ( a.length && a.join() === b.join() ) {
		return 'yes';
	}
	// Users of the same name (ties of a sort by name) may come in either order.
	const names = ( rows ) => rows.map( ( row ) => row.name ).join( '\n' );
	if (
		a.length &&
		names( ours.json.items ) ===
			names( Array.isArray( theirs.json ) ? theirs.json : [] )
	) {
		return 'the same names in the same order (namesakes in another order)';
	}
	const shared = a.filter( ( id ) => b.includes( id ) ).length;
	return `no (${ shared } of ${ a.length } ids shared${
		a.length === b.length ? ', other order' : ''
	})`;
}
