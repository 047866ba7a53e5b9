/**
 * The layers tree as rows, and the moves its keyboard shortcuts make.
 */

/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';
import { findBlock, findPosition } from '../../tree';
import type { DropTarget } from '../dnd/types';

export interface LayerRow {
	block: Block;
	/** 1 at the root. */
	level: number;
	parentUid: string | null;
	/** Position among its siblings, from 0. */
	index: number;
	siblings: number;
	hasChildren: boolean;
	expanded: boolean;
}

/**
 * The visible rows of the tree, depth first; the children of collapsed
 * blocks are left out.
 *
 * @param blocks    The template's tree.
 * @param collapsed Uids of collapsed blocks.
 */
export function visibleRows(
	blocks: readonly Block[],
	collapsed: ReadonlySet< string >
): LayerRow[] {
	const rows: LayerRow[] = [];
	const walk = (
		list: readonly Block[],
		level: number,
		parentUid: string | null
	) => {
		list.forEach( ( block, index ) => {
			const hasChildren = !! block.content?.length;
			const expanded = hasChildren && ! collapsed.has( block.uid );
			rows.push( {
				block,
				level,
				parentUid,
				index,
				siblings: list.length,
				hasChildren,
				expanded,
			} );
			if ( expanded && block.content ) {
				walk( block.content, level + 1, block.uid );
			}
		} );
	};
	walk( blocks, 1, null );
	return rows;
}

/**
 * The uids of a block's ancestors, nearest first.
 *
 * @param blocks The template's tree.
 * @param uid    The block.
 */
export function ancestorsOf( blocks: readonly Block[], uid: string ): string[] {
	const ancestors: string[] = [];
	let parent = findPosition( blocks, uid )?.parentUid ?? null;
	while ( parent !== null ) {
		ancestors.push( parent );
		parent = findPosition( blocks, parent )?.parentUid ?? null;
	}
	return ancestors;
}

export type KeyboardMove = 'up' | 'down' | 'out' | 'in';

/**
 * Where a keyboard move takes a block, as `moveBlock` arguments (indexes
 * count the block in place), or null when it cannot move that way:
 * - up / down: one place within its parent;
 * - out: just after its parent, in the grandparent;
 * - in: to the end of the previous sibling, when that accepts children.
 *
 * @param blocks      The template's tree.
 * @param uid         The block.
 * @param move        The move.
 * @param isContainer Whether a module accepts children.
 */
export function keyboardMoveTarget(
	blocks: readonly Block[],
	uid: string,
	move: KeyboardMove,
	isContainer: ( moduleName: string ) => boolean
): DropTarget | null {
	const position = findPosition( blocks, uid );
	if ( ! position ) {
		return null;
	}
	const { parentUid, index } = position;
	const siblings =
		parentUid === null
			? blocks
			: ( findBlock( blocks, parentUid )?.content ?? [] );
	switch ( move ) {
		case 'up':
			return index > 0 ? { parentUid, index: index - 1 } : null;
		case 'down':
			return index < siblings.length - 1
				? { parentUid, index: index + 2 }
				: null;
		case 'out': {
			if ( parentUid === null ) {
				return null;
			}
			const parentPosition = findPosition( blocks, parentUid );
			return parentPosition
				? {
						parentUid: parentPosition.parentUid,
						index: parentPosition.index + 1,
					}
				: null;
		}
		case 'in': {
			const previous = index > 0 ? siblings[ index - 1 ] : undefined;
			if ( ! previous || ! isContainer( previous.moduleName ) ) {
				return null;
			}
			return {
				parentUid: previous.uid,
				index: previous.content?.length ?? 0,
			};
		}
	}
	return null;
}
