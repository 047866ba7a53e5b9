/**
 * What an image option holds: the media dialog's choice
 * ({ source_url, alt, … }), an older `{ url }`, or a plain address.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
export interface ImageSource {
	url: string;
	alt: string;
}

/** A `{{placeholder}}` a query loop did not replace. */
const PLACEHOLDER = /\{\{[^}]*\}\}/;

/**
 * The image to show, or undefined when there is none to load: no address,
 * an unresolved placeholder, or an address that is not http(s) or relative.
 *
 * @param value The stored option.
 */
export function imageSource( value: unknown ): ImageSource | undefined {
	let url = '';
	let alt = '';
	if ( typeof value === 'string' ) {
		url = value;
	} else if ( isRecord( value ) ) {
		const address = value.source_url ?? value.url;
		url = typeof address === 'string' ? address : '';
		alt = typeof value.alt === 'string' ? value.alt : '';
	}
	url = url.trim();
	if ( ! url || PLACEHOLDER.test( url ) ) {
		return undefined;
	}
	if ( /^[a-z][a-z0-9+.-]*:/i.test( url ) && ! /^https?:/i.test( url ) ) {
		return undefined;
	}
	return { url, alt };
}
