/** Lowest left position of the menu, in px. */
export const CONTEXT_MENU_MIN_LEFT = 32;
/** Lowest left position once the menu is snapped to the right edge, in px. */
export const CONTEXT_MENU_MIN_LEFT_SNAPPED = 400;
/** Gap kept from the bottom edge when the menu would leave the screen, in px. */
export const CONTEXT_MENU_BOTTOM_CORRECTION = 20;
/** Gap kept from the right edge when the menu would leave the screen, in px. */
export const CONTEXT_MENU_RIGHT_CORRECTION = 40;

/**
 * Where a context menu opened at (x, y) goes so it stays on screen:
 * - left is the pointer's x, at least 32;
 * - when it would pass the right edge it snaps right: the viewport width
 *   minus its width minus 40, at least 400;
 * - when it would pass the bottom edge: the viewport height minus its height
 *   minus 20 (never above 0).
 *
 * @param point           Pointer position (viewport coordinates).
 * @param point.x         Horizontal position.
 * @param point.y         Vertical position.
 * @param menu            The menu's size.
 * @param menu.width      Width.
 * @param menu.height     Height.
 * @param viewport        The viewport's size.
 * @param viewport.width  Width.
 * @param viewport.height Height.
 */
export function contextMenuPosition(
	point: { x: number; y: number },
	menu: { width: number; height: number },
	viewport: { width: number; height: number }
): { left: number; top: number; snappedRight: boolean } {
	let left = Math.max( CONTEXT_MENU_MIN_LEFT, point.x );
	let snappedRight = false;
	if ( left + menu.width > viewport.width ) {
		snappedRight = true;
		left = Math.max(
			CONTEXT_MENU_MIN_LEFT_SNAPPED,
			viewport.width - menu.width - CONTEXT_MENU_RIGHT_CORRECTION
		);
	}
	let top = point.y;
	if ( top + menu.height > viewport.height ) {
		top = Math.max(
			0,
			viewport.height - menu.height - CONTEXT_MENU_BOTTOM_CORRECTION
		);
	}
	return { left, top, snappedRight };
}
