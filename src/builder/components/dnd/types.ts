/**
 * What a drag carries, what a drop target is, and where a drop lands.
 */

/** A block type dragged from the inserter, or an existing block. */
export type DragData =
	{ kind: 'new'; moduleName: string } | { kind: 'block'; uid: string };

/** What a droppable area is. */
export type DropAreaData =
	| { kind: 'canvas' }
	| { kind: 'layer'; uid: string; container: boolean }
	| { kind: 'layers-end' };

/** Where a drop lands relative to the block under the pointer. */
export type DropPlacement = 'before' | 'after' | 'inside';

/** A place in the tree: the parent's uid (null for the root) and an index in its children. */
export interface DropTarget {
	parentUid: string | null;
	index: number;
}

/** Which side of a block the line of a before/after drop shows on. */
export type DropEdge = 'top' | 'bottom' | 'left' | 'right';

/** The block under the pointer and where the drop lands relative to it. */
export interface DropIndicator {
	uid: string | null;
	placement: DropPlacement;
	/** For before/after on the canvas: where the line goes (default top/bottom). */
	edge?: DropEdge;
}

/** How the block under the pointer sits in its parent. */
export interface DropFlow {
	/** Its parent lays blocks out in a row: before/after by the pointer's x. */
	horizontal?: boolean;
	/** The row runs right to left (row-reverse, or a right-to-left page). */
	reversed?: boolean;
	/** A container with no blocks: almost all of it drops inside. */
	empty?: boolean;
}

export interface Point {
	x: number;
	y: number;
}

export interface Box {
	top: number;
	left: number;
	width: number;
	height: number;
}
