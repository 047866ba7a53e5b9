/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews/wp';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchPreference, savePreference } from '../../runtime/preferences';
import { isRecord } from '../../shared/is-record';

/** The view choices a user keeps: layout, columns, order, page size. */
export interface KeptViewChoices {
	type?: View[ 'type' ];
	fields?: string[];
	sort?: View[ 'sort' ];
	perPage?: number;
	layout?: unknown;
}

function strings( value: unknown ): string[] | undefined {
	return Array.isArray( value ) &&
		value.every( ( name ) => typeof name === 'string' )
		? ( value as string[] )
		: undefined;
}

/**
 * The choices of a saved preference, each only when it is well formed.
 *
 * @param value   The stored preference.
 * @param layouts The layouts the list offers (a stored other one is dropped).
 */
export function readKeptChoices(
	value: unknown,
	layouts: string[]
): KeptViewChoices {
	if ( ! isRecord( value ) ) {
		return {};
	}
	const choices: KeptViewChoices = {};
	if ( typeof value.type === 'string' && layouts.includes( value.type ) ) {
		choices.type = value.type as View[ 'type' ];
	}
	choices.fields = strings( value.fields );
	const sort = value.sort;
	if (
		isRecord( sort ) &&
		typeof sort.field === 'string' &&
		( sort.direction === 'asc' || sort.direction === 'desc' )
	) {
		choices.sort = { field: sort.field, direction: sort.direction };
	}
	if (
		typeof value.perPage === 'number' &&
		value.perPage >= 1 &&
		value.perPage <= 100
	) {
		choices.perPage = Math.floor( value.perPage );
	}
	if ( isRecord( value.layout ) ) {
		choices.layout = value.layout;
	}
	return choices;
}

/**
 * The choices of a view worth keeping.
 *
 * @param view The view shown.
 */
export function keptChoices( view: View ): KeptViewChoices {
	return {
		type: view.type,
		fields: view.fields,
		sort: view.sort,
		perPage: view.perPage,
		layout: 'layout' in view ? view.layout : undefined,
	};
}

/**
 * A view with the kept choices applied.
 *
 * @param view    The view.
 * @param choices The kept choices.
 */
export function withChoices( view: View, choices: KeptViewChoices ): View {
	const next: Record< string, unknown > = { ...view };
	Object.entries( choices ).forEach( ( [ name, value ] ) => {
		if ( value !== undefined ) {
			next[ name ] = value;
		}
	} );
	return next as unknown as View;
}

/**
 * The next view after a change: a new search, filter, order or page size
 * starts on page 1.
 *
 * @param current The view shown.
 * @param next    The view asked for.
 */
export function nextPagedView( current: View, next: View ): View {
	const changed =
		( next.search ?? '' ) !== ( current.search ?? '' ) ||
		JSON.stringify( next.filters ?? [] ) !==
			JSON.stringify( current.filters ?? [] ) ||
		JSON.stringify( next.sort ) !== JSON.stringify( current.sort ) ||
		next.perPage !== current.perPage;
	return changed ? { ...next, page: 1 } : next;
}

/**
 * A list's view whose layout, columns, order and page size are kept per
 * user in the preference `key` (`uipress/v1/preferences/{key}`), read once
 * and saved when they change. Without a key nothing is read or saved (the
 * builder, a block's preview).
 *
 * @param key     Preference key, or undefined to keep nothing.
 * @param initial The view before any choice.
 * @param layouts The layouts the list offers.
 */
export function useKeptView(
	key: string | undefined,
	initial: View,
	layouts: string[]
): [ View, ( next: View ) => void, boolean ] {
	const [ view, setView ] = useState< View >( initial );
	const [ ready, setReady ] = useState( key === undefined );
	const offered = useRef( layouts );
	offered.current = layouts;

	useEffect( () => {
		if ( key === undefined ) {
			setReady( true );
			return;
		}
		let current = true;
		fetchPreference( key )
			.catch( () => undefined )
			.then( ( stored ) => {
				if ( current ) {
					const choices = readKeptChoices( stored, offered.current );
					setView( ( shown ) => withChoices( shown, choices ) );
					setReady( true );
				}
			} );
		return () => {
			current = false;
		};
	}, [ key ] );

	const shown = useRef( view );
	shown.current = view;
	const change = useCallback(
		( next: View ) => {
			const current = shown.current;
			const before = JSON.stringify( keptChoices( current ) );
			const after = keptChoices( next );
			if ( key !== undefined && JSON.stringify( after ) !== before ) {
				savePreference( key, after );
			}
			setView( nextPagedView( current, next ) );
		},
		[ key ]
	);
	return [ view, change, ready ];
}
