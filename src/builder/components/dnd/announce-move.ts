/**
 * Where a moved block landed, said to screen reader users (`speak`), so a
 * keyboard move is heard: its position among its siblings and its parent.
 */

/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import { useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getBlockDefinition } from '../../../engine/registry';
import type { Block } from '../../../engine/types';
import { findBlock, findPosition } from '../../tree';
import { BUILDER_STORE_NAME, type BuilderSelectors } from './builder-store';

/**
 * A block's name as the layers show it.
 *
 * @param block The block.
 */
function nameOf( block: Block ): string {
	return (
		block.name ||
		getBlockDefinition( block.moduleName )?.name ||
		block.moduleName
	);
}

/**
 * What is said after a block moved: "Heading moved to position 2 of 3 in
 * Sidebar." (or "at the top level"). Null when the block is not in the tree.
 *
 * @param blocks The tree after the move.
 * @param uid    The moved block.
 */
export function movedMessage(
	blocks: readonly Block[],
	uid: string
): string | null {
	const block = findBlock( blocks, uid );
	const position = findPosition( blocks, uid );
	if ( ! block || ! position ) {
		return null;
	}
	const parent =
		position.parentUid === null
			? null
			: findBlock( blocks, position.parentUid );
	const count = parent ? ( parent.content?.length ?? 0 ) : blocks.length;
	return parent
		? sprintf(
				/* translators: 1: block name, 2: its position, 3: how many blocks are there, 4: the parent block's name. */
				__( '%1$s moved to position %2$d of %3$d in %4$s.', 'uipress' ),
				nameOf( block ),
				position.index + 1,
				count,
				nameOf( parent )
			)
		: sprintf(
				/* translators: 1: block name, 2: its position, 3: how many blocks are there. */
				__(
					'%1$s moved to position %2$d of %3$d at the top level.',
					'uipress'
				),
				nameOf( block ),
				position.index + 1,
				count
			);
}

/**
 * Says where a block is now; call it right after the move.
 */
export function useAnnounceMove(): ( uid: string ) => void {
	const registry = useRegistry();
	return useCallback(
		( uid: string ) => {
			const select = registry.select(
				BUILDER_STORE_NAME
			) as unknown as BuilderSelectors;
			const message = movedMessage( select.getBlocks(), uid );
			if ( message ) {
				speak( message, 'assertive' );
			}
		},
		[ registry ]
	);
}
