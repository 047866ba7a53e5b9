/**
 * Internal dependencies
 */
import { isRecord, sanitizeSize } from '../sanitize';
import { declaration } from './declaration';

const PROPERTIES = [
	[ 'width', 'width' ],
	[ 'height', 'height' ],
	[ 'minWidth', 'min-width' ],
	[ 'maxWidth', 'max-width' ],
	[ 'minHeight', 'min-height' ],
	[ 'maxHeight', 'max-height' ],
] as const;

/**
 * dimensions: width, height and their min and max.
 *
 * @param value Stored `options.dimensions`.
 */
export function dimensionsCss( value: unknown ): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	let css = '';
	for ( const [ field, property ] of PROPERTIES ) {
		const size = value[ field ];
		if ( size !== undefined ) {
			css += declaration( property, sanitizeSize( size ) );
		}
	}
	return css;
}
