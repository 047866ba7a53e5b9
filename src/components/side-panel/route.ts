/**
 * The URL routes a side panel opens and closes by: one query argument names
 * what the panel shows (`&item=<key>`); opening pushes a history entry, so
 * the browser's Back closes it, and closing navigates to the close route.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { addQueryArgs, getQueryArg, removeQueryArgs } from '@wordpress/url';

/** Sent on the window after a navigation of ours (pushState sends nothing). */
export const ROUTE_CHANGE_EVENT = 'uipress/route/change';

/** The history state of an entry a panel pushed: the URL it was opened from. */
interface PanelHistoryState {
	uipOpenedFrom?: string;
}

/**
 * The value of a query argument in a URL, or null.
 *
 * @param url  The URL.
 * @param name The argument.
 */
export function routeParam( url: string, name: string ): string | null {
	const value = getQueryArg( url, name );
	return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A URL with a query argument set, or removed for null.
 *
 * @param url   The URL.
 * @param name  The argument.
 * @param value Its value, or null.
 */
export function withRouteParam(
	url: string,
	name: string,
	value: string | null
): string {
	const without = removeQueryArgs( url, name );
	return value === null
		? without
		: addQueryArgs( without, { [ name ]: value } );
}

/**
 * The absolute form of a URL, to compare routes.
 *
 * @param url A URL, absolute or relative to the page.
 */
function absolute( url: string ): string {
	return new URL( url, window.location.href ).href;
}

/**
 * The URL the current history entry was opened from by a panel, if it was.
 */
function openedFrom(): string | undefined {
	const state: unknown = window.history.state;
	if ( state && typeof state === 'object' && 'uipOpenedFrom' in state ) {
		const from = ( state as PanelHistoryState ).uipOpenedFrom;
		return typeof from === 'string' ? from : undefined;
	}
	return undefined;
}

/**
 * Goes to a URL of this page without loading it. A new entry remembers the
 * URL it was opened from (so closing can step back instead of adding
 * another entry); a replaced entry keeps what it remembered.
 *
 * @param url             The URL.
 * @param options         Options.
 * @param options.replace Replace the current entry instead of adding one.
 */
export function navigate( url: string, { replace = false } = {} ): void {
	if ( replace ) {
		window.history.replaceState( window.history.state, '', url );
	} else {
		const state: PanelHistoryState = {
			uipOpenedFrom: window.location.href,
		};
		window.history.pushState( state, '', url );
	}
	window.dispatchEvent( new Event( ROUTE_CHANGE_EVENT ) );
}

/**
 * Goes to a panel's close route: back one step when the panel's entry was
 * opened from that route (the history ends as it was before opening, and
 * Forward opens it again), else to the route as a new entry.
 *
 * @param closeRoute The route.
 */
export function closeTo( closeRoute: string ): void {
	if ( openedFrom() === absolute( closeRoute ) ) {
		window.history.back();
		return;
	}
	navigate( closeRoute );
}

/**
 * A query argument of the page's URL as state: it follows Back, Forward and
 * our navigations. Setting a value pushes an entry when there was none
 * (the panel opens), and replaces the entry when one changes to another
 * (Back still closes the panel); null goes to the URL without it.
 *
 * @param name The argument.
 */
export function useRouteParam(
	name: string
): [ string | null, ( value: string | null ) => void ] {
	const [ value, setValue ] = useState( () =>
		routeParam( window.location.href, name )
	);

	useEffect( () => {
		const follow = () =>
			setValue( routeParam( window.location.href, name ) );
		window.addEventListener( 'popstate', follow );
		window.addEventListener( ROUTE_CHANGE_EVENT, follow );
		return () => {
			window.removeEventListener( 'popstate', follow );
			window.removeEventListener( ROUTE_CHANGE_EVENT, follow );
		};
	}, [ name ] );

	const set = useCallback(
		( next: string | null ) => {
			const current = routeParam( window.location.href, name );
			if ( next === current ) {
				return;
			}
			const url = withRouteParam( window.location.href, name, next );
			if ( next === null ) {
				closeTo( url );
			} else {
				navigate( url, { replace: current !== null } );
			}
		},
		[ name ]
	);

	return [ value, set ];
}
