/**
 * The part of the `uipress/builder` store these components use, typed for
 * them (selectors and actions of the store's contract).
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';

export const BUILDER_STORE_NAME = 'uipress/builder';

export interface BuilderSelectors {
	getBlocks: () => Block[];
	getBlock: ( uid: string ) => Block | null | undefined;
	getParentUid: ( uid: string ) => string | null;
	getBlockIndex: ( uid: string ) => number;
	getSelectedUid: () => string | null;
	getHoveredUid: () => string | null;
	getClipboard: () => Block | null;
}

export interface BuilderActions {
	insertBlock: (
		block: Block,
		parentUid: string | null,
		index: number
	) => void;
	moveBlock: ( uid: string, parentUid: string | null, index: number ) => void;
	removeBlock: ( uid: string ) => void;
	duplicateBlock: ( uid: string ) => void;
	updateBlock: ( uid: string, changes: Partial< Block > ) => void;
	wrapInContainer: ( uid: string ) => void;
	copyBlock: ( uid: string ) => void;
	pasteBlock: ( parentUid: string | null, index: number ) => void;
	selectBlock: ( uid: string | null ) => void;
	hoverBlock: ( uid: string | null ) => void;
}

/**
 * Reads from the builder store.
 *
 * @param mapSelect Picks values from the selectors.
 * @param deps      Dependencies of mapSelect.
 */
export function useBuilderSelect< T >(
	mapSelect: ( selectors: BuilderSelectors ) => T,
	deps: unknown[] = []
): T {
	return useSelect(
		( select ) =>
			mapSelect(
				select( BUILDER_STORE_NAME ) as unknown as BuilderSelectors
			),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		deps
	);
}

/**
 * The builder store's actions.
 */
export function useBuilderActions(): BuilderActions {
	return useDispatch( BUILDER_STORE_NAME ) as unknown as BuilderActions;
}
