/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../utils/api';
import { fetchEntities } from './api';
import type { EntityConfig, EntityItem, ListStatus } from './types';

export interface EntityItems< Item > {
	status: ListStatus;
	items: Item[];
	/** The server's message when the list failed to load. */
	error: string;
	reload: () => Promise< void >;
	setItems: ( update: ( items: Item[] ) => Item[] ) => void;
}

/**
 * Loads a kind's posts (published, drafts and the trash) and keeps them.
 *
 * @param config The kind.
 */
export function useEntityItems< Item extends EntityItem >(
	config: Pick< EntityConfig< Item >, 'restPath' | 'parse' | 'prepare' >
): EntityItems< Item > {
	const { restPath, parse, prepare } = config;
	const [ status, setStatus ] = useState< ListStatus >( 'loading' );
	const [ items, setItems ] = useState< Item[] >( [] );
	const [ error, setError ] = useState( '' );
	const mounted = useRef( true );
	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	const reload = useCallback( async () => {
		try {
			const fetched = await fetchEntities( restPath, parse );
			const list = prepare ? await prepare( fetched ) : fetched;
			if ( mounted.current ) {
				setItems( list );
				setStatus( 'ready' );
			}
		} catch ( caught ) {
			if ( mounted.current ) {
				setError( errorMessage( caught ) );
				setStatus( 'error' );
			}
		}
	}, [ restPath, parse, prepare ] );

	useEffect( () => {
		reload();
	}, [ reload ] );

	return { status, items, error, reload, setItems };
}
