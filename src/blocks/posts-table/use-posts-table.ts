/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import { useCreateNotification } from '../../engine/notifications/use-create-notification';
import { PAGE_EVENTS, usePageEvent } from '../../runtime/events';
import {
	type PostRow,
	type PostsTableQuery,
	fetchPostsTable,
	wasAborted,
} from '../shared/posts-api';

export interface PostsTableState {
	rows: PostRow[];
	total: number;
	totalPages: number;
	loading: boolean;
	/** Loads the current page again (after a delete). */
	refresh: () => void;
}

/**
 * The rows of a query, loaded again whenever the query changes and when the
 * content frame finishes loading a page. A newer
 * request replaces one still running (its answer is dropped); a failure
 * toasts the server's message (spec §8) and keeps the rows shown.
 *
 * @param query The query.
 */
export function usePostsTable( query: PostsTableQuery ): PostsTableState {
	const notify = useCreateNotification();
	const [ state, setState ] = useState( {
		rows: [] as PostRow[],
		total: 0,
		totalPages: 0,
		loading: true,
	} );
	const [ version, setVersion ] = useState( 0 );
	const key = JSON.stringify( query );
	const latest = useRef( query );
	latest.current = query;

	useEffect( () => {
		const controller = new AbortController();
		setState( ( current ) => ( { ...current, loading: true } ) );
		fetchPostsTable( latest.current, controller.signal )
			.then( ( page ) => {
				setState( {
					rows: page.posts,
					total: page.total,
					totalPages: page.totalPages,
					loading: false,
				} );
			} )
			.catch( ( error: unknown ) => {
				if ( wasAborted( error ) ) {
					return;
				}
				setState( ( current ) => ( { ...current, loading: false } ) );
				notify( { title: errorMessage( error ), status: 'error' } );
			} );
		return () => controller.abort();
	}, [ key, version, notify ] );

	const refresh = useCallback( () => setVersion( ( n ) => n + 1 ), [] );
	// A page the frame finished loading may have published, edited or
	// trashed a post, and the block editor saves without loading one: the
	// rows shown are loaded again.
	usePageEvent( PAGE_EVENTS.loadFinish, refresh );
	usePageEvent( PAGE_EVENTS.postSaved, refresh );
	return { ...state, refresh };
}
