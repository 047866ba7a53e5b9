/**
 * Where a hover submenu (flyout) goes: beside or below its entry as the
 * block's dropdownPosition option asks, flipped to the other side when that
 * side has no room, and always kept inside the viewport (taller than the
 * viewport, it scrolls).
 */

/** Gap between the entry and its flyout, in px. */
export const FLYOUT_OFFSET = 4;

/** Least distance kept from the viewport's edges, in px. */
export const FLYOUT_MARGIN = 8;

export type FlyoutPlacement =
	| 'right'
	| 'left'
	| 'bottom-left'
	| 'bottom-right'
	| 'top-left'
	| 'top-right';

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

export interface FlyoutPlace {
	top: number;
	left: number;
	/** Set when the flyout is taller than the room it has: it scrolls. */
	maxHeight?: number;
	/** The side it went to, after flipping. */
	placement: FlyoutPlacement;
}

function clamp( value: number, min: number, max: number ): number {
	return Math.max( min, Math.min( value, Math.max( min, max ) ) );
}

/**
 * A start coordinate on one axis: `preferred` when the flyout fits there,
 * else `flipped` when it fits there, else the side with more room.
 *
 * @param preferred Start coordinate on the preferred side.
 * @param flipped   Start coordinate on the other side.
 * @param length    The flyout's length on the axis.
 * @param room      The viewport's length on the axis.
 */
function chooseSide(
	preferred: number,
	flipped: number,
	length: number,
	room: number
): { start: number; flippedSide: boolean } {
	const fits = ( start: number ) =>
		start >= FLYOUT_MARGIN && start + length <= room - FLYOUT_MARGIN;
	if ( fits( preferred ) || ! fits( flipped ) ) {
		return { start: preferred, flippedSide: false };
	}
	return { start: flipped, flippedSide: true };
}

const FLIPPED: Record< FlyoutPlacement, FlyoutPlacement > = {
	right: 'left',
	left: 'right',
	'bottom-left': 'top-left',
	'bottom-right': 'top-right',
	'top-left': 'bottom-left',
	'top-right': 'bottom-right',
};

/**
 * The flyout's top left corner, in viewport coordinates.
 *
 * @param anchor    The entry's box.
 * @param flyout    The flyout's natural size.
 * @param viewport  The viewport's size.
 * @param placement The side the block's option asks for.
 */
export function flyoutPosition(
	anchor: Rect,
	flyout: Size,
	viewport: Size,
	placement: FlyoutPlacement
): FlyoutPlace {
	const room = viewport.height - 2 * FLYOUT_MARGIN;
	const height = Math.min( flyout.height, room );
	const maxHeight = flyout.height > room ? room : undefined;
	const maxTop = viewport.height - FLYOUT_MARGIN - height;
	const maxLeft = viewport.width - FLYOUT_MARGIN - flyout.width;

	if ( placement === 'right' || placement === 'left' ) {
		const right = anchor.left + anchor.width + FLYOUT_OFFSET;
		const left = anchor.left - FLYOUT_OFFSET - flyout.width;
		const side = chooseSide(
			placement === 'right' ? right : left,
			placement === 'right' ? left : right,
			flyout.width,
			viewport.width
		);
		return {
			top: clamp( anchor.top, FLYOUT_MARGIN, maxTop ),
			left: clamp( side.start, FLYOUT_MARGIN, maxLeft ),
			maxHeight,
			placement: side.flippedSide ? FLIPPED[ placement ] : placement,
		};
	}

	const below = anchor.top + anchor.height + FLYOUT_OFFSET;
	const above = anchor.top - FLYOUT_OFFSET - height;
	const wantsBelow = placement.startsWith( 'bottom' );
	const side = chooseSide(
		wantsBelow ? below : above,
		wantsBelow ? above : below,
		height,
		viewport.height
	);
	const alignedLeft = placement.endsWith( 'left' )
		? anchor.left
		: anchor.left + anchor.width - flyout.width;
	return {
		top: clamp( side.start, FLYOUT_MARGIN, maxTop ),
		left: clamp( alignedLeft, FLYOUT_MARGIN, maxLeft ),
		maxHeight,
		placement: side.flippedSide ? FLIPPED[ placement ] : placement,
	};
}
