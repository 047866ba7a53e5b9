/**
 * The Users block (`uip-users-list`): the newest users (of the roles the
 * block names) in the users app's paged list, read only; each opens in the
 * users app. People who may not manage users, or a site with user
 * management off, get nothing on the interface: the route refuses them
 * (403, or 404 when its routes do not exist). The builder says why instead.
 */

/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews/wp';
import { useEffect, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import type { BlockComponentProps, BlockOptions } from '../../engine/types';
import { adminBaseUrl } from '../../runtime/admin-base';
import { followInFrame, openInFrame } from '../../runtime/open-admin-page';
import { isRecord } from '../../shared/is-record';
import { customTitle } from '../shared/analytics/options';
import { fetchUsers, type UserRow } from '../../user-management/api/users';
import {
	PagedDataViews,
	usePagedDataViews,
} from '../../user-management/components/paged-data-views';
import { userFields } from '../../user-management/components/users-list/user-fields';
import {
	DEFAULT_SORT,
	usersQuery,
} from '../../user-management/components/users-list/users-query';
import '../../user-management/components/users-list/users-list.scss';
import './users-list.scss';

/**
 * The builder's page says whether user management is on.
 * @param config
 */
export function userManagementOn( config: unknown = window.uipressConfig ) {
	return isRecord( config ) && config.userManagementEnabled === true;
}

/**
 * The roles the block is limited to (its `roles` option: picker items).
 *
 * @param options The block's options.
 */
export function chosenRoles( options: BlockOptions ): string[] {
	const value = options.roles;
	return Array.isArray( value )
		? value
				.map( ( item ) =>
					isRecord( item ) && typeof item.name === 'string'
						? item.name
						: ''
				)
				.filter( Boolean )
		: [];
}

/**
 * Rows shown (its `perPage` option, 1–50).
 *
 * @param options The block's options.
 */
export function usersShown( options: BlockOptions ): number {
	const value = Number( options.perPage );
	return Number.isFinite( value )
		? Math.min( 50, Math.max( 1, Math.round( value ) ) )
		: 5;
}

/**
 * The users app's address, with a user's panel open when given.
 *
 * @param id A user.
 */
export function usersAppUrl( id?: number ): string {
	const base = adminBaseUrl();
	const url = `${ base.endsWith( '/' ) ? base : `${ base }/` }users.php?page=uip-users`;
	return id ? `${ url }&user=${ id }` : url;
}

/**
 * Whether a failed page says the viewer may not have it (403), or the
 * routes are not there (404: user management is off).
 *
 * @param status The failed request's HTTP status.
 */
export function refused( status: number | null ): boolean {
	return status === 401 || status === 403 || status === 404;
}

const getItemId = ( user: UserRow ) => String( user.id );

const LAYOUTS = { list: {} };

/**
 * @param props         Component props.
 * @param props.options Its options.
 * @param props.mode    Where it renders.
 */
export default function UsersList( { options, mode }: BlockComponentProps ) {
	const builder = mode === 'builder';
	const switchedOff = builder && ! userManagementOn();
	const perPage = usersShown( options );
	const roles = chosenRoles( options );
	const rolesKey = roles.join();
	const initialView = useMemo< View >(
		() => ( {
			type: 'list',
			search: '',
			page: 1,
			perPage,
			sort: DEFAULT_SORT,
			titleField: 'name',
			mediaField: 'avatar',
			descriptionField: 'email',
			fields: [ 'roles' ],
		} ),
		[ perPage ]
	);
	const toQuery = useMemo(
		() => ( view: View ) => usersQuery( view, roles ),
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the roles, by value.
		[ rolesKey ]
	);
	const list = usePagedDataViews( {
		initialView,
		defaultLayouts: LAYOUTS,
		toQuery,
		fetchPage: fetchUsers,
		enabled: ! switchedOff,
	} );
	const { setView } = list;
	// The block's option changed (in the builder): the new size, page 1.
	useEffect( () => {
		setView( { ...initialView, perPage } );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- on a new size only.
	}, [ perPage ] );
	const fields = useMemo( () => userFields( [] ), [] );
	const title = customTitle( options ) || __( 'Users', 'uipress' );

	if ( switchedOff ) {
		return (
			<div className="uip-users-block">
				<h2 className="uip-users-block__title">{ title }</h2>
				<p className="uip-users-block__note">
					{ __(
						'User management blocks need User management turned on in UiPress settings.',
						'uipress'
					) }
				</p>
			</div>
		);
	}
	if ( ! builder && ( refused( list.errorStatus ) || ! list.answer ) ) {
		// Nothing until the first page comes: a viewer the route refuses
		// sees no empty box flash.
		return null;
	}
	const open = ( event: MouseEvent< HTMLAnchorElement >, url: string ) => {
		if ( builder ) {
			event.preventDefault();
			return;
		}
		followInFrame( event, url, '' );
	};
	return (
		<div className="uip-users-block">
			<div className="uip-users-block__header">
				<h2 className="uip-users-block__title">{ title }</h2>
				<a
					className="uip-users-block__all"
					href={ usersAppUrl() }
					onClick={ ( event ) => open( event, usersAppUrl() ) }
				>
					{ __( 'Manage users', 'uipress' ) }
				</a>
			</div>
			<PagedDataViews< UserRow >
				list={ list }
				fields={ fields }
				getItemId={ getItemId }
				search={ false }
				isItemClickable={ () => true }
				onClickItem={ ( user ) => {
					const url = usersAppUrl( user.id );
					if ( ! builder && ! openInFrame( url ) ) {
						window.location.assign( url );
					}
				} }
				empty={
					<p className="uip-users-list__empty">
						{ __( 'No users found.', 'uipress' ) }
					</p>
				}
			/>
		</div>
	);
}
