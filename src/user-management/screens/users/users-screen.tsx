/**
 * The page Manage users (`users.php?page=uip-users`): the users in a
 * DataViews list searched, filtered, sorted and paged on the server, a side
 * panel per user (`&user=<id>`), bulk actions, "Add user" and the CSV of
 * the current filters.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import type { View } from '@wordpress/dataviews/wp';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { download, plus } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { useRouteParam } from '../../../components/side-panel';
import ScreenShell from '../../../shared/components/screen-shell';
import { STORE_NAME as APP_STORE } from '../../../shared/store/app/constants';
import {
	fetchUsers,
	type UserRow,
	type UsersQuery,
	usersExportUrl,
} from '../../api/users';
import {
	PagedDataViews,
	usePagedDataViews,
} from '../../components/paged-data-views';
import ScreenSnackbars, {
	useSnackbar,
} from '../../components/screen-snackbars';
import {
	DEFAULT_USER_FIELDS,
	userFields,
} from '../../components/users-list/user-fields';
import {
	DEFAULT_SORT,
	usersQuery,
} from '../../components/users-list/users-query';
import { readUserManagementConfig } from '../../config';
import AddUserModal from './add-user-modal';
import { userActions } from './user-actions';
import UserPanel from './user-panel';
import '../../components/users-list/users-list.scss';
import './users-screen.scss';

/** The user preference that keeps this list's view choices. */
export const USERS_VIEW_PREFERENCE = 'uipUsersAppView';

const INITIAL_VIEW: View = {
	type: 'table',
	search: '',
	page: 1,
	perPage: 20,
	sort: DEFAULT_SORT,
	filters: [],
	titleField: 'name',
	mediaField: 'avatar',
	fields: DEFAULT_USER_FIELDS,
	layout: {},
};

const DEFAULT_LAYOUTS = { table: {}, list: {} };

const getItemId = ( user: UserRow ) => String( user.id );

/**
 * The screen.
 */
export default function UsersScreen() {
	const { setLoading } = useDispatch( APP_STORE );
	useEffect( () => {
		setLoading( false );
	}, [ setLoading ] );

	const config = useMemo( readUserManagementConfig, [] );
	const { roles, defaultRole, canCreateUsers, exportUrl, restNonce } =
		config.users;
	const fields = useMemo(
		() =>
			userFields(
				roles.map( ( role ) => ( {
					value: role.slug,
					label: role.name,
				} ) )
			),
		[ roles ]
	);
	const list = usePagedDataViews< UserRow, UsersQuery >( {
		preferenceKey: USERS_VIEW_PREFERENCE,
		initialView: INITIAL_VIEW,
		defaultLayouts: DEFAULT_LAYOUTS,
		toQuery: usersQuery,
		fetchPage: fetchUsers,
	} );
	const { refresh, view } = list;
	const notify = useSnackbar();
	const [ openUser, setOpenUser ] = useRouteParam( 'user' );
	const [ adding, setAdding ] = useState( false );
	const [ selection, setSelection ] = useState< string[] >( [] );

	const changed = useCallback( () => {
		setSelection( [] );
		refresh();
	}, [ refresh ] );
	const actions = useMemo(
		() =>
			userActions( {
				roles,
				onEdit: ( user ) => setOpenUser( String( user.id ) ),
				onChanged: changed,
				notify,
			} ),
		[ roles, setOpenUser, changed, notify ]
	);
	const openId = Number( openUser );

	return (
		<ScreenShell
			title={ __( 'Manage users', 'uipress' ) }
			loadingLabel={ __( 'Loading…', 'uipress' ) }
		>
			<div className="uip-users-screen">
				<div className="uip-users-screen__toolbar">
					{ canCreateUsers && (
						<Button
							__next40pxDefaultSize
							variant="primary"
							icon={ plus }
							onClick={ () => setAdding( true ) }
						>
							{ __( 'Add user', 'uipress' ) }
						</Button>
					) }
					{ exportUrl && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							icon={ download }
							href={ usersExportUrl(
								exportUrl,
								restNonce,
								usersQuery( view )
							) }
							download
						>
							{ __( 'Export CSV', 'uipress' ) }
						</Button>
					) }
				</div>
				<PagedDataViews< UserRow >
					list={ list }
					fields={ fields }
					actions={ actions }
					getItemId={ getItemId }
					searchLabel={ __( 'Search users', 'uipress' ) }
					selection={ selection }
					onChangeSelection={ setSelection }
					onClickItem={ ( user ) => setOpenUser( String( user.id ) ) }
					isItemClickable={ () => true }
					perPageSizes={ [ 10, 20, 50, 100 ] }
					empty={
						<p className="uip-users-list__empty">
							{ __( 'No users found.', 'uipress' ) }
						</p>
					}
				/>
				{ Number.isInteger( openId ) && openId > 0 && (
					<UserPanel
						key={ openId }
						id={ openId }
						roles={ roles }
						rolesUrl={ config.urls.roles }
						notify={ notify }
						onChanged={ refresh }
					/>
				) }
				{ adding && (
					<AddUserModal
						roles={ roles }
						defaultRole={ defaultRole }
						onClose={ () => setAdding( false ) }
						onAdded={ ( user ) => {
							setAdding( false );
							notify.success(
								sprintf(
									/* translators: %s: the new user's username. */
									__( 'User %s added.', 'uipress' ),
									user.login
								)
							);
							refresh();
						} }
					/>
				) }
				<ScreenSnackbars />
			</div>
		</ScreenShell>
	);
}
