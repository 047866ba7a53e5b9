/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications/use-create-notification';
import type { BlockComponentProps } from '../../engine/types';
import {
	chosenPostTypes,
	limitedToAuthor,
	postsPerPage,
} from '../shared/post-options';
import type { PostRow } from '../shared/posts-api';
import { DataViews } from './data-views';
import { POST_ACTIONS, type PostActionName, postActions } from './actions';
import { postFields } from './fields';
import { chosenFolder } from './folder-option';
import { usePostsTable } from './use-posts-table';
import { useTableView } from './use-table-view';
import './posts-table.scss';

const SORTABLE = [ 'date', 'modified', 'name' ] as const;

/**
 * The actions the block enables (spec: actionsEnabled), all by default.
 *
 * @param value The stored option.
 */
function enabledActions( value: unknown ): PostActionName[] {
	if ( ! Array.isArray( value ) ) {
		return [ ...POST_ACTIONS ];
	}
	return POST_ACTIONS.filter( ( name ) => value.includes( name ) );
}

const getItemId = ( item: PostRow ) => String( item.id );

/**
 * The posts table block (spec: posts table): the user's posts of the
 * chosen types in a table or grid, searched, sorted and paged on the
 * server, with view, edit and delete.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function PostsTable( { options, mode }: BlockComponentProps ) {
	const postTypes = chosenPostTypes( options, 'activePostTypes', [ 'post' ] );
	const perPage = postsPerPage( options );
	const limitToAuthor = limitedToAuthor( options );
	const folder = chosenFolder( options );
	const searchDisabled = options.searchDisabled === true;
	const builder = mode === 'builder';
	const notify = useCreateNotification();
	const [ view, setView ] = useTableView( perPage, ! builder );

	const sortField = SORTABLE.find( ( field ) => field === view.sort?.field );
	const query = {
		search: searchDisabled ? '' : ( view.search ?? '' ),
		page: view.page ?? 1,
		perPage,
		postTypes,
		limitToAuthor,
		orderBy:
			sortField === 'name'
				? ( 'title' as const )
				: ( sortField ?? 'date' ),
		order: view.sort?.direction ?? 'desc',
		...( folder === undefined ? {} : { folder } ),
	};
	const { rows, total, totalPages, loading, refresh } =
		usePostsTable( query );

	const fields = useMemo( postFields, [] );
	const actionNames = enabledActions( options.actionsEnabled );
	const actionsKey = actionNames.join();
	const actions = useMemo(
		() =>
			postActions( {
				enabled: actionNames,
				inert: builder,
				notify,
				onDeleted: refresh,
			} ),
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the names, by value.
		[ actionsKey, builder, notify, refresh ]
	);

	return (
		<div className="uip-posts-table">
			<DataViews< PostRow >
				data={ rows }
				fields={ fields }
				view={ view }
				onChangeView={ setView }
				actions={ actions }
				getItemId={ getItemId }
				isLoading={ loading }
				search={ ! searchDisabled }
				searchLabel={ __( 'Search posts', 'uipress' ) }
				paginationInfo={ { totalItems: total, totalPages } }
				defaultLayouts={ {
					table: {},
					grid: {},
				} }
				empty={
					<p className="uip-posts-table__empty">
						{ __( 'Nothing posts found', 'uipress' ) }
					</p>
				}
			/>
		</div>
	);
}
