/**
 * Internal dependencies
 */
import type { BlockOptions, Viewport } from '../../engine/types';

export const GRID_DEFAULTS = {
	mobile: 1,
	tablet: 2,
	desktop: 3,
	gap: 16,
	minColumnWidth: 0,
} as const;

const COLUMN_KEYS: Record< Viewport, string > = {
	mobile: 'columnsMobile',
	tablet: 'columnsTablet',
	desktop: 'columnsDesktop',
};

/**
 * A whole number from a stored option between min and max, else the fallback.
 *
 * @param value    Stored value (number or numeric text).
 * @param min      Smallest accepted.
 * @param max      Largest accepted.
 * @param fallback Otherwise.
 */
function wholeNumber(
	value: unknown,
	min: number,
	max: number,
	fallback: number
): number {
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' &&
		Number.isFinite( number ) &&
		number >= min &&
		number <= max
		? Math.round( number )
		: fallback;
}

/**
 * The grid's layout at a viewport: columns, gap and minimum column width.
 *
 * @param options  The block's options.
 * @param viewport The viewport the template renders for.
 */
export function gridLayout(
	options: BlockOptions,
	viewport: Viewport
): { columns: number; gap: number; minColumnWidth: number } {
	return {
		columns: wholeNumber(
			options[ COLUMN_KEYS[ viewport ] ],
			1,
			12,
			GRID_DEFAULTS[ viewport ]
		),
		gap: wholeNumber( options.gap, 0, 200, GRID_DEFAULTS.gap ),
		minColumnWidth: wholeNumber(
			options.minColumnWidth,
			0,
			2000,
			GRID_DEFAULTS.minColumnWidth
		),
	};
}
