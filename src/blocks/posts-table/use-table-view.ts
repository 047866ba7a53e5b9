/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews/wp';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	fetchPreference,
	initialBooleanPreference,
	preferenceBoolean,
	savePreference,
} from '../../runtime/preferences';

/** Spec: the list or grid view is kept in this user preference. */
export const GRID_PREFERENCE = 'prefersGridView';
/** The columns the user chose, in their order. */
export const FIELDS_PREFERENCE = 'postsTableFields';

export const DEFAULT_FIELDS = [ 'author', 'type', 'status', 'date' ];

/**
 * The view a table starts with.
 *
 * @param perPage Rows per page.
 * @param grid    Whether it starts as a grid.
 * @param fields  The columns shown.
 */
export function initialView(
	perPage: number,
	grid: boolean,
	fields: string[]
): View {
	return {
		type: grid ? 'grid' : 'table',
		search: '',
		page: 1,
		perPage,
		sort: { field: 'date', direction: 'desc' },
		titleField: 'name',
		mediaField: 'img',
		fields,
		layout: {},
	};
}

/**
 * The next view after a change: a new search starts on page 1 (spec:
 * search resets the page).
 *
 * @param current The view shown.
 * @param next    The view asked for.
 */
export function nextView( current: View, next: View ): View {
	return ( next.search ?? '' ) !== ( current.search ?? '' )
		? { ...next, page: 1 }
		: next;
}

function savedFields( value: unknown ): string[] | undefined {
	return Array.isArray( value ) &&
		value.every( ( name ) => typeof name === 'string' )
		? ( value as string[] )
		: undefined;
}

/**
 * The table's view. The grid or list choice is the user preference
 * `prefersGridView`, the columns `postsTableFields`; both are saved when
 * they change (not in the builder).
 *
 * @param perPage Rows per page (the block's option).
 * @param keep    Whether to read and save the preferences.
 */
export function useTableView(
	perPage: number,
	keep: boolean
): [ View, ( next: View ) => void ] {
	const [ view, setView ] = useState< View >( () =>
		initialView(
			perPage,
			keep && initialBooleanPreference( GRID_PREFERENCE ) === true,
			DEFAULT_FIELDS
		)
	);

	// The preferences the page did not print (the builder, the preview).
	useEffect( () => {
		if ( ! keep ) {
			return;
		}
		let current = true;
		Promise.all( [
			initialBooleanPreference( GRID_PREFERENCE ) === undefined
				? fetchPreference( GRID_PREFERENCE ).catch( () => undefined )
				: Promise.resolve( undefined ),
			fetchPreference( FIELDS_PREFERENCE ).catch( () => undefined ),
		] ).then( ( [ grid, fields ] ) => {
			if ( ! current ) {
				return;
			}
			setView( ( shown ) => {
				const prefersGrid = preferenceBoolean( grid );
				let type = shown.type;
				if ( prefersGrid !== undefined ) {
					type = prefersGrid ? 'grid' : 'table';
				}
				return {
					...shown,
					type,
					fields: savedFields( fields ) ?? shown.fields,
				} as View;
			} );
		} );
		return () => {
			current = false;
		};
	}, [ keep ] );

	useEffect(
		() => setView( ( shown ) => ( { ...shown, perPage, page: 1 } ) ),
		[ perPage ]
	);

	const shown = useRef( view );
	shown.current = view;
	const change = useCallback(
		( next: View ) => {
			const current = shown.current;
			if ( keep && next.type !== current.type ) {
				savePreference( GRID_PREFERENCE, next.type === 'grid' );
			}
			if (
				keep &&
				JSON.stringify( next.fields ) !==
					JSON.stringify( current.fields )
			) {
				savePreference( FIELDS_PREFERENCE, next.fields ?? [] );
			}
			setView( nextView( current, next ) );
		},
		[ keep ]
	);
	return [ view, change ];
}
