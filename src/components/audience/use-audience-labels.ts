/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import type { PickerItem } from '../utils/api';
import type { AudienceLabels } from './audience-value';

/** Most users asked for by id in one request (the REST per_page maximum). */
export const USERS_PER_REQUEST = 100;

/**
 * The `id` → `name` pairs of a `wp/v2/users` answer; anything else is left
 * out.
 *
 * @param response The answer.
 */
export function userNames( response: unknown ): Array< [ string, string ] > {
	if ( ! Array.isArray( response ) ) {
		return [];
	}
	const names: Array< [ string, string ] > = [];
	for ( const entry of response as unknown[] ) {
		if ( typeof entry !== 'object' || entry === null ) {
			continue;
		}
		const { id, name } = entry as { id?: unknown; name?: unknown };
		if ( typeof id === 'number' && typeof name === 'string' && name ) {
			names.push( [ String( id ), name ] );
		}
	}
	return names;
}

/**
 * Display names for the template's roles and users. Names come from the
 * picker as items are chosen; the names of stored user ids are asked of
 * `wp/v2/users` (uipress/v1/users-roles cannot look users up by id). A user
 * whose name cannot be read (the request fails, or the current user may not
 * list users) keeps the 'User #ID' label.
 *
 * @param userIds The stored user ids (included and excluded).
 */
export function useAudienceLabels( userIds: readonly number[] ) {
	const [ labels, setLabels ] = useState< AudienceLabels >( () => ( {
		roles: new Map(),
		users: new Map(),
	} ) );
	const asked = useRef( new Set< string >() );
	const mounted = useRef( true );
	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	const remember = useCallback( ( items: readonly PickerItem[] ) => {
		items
			.filter( ( item ) => item.type === 'user' && item.label )
			.forEach( ( item ) => asked.current.add( item.name ) );
		setLabels( ( known ) => {
			const roles = new Map( known.roles );
			const users = new Map( known.users );
			for ( const item of items ) {
				if ( ! item.label ) {
					continue;
				}
				if ( item.type === 'role' ) {
					roles.set( item.name, item.label );
				} else if ( item.type === 'user' ) {
					users.set( item.name, item.label );
				}
			}
			return { roles, users };
		} );
	}, [] );

	const missing = userIds
		.map( String )
		.filter( ( id ) => ! asked.current.has( id ) );
	const key = [ ...new Set( missing ) ].sort().join( ',' );

	useEffect( () => {
		if ( ! key ) {
			return;
		}
		const ids = key.split( ',' ).slice( 0, USERS_PER_REQUEST );
		ids.forEach( ( id ) => asked.current.add( id ) );
		apiFetch( {
			path: addQueryArgs( '/wp/v2/users', {
				include: ids.join( ',' ),
				per_page: ids.length,
				_fields: 'id,name',
			} ),
		} )
			.then( ( response ) => {
				const names = userNames( response );
				if ( ! mounted.current || ! names.length ) {
					return;
				}
				setLabels( ( known ) => ( {
					roles: known.roles,
					users: new Map( [ ...known.users, ...names ] ),
				} ) );
			} )
			.catch( () => {
				// The ids keep their 'User #ID' labels.
			} );
	}, [ key ] );

	return { labels, remember };
}
