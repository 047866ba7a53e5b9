/**
 * Where a block's tooltip goes: centred below its block, above it when
 * there is no room below, and kept inside the viewport horizontally.
 */

/** Gap between the block and its tooltip, in px. */
export const TOOLTIP_OFFSET = 4;

/** Least distance kept from the viewport's edges, in px. */
export const TOOLTIP_MARGIN = 8;

export interface Box {
	top: number;
	left: number;
	width: number;
	height: number;
}

/**
 * The tooltip's top left corner, in viewport coordinates.
 *
 * @param anchor          The block's box.
 * @param tip             The tooltip's size.
 * @param tip.width
 * @param tip.height
 * @param viewport        The viewport's size.
 * @param viewport.width
 * @param viewport.height
 */
export function tooltipPosition(
	anchor: Box,
	tip: { width: number; height: number },
	viewport: { width: number; height: number }
): { top: number; left: number; placement: 'bottom' | 'top' } {
	const below = anchor.top + anchor.height + TOOLTIP_OFFSET;
	const above = anchor.top - TOOLTIP_OFFSET - tip.height;
	const fitsBelow = below + tip.height <= viewport.height - TOOLTIP_MARGIN;
	const placement = fitsBelow || above < TOOLTIP_MARGIN ? 'bottom' : 'top';
	const centred = anchor.left + anchor.width / 2 - tip.width / 2;
	const maxLeft = viewport.width - TOOLTIP_MARGIN - tip.width;
	const left = Math.max( TOOLTIP_MARGIN, Math.min( centred, maxLeft ) );
	return { top: placement === 'bottom' ? below : above, left, placement };
}
