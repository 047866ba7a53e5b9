/**
 * Arrow keys on the focused canvas move the selection through the blocks,
 * so the canvas is one tab stop that still reaches every block.
 */

/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';

/** A block in tree order, with where it sits. */
interface Placed {
	uid: string;
	parentUid: string | null;
	firstChildUid: string | null;
}

function inTreeOrder(
	blocks: readonly Block[],
	parentUid: string | null = null
): Placed[] {
	return blocks.flatMap( ( block ) => [
		{
			uid: block.uid,
			parentUid,
			firstChildUid: block.content?.[ 0 ]?.uid ?? null,
		},
		...inTreeOrder( block.content ?? [], block.uid ),
	] );
}

/**
 * The block a key selects: Down and Up the next and previous block in tree
 * order (the first and last with nothing selected), Left the parent, Right
 * the first child, Home and End the first and last block. Undefined when
 * the key does none of this (so it keeps its usual meaning).
 *
 * @param blocks      The template's tree.
 * @param selectedUid The selected block.
 * @param key         The key pressed.
 */
export function blockForKey(
	blocks: readonly Block[],
	selectedUid: string | null,
	key: string
): string | undefined {
	const order = inTreeOrder( blocks );
	if ( order.length === 0 ) {
		return undefined;
	}
	const at = order.findIndex( ( entry ) => entry.uid === selectedUid );
	const current = order[ at ];
	switch ( key ) {
		case 'ArrowDown':
			return current
				? order[ Math.min( at + 1, order.length - 1 ) ]?.uid
				: order[ 0 ]?.uid;
		case 'ArrowUp':
			return current
				? order[ Math.max( at - 1, 0 ) ]?.uid
				: order[ order.length - 1 ]?.uid;
		case 'ArrowLeft':
			return current?.parentUid ?? undefined;
		case 'ArrowRight':
			return current?.firstChildUid ?? undefined;
		case 'Home':
			return order[ 0 ]?.uid;
		case 'End':
			return order[ order.length - 1 ]?.uid;
	}
	return undefined;
}
