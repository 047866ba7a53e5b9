/**
 * Internal dependencies
 */
import { DROPDOWN_OFFSET } from './constants';

/** The side of the toggle the panel opens on, and how it lines up with it. */
export type DropdownSide = 'bottom' | 'top' | 'left' | 'right';
export type DropdownAlign = 'start' | 'center' | 'end';
export type DropdownPlacement = `${ DropdownSide }-${ DropdownAlign }`;

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

function parsePlacement( placement: DropdownPlacement ): {
	side: DropdownSide;
	align: DropdownAlign;
} {
	const [ side, align ] = placement.split( '-' ) as [
		DropdownSide,
		DropdownAlign,
	];
	return { side, align };
}

/**
 * Where a panel lines up along the toggle's edge: its start, centre or end,
 * kept DROPDOWN_VIEWPORT_MARGIN px inside both ends of [0, limit] (at 0 when
 * the panel is wider than the room between the margins).
 *
 * @param start  The toggle's start on that axis.
 * @param length The toggle's length on that axis.
 * @param size   The panel's length on that axis.
 * @param limit  The viewport's length on that axis.
 * @param align  How it lines up.
 */
function alongEdge(
	start: number,
	length: number,
	size: number,
	limit: number,
	align: DropdownAlign
): number {
	let position = start;
	if ( align === 'center' ) {
		position = start + ( length - size ) / 2;
	} else if ( align === 'end' ) {
		position = start + length - size;
	}
	return insideMargins( position, size, limit );
}

/**
 * A start position kept DROPDOWN_VIEWPORT_MARGIN px from both window edges
 * when the panel fits between them, so it never sits flush against an edge.
 *
 * @param position The wanted start.
 * @param size     The panel's length on that axis.
 * @param limit    The viewport's length on that axis.
 */
function insideMargins(
	position: number,
	size: number,
	limit: number
): number {
	const last = limit - DROPDOWN_VIEWPORT_MARGIN - size;
	if ( last < DROPDOWN_VIEWPORT_MARGIN ) {
		return Math.max( 0, Math.min( position, limit - size ) );
	}
	return Math.max( DROPDOWN_VIEWPORT_MARGIN, Math.min( position, last ) );
}

/**
 * Where a panel opening to the left or right goes: beside the toggle,
 * flipped to the other side when it does not fit, lined up vertically and
 * kept inside the viewport (its height capped to the viewport's).
 *
 * @param toggle   The toggle's rectangle.
 * @param panel    The panel's size.
 * @param viewport The viewport's size.
 * @param side     'left' or 'right'.
 * @param align    Vertical alignment.
 * @param offset   Gap in px.
 */
function besidePosition(
	toggle: Rect,
	panel: Size,
	viewport: Size,
	side: 'left' | 'right',
	align: DropdownAlign,
	offset: number
): { top: number; left: number; maxHeight?: number } {
	const rightOf = toggle.left + toggle.width + offset;
	const leftOf = toggle.left - offset - panel.width;
	const fitsRight =
		rightOf + panel.width <= viewport.width - DROPDOWN_VIEWPORT_MARGIN;
	const fitsLeft = leftOf >= DROPDOWN_VIEWPORT_MARGIN;
	let onRight = side === 'right';
	if ( onRight && ! fitsRight && fitsLeft ) {
		onRight = false;
	} else if ( ! onRight && ! fitsLeft && fitsRight ) {
		onRight = true;
	}
	const room = viewport.height - 2 * DROPDOWN_VIEWPORT_MARGIN;
	const height = Math.min( panel.height, room );
	const top = Math.max(
		DROPDOWN_VIEWPORT_MARGIN,
		alongEdge(
			toggle.top,
			toggle.height,
			height,
			viewport.height - DROPDOWN_VIEWPORT_MARGIN,
			align
		)
	);
	const left = insideMargins(
		onRight ? rightOf : leftOf,
		panel.width,
		viewport.width
	);
	return panel.height > room
		? { top, left, maxHeight: Math.max( 0, room ) }
		: { top, left };
}

/**
 * Where the panel goes (fixed position): below or above the toggle, `offset`
 * px away, aligned to its start, centre or end; flipped when it would leave
 * the viewport, and kept inside it horizontally. Left and right placements
 * open beside the toggle (see besidePosition). When it fits on neither side it
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
	const { side: preferred, align } = parsePlacement( placement );
	if ( preferred === 'left' || preferred === 'right' ) {
		return besidePosition(
			toggle,
			panel,
			viewport,
			preferred,
			align,
			offset
		);
	}
	const below = toggle.top + toggle.height + offset;
	const roomBelow = viewport.height - DROPDOWN_VIEWPORT_MARGIN - below;
	const roomAbove = toggle.top - offset - DROPDOWN_VIEWPORT_MARGIN;
	const fitsBelow = panel.height <= roomBelow;
	const fitsAbove = panel.height <= roomAbove;
	let side: 'below' | 'above' = preferred === 'bottom' ? 'below' : 'above';
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
	const left = alongEdge(
		toggle.left,
		toggle.width,
		panel.width,
		viewport.width,
		align
	);
	return panel.height > room
		? { top, left, maxHeight: Math.max( 0, room ) }
		: { top, left };
}
