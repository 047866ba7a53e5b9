/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { BlockQueryRequest } from '../fetch-block-query';

export interface RecordedRequest {
	path: string;
	method: string | undefined;
	data: BlockQueryRequest;
}

type Answer = ( request: RecordedRequest ) => unknown;

/**
 * Answers apiFetch requests in place of the server (the boundary of these
 * tests): `answer` returns the body, or throws a REST error object.
 *
 * @param answer Builds the response for a request.
 * @return The requests made, in order.
 */
export function answerRequests( answer: Answer ): RecordedRequest[] {
	const requests: RecordedRequest[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const request = {
			path: options.path ?? '',
			method: options.method,
			data: options.data as BlockQueryRequest,
		};
		requests.push( request );
		return answer( request );
	} );
	return requests;
}

/**
 * A block-query response listing `ids`, with a title match per id.
 *
 * @param ids        Result ids on this page.
 * @param totalPages Number of pages.
 * @param title      Title of a result.
 */
export function titles(
	ids: number[],
	totalPages = 1,
	title: ( id: number ) => string = ( id ) => `Post ${ id }`
) {
	return {
		success: true,
		items: {
			list: ids.map( ( ID ) => ( { ID } ) ),
			found: ids.length * totalPages,
			totalPages,
			matches: Object.fromEntries(
				ids.map( ( id ) => [
					id,
					[ { match: '{{post_title}}', replace: title( id ) } ],
				] )
			),
		},
	};
}
