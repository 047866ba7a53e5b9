/**
 * WordPress dependencies
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import type { View } from '@wordpress/dataviews/wp';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { download, seen } from '@wordpress/icons';
import { getQueryArg } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../components/utils/api';
import ScreenShell from '../../../shared/components/screen-shell';
import { STORE_NAME as APP_STORE } from '../../../shared/store/app/constants';
import {
	activityExportUrl,
	fetchActivity,
	fetchActivityActions,
	OBJECT_TYPES,
	type ActivityAction,
	type ActivityQuery,
	type ActivityRow,
} from '../../api/activity';
import { fetchUser, type UserRow } from '../../api/users';
import {
	PagedDataViews,
	usePagedDataViews,
} from '../../components/paged-data-views';
import UserPicker from '../../components/user-picker';
import { readUserManagementConfig } from '../../config';
import ActivityDetails from './activity-details';
import { activityFields } from './activity-fields';
import { activityQuery, type ActivityScope } from './activity-query';
import './activity-screen.scss';

/** The user preference that keeps this list's view choices. */
export const ACTIVITY_VIEW_PREFERENCE = 'uipActivityLogView';

const DEFAULT_LAYOUTS = { table: {}, list: {} };

const getItemId = ( row: ActivityRow ) => String( row.id );

/**
 * The filters a link to the log may carry (`&object_type=post&object_id=12`,
 * `&user=3`): "who changed this?" from another screen.
 */
function linkedFilters(): { view: View; scope: ActivityScope } {
	const href = window.location.href;
	const type = getQueryArg( href, 'object_type' );
	const objectId = getQueryArg( href, 'object_id' );
	const user = Number( getQueryArg( href, 'user' ) );
	const knownType = OBJECT_TYPES.find( ( known ) => known === type );
	return {
		view: {
			// Phones start with the list: a table of five columns scrolls.
			type: window.matchMedia( '(max-width: 781px)' ).matches
				? 'list'
				: 'table',
			search: '',
			page: 1,
			perPage: 20,
			filters: knownType
				? [ { field: 'objectType', operator: 'is', value: knownType } ]
				: [],
			titleField: 'action',
			mediaField: 'avatar',
			fields: [ 'object', 'user', 'date', 'changes' ],
			layout: {},
		},
		scope: {
			user: Number.isInteger( user ) && user > 0 ? user : undefined,
			objectId: typeof objectId === 'string' ? objectId : undefined,
		},
	};
}

/**
 * The page Activity log: who did what, when, to which object, with each
 * changed field's value before and after; filtered on the server and
 * exported as CSV with the same filters.
 */
export default function ActivityScreen() {
	const { setLoading } = useDispatch( APP_STORE );
	useEffect( () => {
		setLoading( false );
	}, [ setLoading ] );

	const config = useMemo( readUserManagementConfig, [] );
	const linked = useMemo( linkedFilters, [] );
	const [ scope, setScope ] = useState< ActivityScope >( linked.scope );
	const [ who, setWho ] = useState< UserRow | null >( null );
	const [ actions, setActions ] = useState< ActivityAction[] >( [] );
	const [ actionsError, setActionsError ] = useState< string | null >( null );
	const [ shown, setShown ] = useState< ActivityRow | null >( null );

	// A link naming a user shows who in the picker.
	useEffect( () => {
		if ( linked.scope.user ) {
			fetchUser( linked.scope.user )
				.then( setWho )
				.catch( () => undefined );
		}
	}, [ linked ] );

	useEffect( () => {
		fetchActivityActions()
			.then( setActions )
			.catch( ( failure: unknown ) =>
				setActionsError( errorMessage( failure ) )
			);
	}, [] );

	const toQuery = useCallback(
		( view: View ): ActivityQuery => activityQuery( view, scope ),
		[ scope ]
	);
	const list = usePagedDataViews< ActivityRow, ActivityQuery >( {
		preferenceKey: ACTIVITY_VIEW_PREFERENCE,
		initialView: linked.view,
		defaultLayouts: DEFAULT_LAYOUTS,
		toQuery,
		fetchPage: fetchActivity,
	} );
	// The newest entry names the object as it is called now.
	const scopedObjectName = scope.objectId
		? list.answer?.items.find( ( row ) => row.objectId === scope.objectId )
				?.objectName
		: undefined;
	const fields = useMemo( () => activityFields( actions ), [ actions ] );
	const { exportUrl } = config.activity;
	const { restNonce } = config.users;

	return (
		<ScreenShell
			title={ __( 'Activity log', 'uipress' ) }
			loadingLabel={ __( 'Loading…', 'uipress' ) }
		>
			<div className="uip-activity-screen">
				<div className="uip-activity-screen__toolbar">
					<div className="uip-activity-screen__who">
						<UserPicker
							label={ __( 'Done by', 'uipress' ) }
							help={ __(
								'Only what this user did. Search by name, username or e-mail.',
								'uipress'
							) }
							value={ who }
							onChange={ ( user ) => {
								setWho( user );
								setScope( ( current ) => ( {
									...current,
									user: user?.id,
								} ) );
								list.setView( { ...list.view, page: 1 } );
							} }
						/>
					</div>
					{ exportUrl && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							icon={ download }
							href={ activityExportUrl(
								exportUrl,
								restNonce,
								toQuery( list.view )
							) }
							download
						>
							{ __( 'Export CSV', 'uipress' ) }
						</Button>
					) }
				</div>
				{ scope.objectId && (
					<Notice
						status="info"
						onRemove={ () =>
							setScope( ( current ) => ( {
								...current,
								objectId: undefined,
							} ) )
						}
					>
						{ scopedObjectName
							? sprintf(
									/* translators: %s: the name of a post, user, role, plugin… */
									__(
										'Only the activity of “%s”.',
										'uipress'
									),
									scopedObjectName
								)
							: sprintf(
									/* translators: %s: an object's id (post id, role slug, plugin file…). */
									__(
										'Only the activity of object %s.',
										'uipress'
									),
									scope.objectId
								) }
					</Notice>
				) }
				{ actionsError && (
					<Notice status="warning" isDismissible={ false }>
						{ actionsError }
					</Notice>
				) }
				<PagedDataViews< ActivityRow >
					list={ list }
					fields={ fields }
					actions={ [
						{
							id: 'details',
							label: __( 'Details', 'uipress' ),
							icon: seen,
							isPrimary: true,
							callback: ( [ row ] ) => setShown( row ?? null ),
						},
					] }
					getItemId={ getItemId }
					search={ false }
					onClickItem={ setShown }
					isItemClickable={ () => true }
					// The list layout picks an entry instead: its details open.
					selection={ shown ? [ String( shown.id ) ] : [] }
					onChangeSelection={ ( ids ) =>
						setShown(
							list.answer?.items.find(
								( row ) =>
									String( row.id ) === ids[ ids.length - 1 ]
							) ?? null
						)
					}
					perPageSizes={ [ 20, 50, 100 ] }
					empty={
						<p className="uip-activity-screen__empty">
							{ __(
								'No activity matches these filters.',
								'uipress'
							) }
						</p>
					}
				/>
				{ shown && (
					<Modal
						title={ shown.actionLabel }
						onRequestClose={ () => setShown( null ) }
						size="medium"
					>
						<ActivityDetails row={ shown } />
					</Modal>
				) }
			</div>
		</ScreenShell>
	);
}
