/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { SearchControl } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications';
import LoadingSpinner from '../spinner';
import { shouldSearch, USERS_ROLES_PATH } from '../role-select/rules';
import {
	errorMessage,
	type RoleResult,
	type UserResult,
	type UsersRolesResponse,
} from '../utils/api';
import './user-search.scss';

/** Spec "Role/user search result": label, type, login, id, email. */
export type UserSearchResult = RoleResult | UserResult;

export interface UserSearchProps {
	/** Called with the clicked result. */
	onSelect: ( result: UserSearchResult ) => void;
	/** What to search: users (default), roles or all. */
	type?: 'users' | 'roles' | 'all';
}

/**
 * The type shown beside a result.
 *
 * @param result A result.
 */
export function resultTypeLabel( result: UserSearchResult ): string {
	return result.type === 'role'
		? __( 'Role', 'uipress' )
		: __( 'User', 'uipress' );
}

/**
 * 'User search': a search box and the matching results, each with its label
 * and type. An empty search clears the results and asks nothing.
 *
 * @param props          Component props.
 * @param props.onSelect
 * @param props.type
 */
export default function UserSearch( {
	onSelect,
	type = 'users',
}: UserSearchProps ) {
	const [ search, setSearch ] = useState( '' );
	const [ results, setResults ] = useState< UserSearchResult[] >( [] );
	const [ loading, setLoading ] = useState( false );
	const latest = useRef( 0 );
	const notify = useCreateNotification();

	const onChange = ( next: string ) => {
		setSearch( next );
		const request = ++latest.current;
		if ( ! shouldSearch( next ) ) {
			setResults( [] );
			setLoading( false );
			return;
		}
		setLoading( true );
		apiFetch< UsersRolesResponse >( {
			path: addQueryArgs( USERS_ROLES_PATH, {
				search: next.trim(),
				type,
				page: 1,
			} ),
		} )
			.then( ( response ) => {
				if ( request !== latest.current ) {
					return;
				}
				if ( response.error ) {
					throw response;
				}
				setResults( [
					...( response.roles ?? [] ),
					...( response.users ?? [] ),
				] );
			} )
			.catch( ( error: unknown ) => {
				notify( { title: errorMessage( error ), status: 'error' } );
			} )
			.finally( () => {
				if ( request === latest.current ) {
					setLoading( false );
				}
			} );
	};

	return (
		<div className="uip-user-search">
			<div className="uip-user-search__title">
				{ __( 'User search', 'uipress' ) }
			</div>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search users', 'uipress' ) }
				value={ search }
				onChange={ onChange }
			/>
			{ loading && <LoadingSpinner /> }
			{ results.length > 0 && (
				<ul className="uip-user-search__results">
					{ results.map( ( result ) => (
						<li
							key={ `${ result.type }:${
								result.type === 'user' ? result.id : result.name
							}` }
						>
							<button
								type="button"
								className="uip-user-search__result"
								onClick={ () => onSelect( result ) }
							>
								<span>{ result.label }</span>
								<span className="uip-user-search__type">
									{ resultTypeLabel( result ) }
								</span>
							</button>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
