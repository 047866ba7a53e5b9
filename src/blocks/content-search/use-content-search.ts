/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import { useCreateNotification } from '../../engine/notifications/use-create-notification';
import {
	type PostsQuery,
	type SearchPage,
	searchContent,
} from '../shared/posts-api';

/** What is asked: the text, the type filter and how many pages. */
export interface SearchRequest {
	text: string;
	filter: string;
	page: number;
}

export interface ContentSearchState {
	request: SearchRequest;
	/** The answer for `shownFor`, gathered over its pages. */
	results: SearchPage;
	/** The request the results answer; undefined before any. */
	shownFor?: SearchRequest;
	loading: boolean;
	setText: ( text: string ) => void;
	setFilter: ( filter: string ) => void;
	showMore: () => void;
}

const NO_RESULTS: SearchPage = {
	posts: [],
	total: 0,
	totalPages: 0,
	types: [],
};

const same = ( a: SearchRequest, b: SearchRequest ) =>
	a.text === b.text && a.filter === b.filter && a.page === b.page;

/**
 * A content search (spec: search block). Clearing the text empties the
 * results; a request is not sent while one runs: when it ends, the text
 * typed meanwhile is searched (the last one wins) and the finished,
 * outdated answer is dropped. Failures toast the server's message.
 *
 * @param base Where to search (types, page size, author).
 */
export function useContentSearch(
	base: Omit< PostsQuery, 'search' | 'page' >
): ContentSearchState {
	const notify = useCreateNotification();
	const [ request, setRequest ] = useState< SearchRequest >( {
		text: '',
		filter: 'all',
		page: 1,
	} );
	const [ results, setResults ] = useState< SearchPage >( NO_RESULTS );
	const [ shownFor, setShownFor ] = useState< SearchRequest >();
	const [ loading, setLoading ] = useState( false );
	const latest = useRef( request );
	latest.current = request;
	const running = useRef( false );
	const mounted = useRef( true );
	const baseKey = JSON.stringify( base );

	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const send = useCallback(
		( asked: SearchRequest ) => {
			if ( ! asked.text.trim() ) {
				setResults( NO_RESULTS );
				setShownFor( undefined );
				setLoading( false );
				return;
			}
			if ( running.current ) {
				return; // Picked up when the running one ends.
			}
			running.current = true;
			setLoading( true );
			const where = JSON.parse( baseKey ) as typeof base;
			searchContent(
				{ ...where, search: asked.text, page: asked.page },
				asked.filter
			)
				.then( ( answer ) => {
					running.current = false;
					if ( ! mounted.current ) {
						return;
					}
					if ( ! same( asked, latest.current ) ) {
						send( latest.current );
						return;
					}
					setResults( ( shown ) =>
						asked.page > 1
							? {
									...answer,
									posts: [ ...shown.posts, ...answer.posts ],
								}
							: answer
					);
					setShownFor( asked );
					setLoading( false );
					if ( asked.page === 1 ) {
						speak(
							answer.total
								? sprintf(
										/* translators: %d: number of results. */
										_n(
											'%d result found.',
											'%d results found.',
											answer.total,
											'uipress'
										),
										answer.total
									)
								: __( 'Nothing found.', 'uipress' )
						);
					}
				} )
				.catch( ( error: unknown ) => {
					running.current = false;
					if ( ! mounted.current ) {
						return;
					}
					if ( ! same( asked, latest.current ) ) {
						send( latest.current );
						return;
					}
					setLoading( false );
					notify( { title: errorMessage( error ), status: 'error' } );
				} );
		},
		[ baseKey, notify ]
	);

	useEffect( () => send( request ), [ request, send ] );

	return {
		request,
		results,
		shownFor,
		loading,
		setText: ( text ) =>
			setRequest( ( asked ) => ( { ...asked, text, page: 1 } ) ),
		setFilter: ( filter ) =>
			setRequest( ( asked ) => ( { ...asked, filter, page: 1 } ) ),
		showMore: () =>
			setRequest( ( asked ) => ( { ...asked, page: asked.page + 1 } ) ),
	};
}
