/**
 * WordPress dependencies
 */
import { useCallback, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../utils/api';
import type { Page } from './api';

interface ListState< T > {
	items: T[];
	total: number;
	page: number;
	loading: boolean;
	error: string;
}

const EMPTY_LIST = {
	items: [],
	total: 0,
	page: 0,
	loading: false,
	error: '',
};

/**
 * A paged list (library or stock) that loads on search and on scroll.
 *
 * @param fetcher Loads one page.
 */
export function usePagedList< T >(
	fetcher: ( search: string, page: number ) => Promise< Page< T > >
) {
	const [ state, setState ] = useState< ListState< T > >( EMPTY_LIST );
	const latest = useRef( 0 );
	const load = useCallback(
		( search: string, page: number ) => {
			const request = ++latest.current;
			setState( ( current ) => ( {
				...current,
				loading: true,
				error: '',
			} ) );
			fetcher( search, page ).then(
				( result ) => {
					if ( request !== latest.current ) {
						return;
					}
					setState( ( current ) => ( {
						items:
							page > 1
								? [ ...current.items, ...result.items ]
								: result.items,
						total: result.total,
						page,
						loading: false,
						error: '',
					} ) );
				},
				( error: unknown ) => {
					if ( request !== latest.current ) {
						return;
					}
					setState( ( current ) => ( {
						...current,
						items: page > 1 ? current.items : [],
						total: 0,
						loading: false,
						error: errorMessage( error ),
					} ) );
				}
			);
		},
		[ fetcher ]
	);
	/** Puts a saved copy of an item in place of the listed one. */
	const replace = useCallback(
		( next: T, same: ( item: T ) => boolean ) =>
			setState( ( current ) => ( {
				...current,
				items: current.items.map( ( item ) =>
					same( item ) ? next : item
				),
			} ) ),
		[]
	);
	return { state, load, replace };
}
