/**
 * WordPress dependencies
 */
import { createReduxStore, register, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { FOLDERS_STORE } from './constants';
import reducer from './reducer';
import * as selectors from './selectors';

export { FOLDERS_STORE, FOLDERS_NOTICES_CONTEXT } from './constants';
export type { MoveResult } from './actions';
export type { KindState, MoveProgress } from './reducer';

/**
 * The `uipress/folders` store: per kind the tree with its counts, its
 * loading state, the last delete (for Undo) and a move's progress.
 */
export const foldersStore = createReduxStore( FOLDERS_STORE, {
	reducer,
	actions,
	selectors,
} );

/**
 * Registers the store in the default registry unless it is there already
 * (the media modal and a screen's panel may share one page).
 */
export function ensureFoldersStore(): void {
	if ( ! ( select as ( name: string ) => unknown )( FOLDERS_STORE ) ) {
		register( foldersStore );
	}
}

ensureFoldersStore();
