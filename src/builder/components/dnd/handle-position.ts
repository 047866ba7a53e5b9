/**
 * Where the canvas drag handle goes: outside the selected block's box, as
 * the block editor's block toolbar is, so it never covers the block.
 */

/** A box in window coordinates. */
export interface Box {
	top: number;
	left: number;
	width: number;
	height: number;
}

/** The handle's size (a small button) and its gap to the block, in px. */
export const HANDLE_SIZE = 24;
export const HANDLE_GAP = 4;

/**
 * A number kept between two others (the lower one wins when they cross).
 *
 * @param value The number.
 * @param min   The least.
 * @param max   The most.
 */
function clamp( value: number, min: number, max: number ): number {
	return Math.max( min, Math.min( value, max ) );
}

/**
 * Whether `inner` lies wholly inside `outer`.
 *
 * @param outer A box.
 * @param inner Another.
 */
export function contains( outer: Box, inner: Box ): boolean {
	return (
		inner.left >= outer.left &&
		inner.top >= outer.top &&
		inner.left + inner.width <= outer.left + outer.width &&
		inner.top + inner.height <= outer.top + outer.height
	);
}

/**
 * Whether two boxes overlap (touching edges do not).
 *
 * @param a A box.
 * @param b Another.
 */
export function intersects( a: Box, b: Box ): boolean {
	return (
		a.left < b.left + b.width &&
		b.left < a.left + a.width &&
		a.top < b.top + b.height &&
		b.top < a.top + a.height
	);
}

/**
 * The places the handle may take, best first: left of the block's top
 * (beside it, where the block before it in a column is not), above its left
 * end, below it, right of it. Beside the block, the handle follows the part
 * of a tall block that is in view.
 *
 * @param block The block's box.
 * @param view  The visible part of the canvas.
 */
export function handleCandidates( block: Box, view: Box ): Box[] {
	const size = HANDLE_SIZE;
	const gap = HANDLE_GAP;
	// Beside the block: level with its top, or with the top of the view
	// when the block's top has scrolled away.
	const besideTop = clamp(
		block.top,
		view.top,
		Math.max( block.top, block.top + block.height - size )
	);
	// Above or below it: at its left end, or the view's left edge.
	const alongLeft = clamp(
		block.left,
		view.left,
		Math.max( block.left, block.left + block.width - size )
	);
	return [
		{
			top: besideTop,
			left: block.left - gap - size,
			width: size,
			height: size,
		},
		{
			top: block.top - gap - size,
			left: alongLeft,
			width: size,
			height: size,
		},
		{
			top: block.top + block.height + gap,
			left: alongLeft,
			width: size,
			height: size,
		},
		{
			top: besideTop,
			left: block.left + block.width + gap,
			width: size,
			height: size,
		},
	];
}

/**
 * Where the handle goes: the first place that is in view, off the block,
 * and covers no other block (`isFree`); else the first in view and off the
 * block; else, when the block fills the whole view, the view's top left
 * corner. Null when the block is out of view.
 *
 * @param block  The block's box.
 * @param view   The visible part of the canvas.
 * @param isFree Whether a place covers no other block.
 */
export function handlePosition(
	block: Box,
	view: Box,
	isFree: ( place: Box ) => boolean = () => true
): { top: number; left: number } | null {
	const outOfView =
		block.top + block.height < view.top ||
		block.top > view.top + view.height ||
		block.left + block.width < view.left ||
		block.left > view.left + view.width;
	if ( outOfView ) {
		return null;
	}
	const candidates = handleCandidates( block, view ).filter(
		( place ) => contains( view, place ) && ! intersects( place, block )
	);
	const chosen =
		candidates.find( ( place ) => isFree( place ) ) ?? candidates[ 0 ];
	if ( chosen ) {
		return { top: chosen.top, left: chosen.left };
	}
	return { top: view.top, left: view.left };
}
