/**
 * Internal dependencies
 */
import { DROPDOWN_OFFSET } from './constants';

export type DropdownPlacement =
	'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';

export interface Rect {
	top: number;
	left: number;
	width: number;
	height: number;
}

export interface Size {
	width: number;
	height: number;
}

/** Room kept between the panel and the window's edges, in px. */
export const DROPDOWN_VIEWPORT_MARGIN = 8;

/**
 * Where the panel goes (fixed position): below or above the toggle, `offset`
 * px away, aligned to its start or end edge; flipped when it would leave the
 * viewport, and kept inside it horizontally. When it fits on neither side it
 * goes on the roomier one with `maxHeight` set to the room there, so its end
 * (a 'next' button) stays reachable by scrolling the panel.
 *
 * @param toggle    The toggle's rectangle (viewport coordinates).
 * @param panel     The panel's size.
 * @param viewport  The viewport's size.
 * @param placement Preferred placement.
 * @param offset    Gap in px.
 */
export function dropdownPosition(
	toggle: Rect,
	panel: Size,
	viewport: Size,
	placement: DropdownPlacement = 'bottom-start',
	offset: number = DROPDOWN_OFFSET
): { top: number; left: number; maxHeight?: number } {
	const below = toggle.top + toggle.height + offset;
	const roomBelow = viewport.height - DROPDOWN_VIEWPORT_MARGIN - below;
	const roomAbove = toggle.top - offset - DROPDOWN_VIEWPORT_MARGIN;
	const fitsBelow = panel.height <= roomBelow;
	const fitsAbove = panel.height <= roomAbove;
	let side: 'below' | 'above' = placement.startsWith( 'bottom' )
		? 'below'
		: 'above';
	if ( side === 'below' && ! fitsBelow && fitsAbove ) {
		side = 'above';
	} else if ( side === 'above' && ! fitsAbove && fitsBelow ) {
		side = 'below';
	} else if ( ! fitsBelow && ! fitsAbove ) {
		side = roomBelow >= roomAbove ? 'below' : 'above';
	}
	const room = side === 'below' ? roomBelow : roomAbove;
	const height = Math.min( panel.height, room );
	const top = side === 'below' ? below : toggle.top - offset - height;
	let left = placement.endsWith( 'start' )
		? toggle.left
		: toggle.left + toggle.width - panel.width;
	left = Math.min( left, viewport.width - panel.width );
	left = Math.max( 0, left );
	return panel.height > room
		? { top, left, maxHeight: Math.max( 0, room ) }
		: { top, left };
}
