/**
 * Internal dependencies
 */
import { finiteNumber, isRecord, keyword, sanitizeSize } from '../sanitize';
import { declaration } from './declaration';

const DISPLAY = [ 'flex', 'grid', 'block', 'inline-flex', 'none' ] as const;
const DIRECTION = [ 'row', 'column', 'row-reverse', 'column-reverse' ] as const;
const WRAP = [ 'wrap', 'nowrap', 'wrap-reverse' ] as const;
const JUSTIFY = [
	'flex-start',
	'center',
	'flex-end',
	'space-between',
	'space-around',
	'space-evenly',
] as const;
const ALIGN = [
	'stretch',
	'flex-start',
	'center',
	'flex-end',
	'baseline',
] as const;

/**
 * The declarations of each size a block can take in a flex container:
 * fixed keeps the width or height it was given, fill takes the space left
 * (and may shrink below its content, so a long title does not push the
 * layout wider), fit is as large as its content.
 */
export const FLEX_ITEM_SIZES = {
	fixed: 'flex:0 0 auto;',
	fill: 'flex:1 1 0%;min-width:0;min-height:0;',
	fit: 'flex:0 1 auto;',
} as const;

/** Most grid columns written (more is certainly a stored mistake). */
export const MAX_GRID_COLUMNS = 24;

/**
 * flexLayout: display, direction, wrap, justify, align, gap, for grids
 * `gridColumns` equal columns, and the block's own `size` in the flex
 * container holding it.
 *
 * @param value Stored `options.flexLayout`.
 */
export function flexLayoutCss( value: unknown ): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	const display = keyword( value.display, DISPLAY );
	let columns = '';
	const count = finiteNumber( value.gridColumns );
	if ( display === 'grid' && count !== undefined ) {
		const n = Math.min(
			MAX_GRID_COLUMNS,
			Math.max( 1, Math.round( count ) )
		);
		columns = declaration(
			'grid-template-columns',
			`repeat(${ n },minmax(0,1fr))`
		);
	}
	return (
		declaration( 'display', display ) +
		declaration( 'flex-direction', keyword( value.direction, DIRECTION ) ) +
		declaration( 'flex-wrap', keyword( value.wrap, WRAP ) ) +
		declaration(
			'justify-content',
			keyword( value.justifyContent, JUSTIFY )
		) +
		declaration( 'align-items', keyword( value.alignItems, ALIGN ) ) +
		declaration( 'gap', sanitizeSize( value.gap ) ) +
		columns +
		itemSizeCss( value.size )
	);
}

/**
 * The declarations of a block's size in its flex container, or ''.
 *
 * @param size Stored `flexLayout.size`.
 */
function itemSizeCss( size: unknown ): string {
	return typeof size === 'string' && Object.hasOwn( FLEX_ITEM_SIZES, size )
		? FLEX_ITEM_SIZES[ size as keyof typeof FLEX_ITEM_SIZES ]
		: '';
}
