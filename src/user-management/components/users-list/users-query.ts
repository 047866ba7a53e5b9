/**
 * The users list's view as the server's query: DataViews' search, filters
 * and order become `GET /users`'s arguments (users-fields.tsx names them).
 */

/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews/wp';

/**
 * Internal dependencies
 */
import type {
	UserActivityFilter,
	UserOrderBy,
	UsersQuery,
} from '../../api/users';

/** A column the server sorts by, and its name in the query. */
export const SORTABLE_FIELDS: Readonly< Record< string, UserOrderBy > > = {
	name: 'name',
	email: 'email',
	login: 'login',
	registered: 'registered',
	lastLogin: 'last_login',
};

const ACTIVITY_VALUES: UserActivityFilter[] = [
	'active-7',
	'active-30',
	'inactive-30',
	'never',
];

/** The list's first view: newest users first. */
export const DEFAULT_SORT = {
	field: 'registered',
	direction: 'desc' as const,
};

function filterValues( view: View, field: string ): unknown[] {
	const filter = view.filters?.find( ( entry ) => entry.field === field );
	if ( ! filter || filter.value === undefined || filter.value === null ) {
		return [];
	}
	return Array.isArray( filter.value ) ? filter.value : [ filter.value ];
}

/**
 * The server query of a view. Roles match any of those chosen (a block's
 * roles option, which offers no filter, wins); an order the server does
 * not know falls back to the newest users first.
 *
 * @param view      The view shown.
 * @param onlyRoles Roles the list is limited to (a block's option).
 */
export function usersQuery( view: View, onlyRoles: string[] = [] ): UsersQuery {
	const chosenRoles = filterValues( view, 'roles' ).filter(
		( role ): role is string => typeof role === 'string'
	);
	const roles = onlyRoles.length > 0 ? onlyRoles : chosenRoles;
	const activity = ACTIVITY_VALUES.find(
		( value ) => value === filterValues( view, 'activity' )[ 0 ]
	);
	const orderby = view.sort ? SORTABLE_FIELDS[ view.sort.field ] : undefined;
	const query: UsersQuery = {
		orderby: orderby ?? 'registered',
		order: orderby ? ( view.sort?.direction ?? 'desc' ) : 'desc',
	};
	const search = ( view.search ?? '' ).trim();
	if ( search ) {
		query.search = search;
	}
	if ( roles.length > 0 ) {
		query.roles = roles;
	}
	if ( activity ) {
		query.activity = activity;
	}
	return query;
}
