/**
 * Internal dependencies
 */
import { isRecord, sanitizeSize } from '../sanitize';
import { spacingPresetValue } from '../presets';
import { declaration } from './declaration';

const SIDES = [ 'top', 'right', 'bottom', 'left' ] as const;

/**
 * One spacing property: a preset applies to all four sides ('0' → 0, XS…XL
 * → var(--uip-spacing-…)); 'custom' writes each side given in `custom`.
 *
 * @param property 'margin' or 'padding'.
 * @param value    Stored SpacingValue.
 */
function spacingProperty(
	property: 'margin' | 'padding',
	value: unknown
): string {
	if ( ! isRecord( value ) || typeof value.preset !== 'string' ) {
		return '';
	}
	if ( value.preset === 'custom' ) {
		const custom = value.custom;
		if ( ! isRecord( custom ) ) {
			return '';
		}
		return SIDES.map( ( side ) =>
			declaration(
				`${ property }-${ side }`,
				sanitizeSize( custom[ side ] )
			)
		).join( '' );
	}
	return declaration( property, spacingPresetValue( value.preset ) );
}

/**
 * spacing: margin and padding.
 *
 * @param value Stored `options.spacing`.
 */
export function spacingCss( value: unknown ): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	return (
		spacingProperty( 'margin', value.margin ) +
		spacingProperty( 'padding', value.padding )
	);
}
