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

/**
 * Where the panel goes (fixed position): below or above the toggle, `offset`
 * px away, aligned to its start or end edge; flipped when it would leave the
 * viewport, and kept inside it horizontally.
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
): { top: number; left: number } {
	const below = toggle.top + toggle.height + offset;
	const above = toggle.top - offset - panel.height;
	let top = placement.startsWith( 'bottom' ) ? below : above;
	if (
		top === below &&
		below + panel.height > viewport.height &&
		above >= 0
	) {
		top = above;
	} else if ( top === above && above < 0 ) {
		top = below;
	}
	let left = placement.endsWith( 'start' )
		? toggle.left
		: toggle.left + toggle.width - panel.width;
	left = Math.min( left, viewport.width - panel.width );
	left = Math.max( 0, left );
	return { top, left };
}
