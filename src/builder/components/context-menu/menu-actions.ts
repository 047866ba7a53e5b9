/**
 * What the block context menu offers for a block, and what each entry does
 * to the builder store.
 */

/**
 * Internal dependencies
 */
import type { BuilderActions } from '../dnd/builder-store';

export type ContextMenuAction =
	'copy' | 'paste' | 'duplicate' | 'moveUp' | 'moveDown' | 'wrap' | 'delete';

export const CONTEXT_MENU_ACTIONS: readonly ContextMenuAction[] = [
	'copy',
	'paste',
	'duplicate',
	'moveUp',
	'moveDown',
	'wrap',
	'delete',
];

/** Where the block sits and what the clipboard holds. */
export interface BlockMenuState {
	uid: string;
	parentUid: string | null;
	index: number;
	/** Number of blocks in the block's parent list. */
	siblings: number;
	hasClipboard: boolean;
}

/**
 * Whether an entry can run for this block.
 *
 * @param action The entry.
 * @param state  Where the block sits.
 */
export function isActionEnabled(
	action: ContextMenuAction,
	state: BlockMenuState
): boolean {
	switch ( action ) {
		case 'paste':
			return state.hasClipboard;
		case 'moveUp':
			return state.index > 0;
		case 'moveDown':
			return state.index < state.siblings - 1;
		default:
			return true;
	}
}

/**
 * Runs an entry. Paste puts the clipboard after the block; moves are within
 * the parent (indexes count the block in place, as `moveBlock` expects).
 *
 * @param action  The entry.
 * @param state   Where the block sits.
 * @param actions The builder store's actions.
 */
export function runAction(
	action: ContextMenuAction,
	state: BlockMenuState,
	actions: BuilderActions
): void {
	if ( ! isActionEnabled( action, state ) ) {
		return;
	}
	const { uid, parentUid, index } = state;
	switch ( action ) {
		case 'copy':
			actions.copyBlock( uid );
			break;
		case 'paste':
			actions.pasteBlock( parentUid, index + 1 );
			break;
		case 'duplicate':
			actions.duplicateBlock( uid );
			break;
		case 'moveUp':
			actions.moveBlock( uid, parentUid, index - 1 );
			break;
		case 'moveDown':
			actions.moveBlock( uid, parentUid, index + 2 );
			break;
		case 'wrap':
			actions.wrapInContainer( uid );
			break;
		case 'delete':
			actions.removeBlock( uid );
			break;
	}
}
