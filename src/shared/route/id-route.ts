/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { addQueryArgs, getQueryArg, removeQueryArgs } from '@wordpress/url';

/**
 * The post id a URL parameter names, or null.
 *
 * @param url   The URL.
 * @param param The parameter (`template`, `menu`).
 */
export function idFromUrl( url: string, param: string ): number | null {
	const value = getQueryArg( url, param );
	const id = typeof value === 'string' ? Number( value ) : NaN;
	return Number.isInteger( id ) && id > 0 ? id : null;
}

/**
 * The URL that opens a post (or the list, for null).
 *
 * @param url   The current URL.
 * @param param The parameter.
 * @param id    The post's id, or null.
 */
export function urlForId(
	url: string,
	param: string,
	id: number | null
): string {
	return id === null
		? removeQueryArgs( url, param )
		: addQueryArgs( removeQueryArgs( url, param ), { [ param ]: id } );
}

/**
 * The post a screen's URL names (`&<param>=<id>`), null for its list, and a
 * way to change it. Changes push a history entry, so Back returns to the
 * previous view.
 *
 * @param param The parameter.
 */
export function useIdRoute(
	param: string
): [ number | null, ( id: number | null ) => void ] {
	const [ id, setId ] = useState( () =>
		idFromUrl( window.location.href, param )
	);

	useEffect( () => {
		const onPopState = () =>
			setId( idFromUrl( window.location.href, param ) );
		window.addEventListener( 'popstate', onPopState );
		return () => window.removeEventListener( 'popstate', onPopState );
	}, [ param ] );

	const navigate = useCallback(
		( next: number | null ) => {
			window.history.pushState(
				{},
				'',
				urlForId( window.location.href, param, next )
			);
			setId( next );
		},
		[ param ]
	);

	return [ id, navigate ];
}
