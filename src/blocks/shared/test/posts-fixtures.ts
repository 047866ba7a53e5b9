/**
 * What the posts blocks' tests share: rows as the routes give them, a fake
 * of the network boundary (apiFetch's fetch handler) that records each
 * request, and the toasts shown.
 */

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { notificationsStore } from '../../../engine/notifications';
import type { PostRow } from '../posts-api';

/**
 * A post row.
 *
 * @param id    Post id.
 * @param extra Fields to change.
 */
export function row( id: number, extra: Partial< PostRow > = {} ): PostRow {
	return {
		id,
		name: `Post ${ id }`,
		link: `https://example.test/?p=${ id }`,
		editLink: `https://example.test/wp-admin/post.php?post=${ id }&action=edit`,
		author: 'Ada',
		authorLink: '',
		date: '2026-11-20T10:00:00',
		modified: '2026-11-21T10:00:00',
		status: 'publish',
		statusLabel: 'Published',
		type: 'post',
		typeLabel: 'Post',
		categories: [ 'News' ],
		tags: [],
		img: '',
		canEdit: true,
		canDelete: true,
		...extra,
	};
}

/** A recorded request: its path split into route and query, and its body. */
export interface Recorded {
	route: string;
	query: URLSearchParams;
	method: string;
	data: unknown;
}

/**
 * Answers every request with `answer` (a value, or a promise, or a thrown
 * error) and records it.
 *
 * @param answer Gives the response for a request.
 */
export function answerRequests(
	answer: ( request: Recorded ) => unknown
): Recorded[] {
	const requests: Recorded[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const [ route = '', query = '' ] = ( options.path ?? '' ).split( '?' );
		const params = new URLSearchParams( query );
		const request: Recorded = {
			route,
			query: params,
			// apiFetch sends DELETE as POST with the method in a header, which
			// WordPress reads.
			method:
				( options.headers as Record< string, string > | undefined )?.[
					'X-HTTP-Method-Override'
				] ??
				options.method ??
				'GET',
			data: options.data,
		};
		requests.push( request );
		return answer( request );
	} );
	return requests;
}

/** The titles of the toasts shown, oldest first. */
export function toastTitles(): string[] {
	return select( notificationsStore )
		.getNotifications()
		.map( ( { title } ) => title );
}

/** Removes every toast (between tests). */
export function clearToasts(): void {
	for ( const { uid } of select( notificationsStore ).getNotifications() ) {
		dispatch( notificationsStore ).removeNotification( uid );
	}
}

/**
 * A list parameter of a recorded request (`postTypes[0]=post&…`).
 *
 * @param request The request.
 * @param name    The parameter.
 */
export function listParam( request: Recorded | undefined, name: string ) {
	return [ ...( request?.query.entries() ?? [] ) ]
		.filter( ( [ key ] ) => key.startsWith( `${ name }[` ) )
		.map( ( [ , value ] ) => value );
}
