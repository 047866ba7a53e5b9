/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { USERS_ROLES_PATH } from '../role-select/rules';
import type { UsersRolesResponse } from '../utils/api';

type RoleNames = ReadonlyMap< string, string >;

/** One request for the page: every picker and list shares its answer. */
let request: Promise< RoleNames | null > | null = null;

/** Its answer once it came: later pickers start with it. */
let known: RoleNames | null = null;

/**
 * The site's translated role names, asked once (null when they could not
 * be read).
 */
function fetchRoleNames(): Promise< RoleNames | null > {
	request ??= apiFetch< UsersRolesResponse >( {
		path: addQueryArgs( USERS_ROLES_PATH, {
			search: '',
			type: 'roles',
			page: 1,
		} ),
	} ).then(
		( response ): RoleNames => {
			known = new Map(
				( Array.isArray( response.roles ) ? response.roles : [] ).map(
					( role ) => [ role.name, role.label ]
				)
			);
			return known;
		},
		() => {
			// Asked again by the next screen that needs them.
			request = null;
			return null;
		}
	);
	return request;
}

/** Forgets the names asked for (tests; a role renamed on the page). */
export function forgetRoleNames(): void {
	request = null;
	known = null;
}

/**
 * The site's role names ("Editor", in the user's language) by role
 * ("editor"), as the role select lists them; empty until they arrive, or
 * when they cannot be read (the roles then show as they are stored).
 */
export function useRoleNames(): RoleNames {
	const [ names, setNames ] = useState< RoleNames >(
		() => known ?? new Map()
	);
	useEffect( () => {
		if ( known ) {
			return;
		}
		let current = true;
		fetchRoleNames().then( ( fetched ) => {
			if ( current && fetched ) {
				setNames( fetched );
			}
		} );
		return () => {
			current = false;
		};
	}, [] );
	return names;
}
