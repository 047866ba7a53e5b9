/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * The ids of list rows with a request under way, and a way to run a
 * request with its row marked busy.
 *
 * @return The busy ids, and the runner.
 */
export function useBusyIds(): [
	number[],
	< T >( id: number, task: () => Promise< T > ) => Promise< T >,
] {
	const [ busy, setBusy ] = useState< number[] >( [] );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);
	const withRow = useCallback(
		async < T >( id: number, task: () => Promise< T > ): Promise< T > => {
			setBusy( ( ids ) => [ ...ids, id ] );
			try {
				return await task();
			} finally {
				if ( mounted.current ) {
					setBusy( ( ids ) => ids.filter( ( item ) => item !== id ) );
				}
			}
		},
		[]
	);
	return [ busy, withRow ];
}
