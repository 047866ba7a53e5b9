/**
 * Internal dependencies
 */
import {
	cssUrl,
	isRecord,
	keyword,
	sanitizeColor,
	sanitizePosition,
	sanitizeSize,
} from '../sanitize';
import { declaration } from './declaration';

const BACKGROUND_SIZE = [ 'cover', 'contain', 'auto' ] as const;
const BORDER_STYLE = [ 'solid', 'dashed', 'dotted', 'double', 'none' ] as const;
const OVERFLOW = [ 'visible', 'hidden', 'auto', 'scroll' ] as const;
const CURSOR = [
	'auto',
	'pointer',
	'default',
	'text',
	'move',
	'not-allowed',
] as const;

function backgroundImageCss( image: unknown ): string {
	if ( ! isRecord( image ) ) {
		return '';
	}
	const url = cssUrl( image.url );
	if ( ! url ) {
		return '';
	}
	return (
		declaration( 'background-image', url ) +
		declaration(
			'background-size',
			keyword( image.size, BACKGROUND_SIZE )
		) +
		declaration(
			'background-position',
			sanitizePosition( image.position )
		) +
		( typeof image.repeat === 'boolean'
			? declaration(
					'background-repeat',
					image.repeat ? 'repeat' : 'no-repeat'
				)
			: '' )
	);
}

function borderCss( border: unknown ): string {
	if ( ! isRecord( border ) ) {
		return '';
	}
	return (
		declaration( 'border-width', sanitizeSize( border.width ) ) +
		declaration( 'border-style', keyword( border.style, BORDER_STYLE ) ) +
		declaration( 'border-color', sanitizeColor( border.color ) )
	);
}

/**
 * styles: background colour and image, border, radius, overflow, cursor.
 *
 * @param value Stored `options.styles`.
 */
export function stylesCss( value: unknown ): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	return (
		declaration(
			'background-color',
			sanitizeColor( value.backgroundColor )
		) +
		backgroundImageCss( value.backgroundImage ) +
		borderCss( value.border ) +
		declaration( 'border-radius', sanitizeSize( value.radius ) ) +
		declaration( 'overflow', keyword( value.overflow, OVERFLOW ) ) +
		declaration( 'cursor', keyword( value.cursor, CURSOR ) )
	);
}
