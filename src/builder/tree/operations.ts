/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';
import { findBlock, findPosition, isSelfOrDescendant } from './find';
import { newUid } from './uid';

/** The name and module of the block `wrapBlock` creates. */
export const CONTAINER_MODULE = 'uip-container';

function clampIndex( index: number, length: number ): number {
	if ( ! Number.isFinite( index ) || index < 0 ) {
		return 0;
	}
	return Math.min( Math.floor( index ), length );
}

/**
 * Applies `change` to the child list of `parentUid` (the root when null).
 * Returns the same tree when the parent is not found or nothing changed.
 *
 * @param blocks    The tree.
 * @param parentUid Whose children to change.
 * @param change    Maps the old list to the new one.
 */
function updateChildren(
	blocks: Block[],
	parentUid: string | null,
	change: ( children: Block[] ) => Block[]
): Block[] {
	if ( parentUid === null ) {
		return change( blocks );
	}
	let changed = false;
	const next = blocks.map( ( block ) => {
		if ( changed ) {
			return block;
		}
		if ( block.uid === parentUid ) {
			changed = true;
			return { ...block, content: change( block.content ?? [] ) };
		}
		if ( block.content?.length ) {
			const content = updateChildren( block.content, parentUid, change );
			if ( content !== block.content ) {
				changed = true;
				return { ...block, content };
			}
		}
		return block;
	} );
	return changed ? next : blocks;
}

/**
 * Inserts a block into the child list of `parentUid` (root when null) at
 * `index` (clamped to the list). An unknown parent leaves the tree as is.
 *
 * @param blocks    The tree.
 * @param block     The block to insert.
 * @param parentUid The new parent's uid, or null for the root.
 * @param index     The position in the parent's list.
 */
export function insertBlockAt(
	blocks: Block[],
	block: Block,
	parentUid: string | null,
	index: number
): Block[] {
	return updateChildren( blocks, parentUid, ( children ) => {
		const at = clampIndex( index, children.length );
		return [ ...children.slice( 0, at ), block, ...children.slice( at ) ];
	} );
}

/**
 * The tree without the block with this uid (and its descendants).
 *
 * @param blocks The tree.
 * @param uid    The block to remove.
 */
export function removeBlock( blocks: Block[], uid: string ): Block[] {
	const position = findPosition( blocks, uid );
	if ( ! position ) {
		return blocks;
	}
	return updateChildren( blocks, position.parentUid, ( children ) =>
		children.filter( ( child ) => child.uid !== uid )
	);
}

/**
 * Moves a block to `index` of `parentUid`'s list. The index is where the
 * block ends up counted in the list as it was before the move, the way a drop
 * indicator shows it: moving the first of three to index 2 puts it between
 * the second and the third. Refuses (returns the same tree) to move a block
 * into itself or one of its descendants, or an unknown block.
 *
 * @param blocks    The tree.
 * @param uid       The block to move.
 * @param parentUid The new parent's uid, or null for the root.
 * @param index     The position in the new parent's list before the move.
 */
export function moveBlock(
	blocks: Block[],
	uid: string,
	parentUid: string | null,
	index: number
): Block[] {
	const block = findBlock( blocks, uid );
	const from = findPosition( blocks, uid );
	if ( ! block || ! from ) {
		return blocks;
	}
	if ( parentUid !== null ) {
		if (
			! findBlock( blocks, parentUid ) ||
			isSelfOrDescendant( blocks, uid, parentUid )
		) {
			return blocks;
		}
	}
	let at = index;
	if ( from.parentUid === parentUid && from.index < index ) {
		at = index - 1;
	}
	if ( from.parentUid === parentUid && from.index === at ) {
		return blocks;
	}
	return insertBlockAt( removeBlock( blocks, uid ), block, parentUid, at );
}

/**
 * A deep copy of a block in which it and every descendant have fresh uids.
 *
 * @param block The block to copy.
 */
export function cloneWithFreshUids( block: Block ): Block {
	const copy = JSON.parse( JSON.stringify( block ) ) as Block;
	const renew = ( item: Block ): Block => ( {
		...item,
		uid: newUid(),
		...( item.content ? { content: item.content.map( renew ) } : {} ),
	} );
	return renew( copy );
}

/**
 * A new, empty container block.
 *
 * @param name The display name.
 */
export function createContainer( name = 'Container' ): Block {
	return {
		uid: newUid(),
		name,
		moduleName: CONTAINER_MODULE,
		settings: {},
		content: [],
	};
}

/**
 * Replaces a block by `container` holding it, at the same place.
 *
 * @param blocks    The tree.
 * @param uid       The block to wrap.
 * @param container The wrapping block (its own children are replaced).
 */
export function wrapBlock(
	blocks: Block[],
	uid: string,
	container: Block = createContainer()
): Block[] {
	const block = findBlock( blocks, uid );
	const position = findPosition( blocks, uid );
	if ( ! block || ! position ) {
		return blocks;
	}
	return updateChildren( blocks, position.parentUid, ( children ) =>
		children.map( ( child ) =>
			child.uid === uid ? { ...container, content: [ block ] } : child
		)
	);
}

/**
 * The tree with `changes` merged into the block with this uid.
 *
 * @param blocks  The tree.
 * @param uid     The block to change.
 * @param changes Top-level members to replace (the uid is kept).
 */
export function updateBlockIn(
	blocks: Block[],
	uid: string,
	changes: Partial< Block >
): Block[] {
	const position = findPosition( blocks, uid );
	if ( ! position ) {
		return blocks;
	}
	return updateChildren( blocks, position.parentUid, ( children ) =>
		children.map( ( child ) =>
			child.uid === uid ? { ...child, ...changes, uid } : child
		)
	);
}
