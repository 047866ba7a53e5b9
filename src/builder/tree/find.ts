/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';

/**
 * The block with this uid anywhere in the tree, or null.
 *
 * @param blocks The tree.
 * @param uid    The uid to look for.
 */
export function findBlock(
	blocks: readonly Block[],
	uid: string
): Block | null {
	for ( const block of blocks ) {
		if ( block.uid === uid ) {
			return block;
		}
		const found = block.content ? findBlock( block.content, uid ) : null;
		if ( found ) {
			return found;
		}
	}
	return null;
}

/** Where a block sits: its parent's uid (null at the root) and its index. */
export interface BlockPosition {
	parentUid: string | null;
	index: number;
}

/**
 * Where the block with this uid sits, or null when it is not in the tree.
 *
 * @param blocks    The tree.
 * @param uid       The uid to look for.
 * @param parentUid The uid of the list's owner (null for the root).
 */
export function findPosition(
	blocks: readonly Block[],
	uid: string,
	parentUid: string | null = null
): BlockPosition | null {
	for ( let index = 0; index < blocks.length; index++ ) {
		const block = blocks[ index ] as Block;
		if ( block.uid === uid ) {
			return { parentUid, index };
		}
		if ( block.content ) {
			const found = findPosition( block.content, uid, block.uid );
			if ( found ) {
				return found;
			}
		}
	}
	return null;
}

/**
 * The uid of the block's parent: null at the root or when not found.
 *
 * @param blocks The tree.
 * @param uid    The block's uid.
 */
export function findParent(
	blocks: readonly Block[],
	uid: string
): string | null {
	return findPosition( blocks, uid )?.parentUid ?? null;
}

/**
 * Whether `uid` is `ancestorUid` itself or one of its descendants.
 *
 * @param blocks      The tree.
 * @param ancestorUid The possible ancestor.
 * @param uid         The block to test.
 */
export function isSelfOrDescendant(
	blocks: readonly Block[],
	ancestorUid: string,
	uid: string
): boolean {
	const ancestor = findBlock( blocks, ancestorUid );
	if ( ! ancestor ) {
		return false;
	}
	return (
		ancestor.uid === uid ||
		findBlock( ancestor.content ?? [], uid ) !== null
	);
}
