/**
 * The map's sequential colour scale: a country's share of the range between
 * the smallest and largest value, drawn as the theme's primary colour mixed
 * into the surface. Both are theme variables, so the scale follows the
 * theme and dark mode without colours of its own.
 */

/** The lightest share of primary a country with data gets, in percent. */
export const SCALE_FLOOR = 15;

export interface ValueExtent {
	min: number;
	max: number;
}

/**
 * The smallest and largest value, or null with no values.
 *
 * @param values The values.
 */
export function valueExtent( values: readonly number[] ): ValueExtent | null {
	if ( values.length === 0 ) {
		return null;
	}
	return { min: Math.min( ...values ), max: Math.max( ...values ) };
}

/**
 * Where a value sits between min and max, 0…1, on a logarithmic scale:
 * visits by country are steeply skewed (one country often has most), and a
 * linear scale would leave every other country pale.
 *
 * @param value  The value.
 * @param extent The smallest and largest value.
 */
export function scaleShare( value: number, extent: ValueExtent ): number {
	const low = Math.log1p( Math.max( 0, extent.min ) );
	const high = Math.log1p( Math.max( 0, extent.max ) );
	if ( high <= low ) {
		return 1;
	}
	const share = ( Math.log1p( Math.max( 0, value ) ) - low ) / ( high - low );
	return Math.min( 1, Math.max( 0, share ) );
}

/**
 * The CSS colour for a share of the scale.
 *
 * @param share 0…1.
 */
export function scaleColour( share: number ): string {
	const percent = Math.round(
		SCALE_FLOOR +
			( 100 - SCALE_FLOOR ) * Math.min( 1, Math.max( 0, share ) )
	);
	return `color-mix(in srgb, var(--uip-color-primary) ${ percent }%, var(--uip-color-base-1))`;
}
