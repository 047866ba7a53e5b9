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

/** The block under the pointer and where the drop lands relative to it. */
export interface DropIndicator {
	uid: string | null;
	placement: DropPlacement;
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
