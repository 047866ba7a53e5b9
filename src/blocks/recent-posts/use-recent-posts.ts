/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import { useCreateNotification } from '../../engine/notifications/use-create-notification';
import { PAGE_EVENTS, usePageEvent } from '../../runtime/events';
import {
	type PostRow,
	type PostsQuery,
	fetchRecentPosts,
	wasAborted,
} from '../shared/posts-api';

export interface RecentPostsState {
	posts: PostRow[];
	loading: boolean;
	/** Whether there is a further page. */
	more: boolean;
	/** Adds the next page below. */
	showMore: () => void;
}

/**
 * The latest posts of a query, a page at a time: `showMore()` appends the
 * next page. Loaded again from the first page when the content frame
 * finishes loading a page. A failure toasts the server's message (spec §8).
 *
 * @param query The query, without the page.
 */
export function useRecentPosts(
	query: Omit< PostsQuery, 'page' | 'search' >
): RecentPostsState {
	const notify = useCreateNotification();
	const [ page, setPage ] = useState( 1 );
	const [ state, setState ] = useState( {
		posts: [] as PostRow[],
		loading: true,
		totalPages: 0,
	} );
	const [ version, setVersion ] = useState( 0 );
	const key = JSON.stringify( query );

	// Another query starts again from its first page.
	useEffect( () => setPage( 1 ), [ key ] );
	// So does a page the frame finished loading (it may have published,
	// edited or trashed a post), or a post the block editor saved.
	const reload = useCallback( () => {
		setPage( 1 );
		setVersion( ( n ) => n + 1 );
	}, [] );
	usePageEvent( PAGE_EVENTS.loadFinish, reload );
	usePageEvent( PAGE_EVENTS.postSaved, reload );

	useEffect( () => {
		const controller = new AbortController();
		setState( ( current ) => ( { ...current, loading: true } ) );
		fetchRecentPosts(
			{ ...( JSON.parse( key ) as typeof query ), page, search: '' },
			controller.signal
		)
			.then( ( answer ) =>
				setState( ( current ) => ( {
					posts:
						page === 1
							? answer.posts
							: [ ...current.posts, ...answer.posts ],
					loading: false,
					totalPages: answer.totalPages,
				} ) )
			)
			.catch( ( error: unknown ) => {
				if ( wasAborted( error ) ) {
					return;
				}
				setState( ( current ) => ( { ...current, loading: false } ) );
				notify( { title: errorMessage( error ), status: 'error' } );
			} );
		return () => controller.abort();
	}, [ key, page, version, notify ] );

	const showMore = useCallback( () => setPage( ( n ) => n + 1 ), [] );
	return {
		posts: state.posts,
		loading: state.loading,
		more: page < state.totalPages,
		showMore,
	};
}
