/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import type { DynamicMatch, QuerySettings } from '../types';
import { BLOCK_QUERY_PATH } from './constants';

export interface BlockQueryRequest {
	query: QuerySettings;
	/** JSON of the block's children. */
	blockString: string;
	page: number;
	search: string;
}

/** A checked response: what the loop renders. */
export interface BlockQueryResult {
	ids: number[];
	found: number;
	totalPages: number;
	matches: Record< number, DynamicMatch[] >;
}

/** A failure with the message to show (the server's, when it sent one). */
export class BlockQueryError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'BlockQueryError';
	}
}

function messageOf( value: unknown ): string | undefined {
	return isRecord( value ) &&
		typeof value.message === 'string' &&
		value.message
		? value.message
		: undefined;
}

function toMatches( value: unknown ): DynamicMatch[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.flatMap( ( entry ): DynamicMatch[] =>
		isRecord( entry ) &&
		typeof entry.match === 'string' &&
		[ 'string', 'number', 'boolean' ].includes( typeof entry.replace )
			? [ { match: entry.match, replace: String( entry.replace ) } ]
			: []
	);
}

/**
 * Checks the response of `POST uipress/v1/block-query`. `matches` may come
 * as a list when empty (PHP encodes an empty array that way).
 *
 * @param response   The parsed body.
 * @param badMessage Message when the body is not the expected shape.
 */
export function parseBlockQueryResponse(
	response: unknown,
	badMessage: string
): BlockQueryResult {
	if ( ! isRecord( response ) ) {
		throw new BlockQueryError( badMessage );
	}
	if ( response.error || response.success === false ) {
		throw new BlockQueryError( messageOf( response ) ?? badMessage );
	}
	const items = response.items;
	if ( ! isRecord( items ) || ! Array.isArray( items.list ) ) {
		throw new BlockQueryError( badMessage );
	}
	const ids = items.list.flatMap( ( item ): number[] =>
		isRecord( item ) && typeof item.ID === 'number' ? [ item.ID ] : []
	);
	const matches: Record< number, DynamicMatch[] > = {};
	if ( isRecord( items.matches ) ) {
		for ( const [ id, list ] of Object.entries( items.matches ) ) {
			matches[ Number( id ) ] = toMatches( list );
		}
	}
	const count = ( value: unknown ) =>
		typeof value === 'number' && Number.isFinite( value )
			? Math.max( 0, Math.floor( value ) )
			: 0;
	return {
		ids,
		found: count( items.found ),
		totalPages: count( items.totalPages ),
		matches,
	};
}

/**
 * Runs a block query on the server.
 *
 * @param request    Query settings, children JSON, page and search.
 * @param badMessage Message when the server's answer is unusable.
 * @param signal     Aborts the request.
 * @throws BlockQueryError with the server's message; AbortError when aborted.
 */
export async function fetchBlockQuery(
	request: BlockQueryRequest,
	badMessage: string,
	signal?: AbortSignal
): Promise< BlockQueryResult > {
	let response: unknown;
	try {
		response = await apiFetch( {
			path: BLOCK_QUERY_PATH,
			method: 'POST',
			data: request,
			signal,
		} );
	} catch ( error ) {
		if ( isRecord( error ) && error.name === 'AbortError' ) {
			throw error;
		}
		throw new BlockQueryError( messageOf( error ) ?? badMessage );
	}
	return parseBlockQueryResponse( response, badMessage );
}
