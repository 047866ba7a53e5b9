/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/** Where the shortcode to render comes from. */
export type ShortcodeSource =
	| {
			template: number;
			block: string;
			/** The template is the sub-site's network template (its id is the main site's). */
			network?: boolean;
	  }
	| { shortcode: string };

/**
 * Asks the server to render a shortcode block: by template and block for
 * the template's users, or as typed (template managers, in the builder).
 *
 * @param source What to render.
 * @return The shortcode's HTML.
 */
export async function fetchShortcode(
	source: ShortcodeSource
): Promise< string > {
	const response = await apiFetch< { html?: unknown } >( {
		path: '/uipress/v1/shortcode',
		method: 'POST',
		data: source,
	} );
	return typeof response.html === 'string' ? response.html : '';
}

/**
 * The message of a failed request: the server's, else a general one.
 *
 * @param error    What apiFetch rejected with.
 * @param fallback The general message.
 */
export function failureMessage( error: unknown, fallback: string ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message ? message : fallback;
}
