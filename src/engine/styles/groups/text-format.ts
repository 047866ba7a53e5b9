/**
 * Internal dependencies
 */
import {
	cssNumber,
	finiteNumber,
	isRecord,
	keyword,
	sanitizeColor,
	sanitizeFontFamily,
	sanitizeSize,
} from '../sanitize';
import { textSizePresetValue } from '../presets';
import { declaration } from './declaration';

const WEIGHT = [
	'normal',
	'bold',
	'100',
	'200',
	'300',
	'400',
	'500',
	'600',
	'700',
	'800',
	'900',
] as const;
const ALIGN = [ 'left', 'center', 'right', 'justify' ] as const;
const TRANSFORM = [ 'none', 'uppercase', 'lowercase', 'capitalize' ] as const;
const DECORATION = [ 'none', 'underline', 'line-through', 'overline' ] as const;

function fontSize( size: unknown ): string | undefined {
	if ( ! isRecord( size ) || typeof size.preset !== 'string' ) {
		return undefined;
	}
	return size.preset === 'custom'
		? sanitizeSize( size.custom )
		: textSizePresetValue( size.preset );
}

function lineHeight( value: unknown ): string | undefined {
	const plain = finiteNumber( value );
	if ( plain !== undefined ) {
		return plain >= 0 ? cssNumber( plain ) : undefined;
	}
	return sanitizeSize( value );
}

/**
 * textFormat: size (XS…XL → var(--uip-text-…), or custom), colour, weight,
 * line height (unitless number or a length), letter spacing, alignment,
 * transform, decoration, italic, font family.
 *
 * @param value Stored `options.textFormat`.
 */
export function textFormatCss( value: unknown ): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	const weight =
		typeof value.weight === 'number'
			? String( value.weight )
			: value.weight;
	return (
		declaration( 'font-size', fontSize( value.size ) ) +
		declaration( 'color', sanitizeColor( value.color ) ) +
		declaration( 'font-weight', keyword( weight, WEIGHT ) ) +
		declaration( 'line-height', lineHeight( value.lineHeight ) ) +
		declaration( 'letter-spacing', sanitizeSize( value.letterSpacing ) ) +
		declaration( 'text-align', keyword( value.align, ALIGN ) ) +
		declaration( 'text-transform', keyword( value.transform, TRANSFORM ) ) +
		declaration(
			'text-decoration',
			keyword( value.decoration, DECORATION )
		) +
		( typeof value.italic === 'boolean'
			? declaration( 'font-style', value.italic ? 'italic' : 'normal' )
			: '' ) +
		declaration( 'font-family', sanitizeFontFamily( value.fontFamily ) )
	);
}
