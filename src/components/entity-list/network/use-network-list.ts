/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchNetworkList, type NetworkKind, type NetworkList } from './api';

const EMPTY: NetworkList = { items: [], canMark: false };

/** One request per kind and page: the network's list changes rarely. */
let loaded: Partial< Record< NetworkKind, Promise< NetworkList > > > = {};

function load( kind: NetworkKind ): Promise< NetworkList > {
	const pending =
		loaded[ kind ] ??
		fetchNetworkList( kind ).catch( () => {
			// The site's own list does not depend on it; ask again next time.
			delete loaded[ kind ];
			return EMPTY;
		} );
	loaded[ kind ] = pending;
	return pending;
}

/** Forgets the lists loaded (tests). */
export function forgetNetworkLists(): void {
	loaded = {};
}

/**
 * The network's templates or menus for this site's list, once loaded
 * (empty until then, and when the request fails).
 *
 * @param kind Templates or menus.
 */
export function useNetworkList( kind: NetworkKind ): NetworkList {
	const [ list, setList ] = useState< NetworkList >( EMPTY );
	useEffect( () => {
		let current = true;
		load( kind ).then( ( fetched ) => {
			// Nothing to show (a single site, most sites): no update at all.
			if ( current && ( fetched.items.length || fetched.canMark ) ) {
				setList( fetched );
			}
		} );
		return () => {
			current = false;
		};
	}, [ kind ] );
	return list;
}
