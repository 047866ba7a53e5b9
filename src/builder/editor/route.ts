/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { addQueryArgs, getQueryArg, removeQueryArgs } from '@wordpress/url';

/** The URL parameter naming the template being edited. */
export const TEMPLATE_PARAM = 'template';

/**
 * The template id in a URL, or null.
 *
 * @param url The URL.
 */
export function templateIdFromUrl( url: string ): number | null {
	const value = getQueryArg( url, TEMPLATE_PARAM );
	const id = typeof value === 'string' ? Number( value ) : NaN;
	return Number.isInteger( id ) && id > 0 ? id : null;
}

/**
 * The URL that opens a template (or the list, for null).
 *
 * @param url The current URL.
 * @param id  The template's id, or null.
 */
export function urlForTemplate( url: string, id: number | null ): string {
	return id === null
		? removeQueryArgs( url, TEMPLATE_PARAM )
		: addQueryArgs( removeQueryArgs( url, TEMPLATE_PARAM ), {
				[ TEMPLATE_PARAM ]: id,
			} );
}

/**
 * The template named by the URL and a way to change it: the list when null.
 * Changes push a history entry, so Back returns to the previous view.
 */
export function useTemplateRoute(): [
	number | null,
	( id: number | null ) => void,
] {
	const [ id, setId ] = useState( () =>
		templateIdFromUrl( window.location.href )
	);

	useEffect( () => {
		const onPopState = () =>
			setId( templateIdFromUrl( window.location.href ) );
		window.addEventListener( 'popstate', onPopState );
		return () => window.removeEventListener( 'popstate', onPopState );
	}, [] );

	const navigate = useCallback( ( next: number | null ) => {
		window.history.pushState(
			{},
			'',
			urlForTemplate( window.location.href, next )
		);
		setId( next );
	}, [] );

	return [ id, navigate ];
}
