/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { TodoItem } from '../items';

/** A request the block made, as the fake server saw it. */
export interface SeenRequest {
	method: string;
	path: string;
	value?: unknown;
	keepalive: boolean;
}

export interface FakeServer {
	requests: SeenRequest[];
	/** The saves (POSTs) only. */
	saves: () => SeenRequest[];
	/** What the server holds. */
	stored: () => unknown;
	/** The next requests of this method fail with this REST error. */
	failNext: ( method: 'GET' | 'POST', message: string ) => void;
}

/**
 * Answers `uipress/v1/preferences/<key>` in place of WordPress (the boundary
 * of these tests): GET gives `{ key, value }`, POST stores `value`. A failure
 * rejects as apiFetch does with a REST error body (`{ code, message }`).
 *
 * @param initial What the user saved before (null: never).
 */
export function fakePreferenceServer( initial: unknown = null ): FakeServer {
	let stored: unknown = initial;
	const requests: SeenRequest[] = [];
	const failures: Record< string, string | undefined > = {};
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const method = options.method ?? 'GET';
		const path = options.path ?? '';
		const { value } = ( options.data ?? {} ) as { value?: unknown };
		requests.push( {
			method,
			path,
			keepalive: options.keepalive === true,
			...( method === 'POST' && { value } ),
		} );
		if (
			! /^\/uipress\/v1\/preferences\/uip-todo-list(\?|$)/.test( path )
		) {
			throw { code: 'rest_no_route', message: 'No route.' };
		}
		const failure = failures[ method ];
		if ( failure !== undefined ) {
			failures[ method ] = undefined;
			throw { code: 'uipress_test_failure', message: failure };
		}
		if ( method === 'POST' ) {
			stored = value;
			return { success: true, key: 'uip-todo-list', value };
		}
		return { key: 'uip-todo-list', value: stored };
	} );
	return {
		requests,
		saves: () =>
			requests.filter( ( request ) => request.method === 'POST' ),
		stored: () => stored,
		failNext: ( method, message ) => {
			failures[ method ] = message;
		},
	};
}

/**
 * A to-do as stored.
 *
 * @param name        Its name.
 * @param done        Whether it is done.
 * @param description Its description.
 */
export function todo( name: string, done = false, description = '' ): TodoItem {
	return { name, description, done };
}
