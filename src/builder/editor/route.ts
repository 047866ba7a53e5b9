/**
 * Internal dependencies
 */
import { idFromUrl, urlForId, useIdRoute } from '../../shared/route/id-route';

/** The URL parameter naming the template being edited. */
export const TEMPLATE_PARAM = 'template';

/**
 * The template id in a URL, or null.
 *
 * @param url The URL.
 */
export function templateIdFromUrl( url: string ): number | null {
	return idFromUrl( url, TEMPLATE_PARAM );
}

/**
 * The URL that opens a template (or the list, for null).
 *
 * @param url The current URL.
 * @param id  The template's id, or null.
 */
export function urlForTemplate( url: string, id: number | null ): string {
	return urlForId( url, TEMPLATE_PARAM, id );
}

/**
 * The template named by the URL and a way to change it: the list when null.
 */
export function useTemplateRoute(): [
	number | null,
	( id: number | null ) => void,
] {
	return useIdRoute( TEMPLATE_PARAM );
}
