/**
 * Where the context menu goes so it stays on screen (spec: "repositions to
 * stay on screen (minimum left position 32, or 400 when snapped right;
 * off-screen correction offsets 20 and 40 px)").
 *
 * Rules, in order:
 * 1. The menu opens with its top-left corner at the pointer; snapped right,
 *    its top-right corner is at the pointer (the menu opens leftwards).
 * 2. A menu that would cross the right edge is moved left so it ends 20 px
 *    before the edge.
 * 3. A menu that would cross the bottom edge is moved up so it ends 40 px
 *    above the edge (room for the admin's bottom bars and scroll bars).
 * 4. Left is never less than 32, or 400 when snapped right (a menu opened
 *    leftwards from the right-hand panel never covers the left panel).
 * 5. Top is never less than 0.
 */

export const MIN_LEFT = 32;
export const MIN_LEFT_SNAPPED_RIGHT = 400;
export const HORIZONTAL_CORRECTION = 20;
export const VERTICAL_CORRECTION = 40;

export interface MenuPlacementInput {
	/** The pointer (or the anchor's corner) in viewport coordinates. */
	x: number;
	y: number;
	/** The menu's size. */
	width: number;
	height: number;
	/** The viewport's size. */
	viewportWidth: number;
	viewportHeight: number;
	/** Whether the menu opens leftwards from the point. */
	snapRight?: boolean;
}

export interface MenuPosition {
	left: number;
	top: number;
}

/**
 * The menu's position (fixed, viewport coordinates).
 *
 * @param input Pointer, menu size, viewport size and snapping.
 */
export function contextMenuPosition( input: MenuPlacementInput ): MenuPosition {
	const { x, y, width, height, viewportWidth, viewportHeight } = input;
	const snapRight = input.snapRight === true;
	let left = snapRight ? x - width : x;
	let top = y;
	if ( left + width > viewportWidth ) {
		left = viewportWidth - width - HORIZONTAL_CORRECTION;
	}
	if ( top + height > viewportHeight ) {
		top = viewportHeight - height - VERTICAL_CORRECTION;
	}
	left = Math.max( left, snapRight ? MIN_LEFT_SNAPPED_RIGHT : MIN_LEFT );
	top = Math.max( top, 0 );
	return { left, top };
}
