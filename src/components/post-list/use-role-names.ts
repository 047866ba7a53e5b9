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

/**
 * The site's role names ("Editor") by role ("editor"), as the role select
 * lists them; empty until they arrive, or when they cannot be read (the
 * roles then show as they are stored).
 */
export function useRoleNames(): ReadonlyMap< string, string > {
	const [ names, setNames ] = useState< ReadonlyMap< string, string > >(
		() => new Map()
	);
	useEffect( () => {
		let current = true;
		apiFetch< UsersRolesResponse >( {
			path: addQueryArgs( USERS_ROLES_PATH, {
				search: '',
				type: 'roles',
				page: 1,
			} ),
		} )
			.then( ( response ) => {
				if ( current && Array.isArray( response.roles ) ) {
					setNames(
						new Map(
							response.roles.map( ( role ) => [
								role.name,
								role.label,
							] )
						)
					);
				}
			} )
			.catch( () => undefined );
		return () => {
			current = false;
		};
	}, [] );
	return names;
}
