/**
 * Where a drop lands: pure functions from the block under the pointer, its
 * box and the pointer to a parent and an index, and the rules that refuse a
 * drop.
 */

/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';
import { findBlock, findPosition, isSelfOrDescendant } from '../../tree';
import type {
	Box,
	DragData,
	DropFlow,
	DropIndicator,
	DropPlacement,
	DropTarget,
	Point,
} from './types';

/** Share of a container's height, at its top and bottom, that drops beside it rather than inside. */
export const CONTAINER_EDGE = 0.25;

/**
 * The most of an empty container, in px at each end, that drops beside it:
 * its "Drop blocks here" label sits at its top, and a drop there means inside.
 */
export const EMPTY_CONTAINER_EDGE = 8;

/**
 * Where a drop lands relative to a block: before or after it (by the half of
 * its box the pointer is in, along the flow its parent lays blocks out in),
 * or inside when it is a container and the pointer is in the middle of its
 * box (all but a thin edge of an empty one).
 *
 * @param box       The block's box.
 * @param point     The pointer.
 * @param container Whether the block accepts children.
 * @param flow      How the block sits in its parent (a column by default).
 */
export function dropPlacement(
	box: Box,
	point: Point,
	container: boolean,
	flow: DropFlow = {}
): DropPlacement {
	const size = flow.horizontal ? box.width : box.height;
	let offset = flow.horizontal ? point.x - box.left : point.y - box.top;
	if ( flow.horizontal && flow.reversed ) {
		offset = size - offset;
	}
	if ( container ) {
		const edge = flow.empty
			? Math.min( size * CONTAINER_EDGE, EMPTY_CONTAINER_EDGE )
			: size * CONTAINER_EDGE;
		if ( offset < edge ) {
			return 'before';
		}
		if ( offset > size - edge ) {
			return 'after';
		}
		return 'inside';
	}
	return offset < size / 2 ? 'before' : 'after';
}

/**
 * The parent and index a drop lands at. An indicator without a block drops at
 * the end of the template. Null when the block is not in the tree.
 *
 * @param blocks    The template's tree.
 * @param indicator The block under the pointer and the placement.
 */
export function resolveDropTarget(
	blocks: readonly Block[],
	indicator: DropIndicator
): DropTarget | null {
	if ( indicator.uid === null ) {
		return { parentUid: null, index: blocks.length };
	}
	if ( indicator.placement === 'inside' ) {
		const parent = findBlock( blocks, indicator.uid );
		return parent
			? { parentUid: parent.uid, index: parent.content?.length ?? 0 }
			: null;
	}
	const position = findPosition( blocks, indicator.uid );
	if ( ! position ) {
		return null;
	}
	return {
		parentUid: position.parentUid,
		index:
			indicator.placement === 'before'
				? position.index
				: position.index + 1,
	};
}

/**
 * Whether a dragged item may drop at a target: never into the dragged block
 * itself or one of its descendants, and only into a parent that exists.
 *
 * @param blocks The template's tree.
 * @param drag   What is dragged.
 * @param target Where it would land.
 */
export function isDropAllowed(
	blocks: readonly Block[],
	drag: DragData,
	target: DropTarget
): boolean {
	if ( target.parentUid === null ) {
		return true;
	}
	if ( ! findBlock( blocks, target.parentUid ) ) {
		return false;
	}
	if ( drag.kind === 'block' ) {
		return ! isSelfOrDescendant( blocks, drag.uid, target.parentUid );
	}
	return true;
}

/**
 * Whether moving a block to a target leaves it where it is (the gap just
 * before or just after itself).
 *
 * @param blocks The template's tree.
 * @param uid    The moved block.
 * @param target Where it would land (index counted before the block is taken out).
 */
export function isSamePlace(
	blocks: readonly Block[],
	uid: string,
	target: DropTarget
): boolean {
	const from = findPosition( blocks, uid );
	return (
		!! from &&
		from.parentUid === target.parentUid &&
		( target.index === from.index || target.index === from.index + 1 )
	);
}

/**
 * The pointer's position during a drag: where the drag started plus how far
 * it moved. Null when the drag did not start with a pointer (keyboard).
 *
 * @param activator The event that started the drag.
 * @param delta     How far the drag moved.
 */
export function pointerPosition(
	activator: Event | null,
	delta: Point
): Point | null {
	if ( ! activator ) {
		return null;
	}
	const withClient = activator as Partial< MouseEvent >;
	if (
		typeof withClient.clientX === 'number' &&
		typeof withClient.clientY === 'number'
	) {
		return {
			x: withClient.clientX + delta.x,
			y: withClient.clientY + delta.y,
		};
	}
	const touch = ( activator as Partial< TouchEvent > ).touches?.[ 0 ];
	if ( touch ) {
		return { x: touch.clientX + delta.x, y: touch.clientY + delta.y };
	}
	return null;
}

/** Where a drag is, and whether that is the pointer itself. */
export interface DragPoint {
	point: Point;
	/** True for drags started by a pointer, false for keyboard drags. */
	atPointer: boolean;
}

/**
 * Where a drag is. A drag started by a pointer is where the pointer is: its
 * latest position as the window reported it, else where the drag started plus
 * how far it moved as of the drag library's last render (which lags behind a
 * busy page's pointer, and counts the scroll of containers in). A keyboard
 * drag is at the centre of the dragged item. Null when neither is known.
 *
 * @param activator  The event that started the drag.
 * @param delta      How far the drag moved, as the drag library last rendered it.
 * @param latest     The pointer's latest position, if recorded.
 * @param translated The dragged item's box where it is now, if measured.
 */
export function dragPointOf(
	activator: Event | null,
	delta: Point,
	latest: Point | null,
	translated: Box | null
): DragPoint | null {
	const fromDelta = pointerPosition( activator, delta );
	if ( fromDelta ) {
		return { point: latest ?? fromDelta, atPointer: true };
	}
	return translated
		? { point: centreOf( translated ), atPointer: false }
		: null;
}

/**
 * The centre of a box.
 *
 * @param box The box.
 */
export function centreOf( box: Box ): Point {
	return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}
