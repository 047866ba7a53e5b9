/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../components/utils/api';
import { isRecord } from '../../../shared/is-record';
import type { PageRequest, PagedAnswer } from '../../api/paging';
import { pageRequest } from './page-request';

/** Asks the server for one page of rows matching a query. */
export type FetchPage< Item, Query > = (
	query: Query,
	request: PageRequest,
	signal: AbortSignal
) => Promise< PagedAnswer< Item > >;

export interface PagedList< Item > {
	/** The page on screen (kept while the next one loads). */
	answer: PagedAnswer< Item > | undefined;
	loading: boolean;
	/** The server's message when the last request failed. */
	error: string | null;
	/** Its HTTP status (403 refused, 404 no such route), when it had one. */
	errorStatus: number | null;
	/** Asks for the page shown again (after an action changed rows). */
	refresh: () => void;
}

/**
 * The HTTP status of a failed apiFetch (a WP_Error's `data.status`).
 *
 * @param failure What the request rejected with.
 */
export function failureStatus( failure: unknown ): number | null {
	const data = isRecord( failure ) ? failure.data : undefined;
	return isRecord( data ) && typeof data.status === 'number'
		? data.status
		: null;
}

interface Shown< Item > {
	key: string;
	answer: PagedAnswer< Item >;
}

/**
 * One page of a server-paged list. Moving to the page beside the one shown
 * goes by its cursor (pageRequest); a changed query starts again by number.
 * An answer that comes after a newer request was sent is dropped.
 *
 * @param fetchPage The request (stable, or the list asks again each render).
 * @param query     The filters, search and order; compared by value.
 * @param page      The page the view asks for.
 * @param perPage   Rows per page.
 * @param enabled   False asks nothing (the builder's preview, no access).
 */
export function usePagedList< Item, Query >(
	fetchPage: FetchPage< Item, Query >,
	query: Query,
	page: number,
	perPage: number,
	enabled = true
): PagedList< Item > {
	const [ shown, setShown ] = useState< Shown< Item > | undefined >();
	const [ loading, setLoading ] = useState( enabled );
	const [ error, setError ] = useState< string | null >( null );
	const [ errorStatus, setErrorStatus ] = useState< number | null >( null );
	const [ reloads, setReloads ] = useState( 0 );
	const key = JSON.stringify( [ query, perPage ] );
	const shownRef = useRef( shown );
	shownRef.current = shown;
	const queryRef = useRef( query );
	queryRef.current = query;

	useEffect( () => {
		if ( ! enabled ) {
			setLoading( false );
			return;
		}
		const current = shownRef.current;
		const sameQuery = current?.key === key ? current.answer : undefined;
		// A reload asks for the page shown again by number: its cursor
		// named the rows as they were.
		const request =
			sameQuery && sameQuery.page === page
				? { page, perPage }
				: pageRequest( page, perPage, sameQuery );
		const controller = new AbortController();
		setLoading( true );
		fetchPage( queryRef.current, request, controller.signal )
			.then( ( answer ) => {
				if ( ! controller.signal.aborted ) {
					setShown( { key, answer } );
					setError( null );
					setErrorStatus( null );
					setLoading( false );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( ! controller.signal.aborted ) {
					setError( errorMessage( failure ) );
					setErrorStatus( failureStatus( failure ) );
					setLoading( false );
				}
			} );
		return () => controller.abort();
	}, [ fetchPage, key, page, perPage, enabled, reloads ] );

	const refresh = useCallback( () => setReloads( ( n ) => n + 1 ), [] );
	return { answer: shown?.answer, loading, error, errorStatus, refresh };
}
