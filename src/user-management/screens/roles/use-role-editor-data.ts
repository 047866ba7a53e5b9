/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../components/utils/api';
import {
	fetchCapabilityGroups,
	fetchRoles,
	type CapabilityGroup,
	type Role,
} from '../../api/roles';

export interface RoleEditorData {
	roles: Role[];
	groups: CapabilityGroup[];
	loading: boolean;
	/** The server's message when loading failed. */
	error: string | null;
	/** Reads the roles again (after a change; user counts move too). */
	reloadRoles: () => Promise< void >;
}

/**
 * The roles and the grouped capabilities the screen edits.
 */
export function useRoleEditorData(): RoleEditorData {
	const [ roles, setRoles ] = useState< Role[] >( [] );
	const [ groups, setGroups ] = useState< CapabilityGroup[] >( [] );
	const [ loading, setLoading ] = useState( true );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		let current = true;
		Promise.all( [ fetchRoles(), fetchCapabilityGroups() ] )
			.then( ( [ loadedRoles, loadedGroups ] ) => {
				if ( current ) {
					setRoles( loadedRoles );
					setGroups( loadedGroups );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( current ) {
					setError( errorMessage( failure ) );
				}
			} )
			.finally( () => {
				if ( current ) {
					setLoading( false );
				}
			} );
		return () => {
			current = false;
		};
	}, [] );

	const reloadRoles = useCallback(
		() =>
			fetchRoles()
				.then( setRoles )
				.catch( ( failure: unknown ) =>
					setError( errorMessage( failure ) )
				),
		[]
	);

	return { roles, groups, loading, error, reloadRoles };
}
