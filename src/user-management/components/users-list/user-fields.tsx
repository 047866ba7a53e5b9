/**
 * The users list's fields (the users app and the Users block): the server
 * searches, filters and sorts, so no field takes part in a client-side
 * search, and only the columns `GET /users` orders by are sortable.
 */

/**
 * WordPress dependencies
 */
import type { Field } from '@wordpress/dataviews/wp';
import { dateI18n, getSettings, humanTimeDiff } from '@wordpress/date';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { UserRow } from '../../api/users';
import { SORTABLE_FIELDS } from './users-query';

export interface RoleOption {
	value: string;
	label: string;
}

/** The columns a list shows before the user chooses. */
export const DEFAULT_USER_FIELDS = [
	'email',
	'roles',
	'posts',
	'registered',
	'lastLogin',
];

/**
 * The date a moment was, as the site writes dates and times.
 *
 * @param iso An ISO 8601 date (UTC).
 */
export function fullDate( iso: string ): string {
	const formats = getSettings().formats;
	return dateI18n(
		`${ formats.date || 'F j, Y' } ${ formats.time || 'g:i a' }`,
		iso,
		undefined
	);
}

/**
 * "3 hours ago" with the full date as its tooltip, or "Never".
 *
 * @param props      Component props.
 * @param props.iso  The moment, or null.
 * @param props.none What a missing moment reads.
 */
function When( { iso, none }: { iso: string | null; none: string } ) {
	if ( ! iso ) {
		return <span className="uip-users-list__never">{ none }</span>;
	}
	return (
		<time dateTime={ iso } title={ fullDate( iso ) }>
			{ humanTimeDiff( iso ) }
		</time>
	);
}

/**
 * The fields, with the roles a filter offers.
 *
 * @param roles The roles to filter by (none: no role filter).
 */
export function userFields( roles: RoleOption[] ): Field< UserRow >[] {
	const sortable = ( id: string ) => id in SORTABLE_FIELDS;
	const fields: Field< UserRow >[] = [
		{
			id: 'avatar',
			label: __( 'Avatar', 'uipress' ),
			type: 'media',
			enableSorting: false,
			enableHiding: false,
			render: ( { item } ) => (
				<img
					className="uip-users-list__avatar"
					src={ item.avatar }
					alt=""
					width={ 32 }
					height={ 32 }
					loading="lazy"
				/>
			),
		},
		{
			id: 'name',
			label: __( 'Name', 'uipress' ),
			enableHiding: false,
			enableGlobalSearch: false,
			enableSorting: sortable( 'name' ),
			getValue: ( { item } ) => item.name,
			render: ( { item } ) => (
				<span className="uip-users-list__name">
					<span className="uip-users-list__display-name">
						{ item.name || item.login }
					</span>
					<span className="uip-users-list__login">
						{ item.login }
					</span>
				</span>
			),
		},
		{
			id: 'email',
			label: __( 'E-mail', 'uipress' ),
			enableSorting: sortable( 'email' ),
			getValue: ( { item } ) => item.email,
		},
		{
			id: 'roles',
			label: __( 'Roles', 'uipress' ),
			type: 'array',
			enableSorting: false,
			elements: roles,
			filterBy:
				roles.length > 0
					? { operators: [ 'isAny' ], isPrimary: true }
					: false,
			getValue: ( { item } ) => item.roles,
			render: ( { item } ) => (
				<span>
					{ item.roleNames.length > 0
						? item.roleNames.join( ', ' )
						: __( 'No role', 'uipress' ) }
				</span>
			),
		},
		{
			id: 'posts',
			label: __( 'Posts', 'uipress' ),
			type: 'integer',
			enableSorting: false,
			filterBy: false,
			getValue: ( { item } ) => item.posts,
		},
		{
			id: 'registered',
			label: __( 'Registered', 'uipress' ),
			enableSorting: sortable( 'registered' ),
			filterBy: false,
			getValue: ( { item } ) => item.registered,
			render: ( { item } ) => (
				<time dateTime={ item.registered }>
					{ item.registered
						? dateI18n(
								getSettings().formats.date || 'F j, Y',
								item.registered,
								undefined
							)
						: '' }
				</time>
			),
		},
		{
			id: 'lastLogin',
			label: __( 'Last login', 'uipress' ),
			enableSorting: sortable( 'lastLogin' ),
			filterBy: false,
			getValue: ( { item } ) => item.lastLogin ?? '',
			render: ( { item } ) => (
				<When
					iso={ item.lastLogin }
					none={ __( 'Never', 'uipress' ) }
				/>
			),
		},
		{
			id: 'lastActivity',
			label: __( 'Last activity', 'uipress' ),
			enableSorting: false,
			filterBy: false,
			getValue: ( { item } ) => item.lastActivity ?? '',
			render: ( { item } ) => (
				<When
					iso={ item.lastActivity }
					none={ __( 'Never', 'uipress' ) }
				/>
			),
		},
	];
	if ( roles.length > 0 ) {
		// A filter only: how recently users were seen (GET /users `activity`).
		fields.push( {
			id: 'activity',
			label: __( 'Activity', 'uipress' ),
			enableSorting: false,
			enableHiding: false,
			elements: [
				{
					value: 'active-7',
					label: __( 'Active in the last 7 days', 'uipress' ),
				},
				{
					value: 'active-30',
					label: __( 'Active in the last 30 days', 'uipress' ),
				},
				{
					value: 'inactive-30',
					label: __( 'Not active for 30 days', 'uipress' ),
				},
				{ value: 'never', label: __( 'Never signed in', 'uipress' ) },
			],
			filterBy: { operators: [ 'is' ], isPrimary: true },
			getValue: () => '',
			render: () => null,
		} );
	}
	return fields;
}
