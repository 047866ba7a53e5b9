/**
 * A stand-in for the `uipress/builder` store in component tests: the store's
 * contract (selectors and actions), backed by the tree operations.
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';
import {
	cloneWithFreshUids,
	findBlock,
	findPosition,
	insertBlockAt,
	moveBlock,
	removeBlock,
	updateBlockIn,
	wrapBlock,
} from '../../../tree';
import { BUILDER_STORE_NAME } from '../builder-store';

interface FakeState {
	blocks: Block[];
	selected: string | null;
	hovered: string | null;
	clipboard: Block | null;
}

type FakeAction =
	| { type: 'SET'; blocks: Block[] }
	| { type: 'INSERT'; block: Block; parentUid: string | null; index: number }
	| { type: 'MOVE'; uid: string; parentUid: string | null; index: number }
	| { type: 'REMOVE'; uid: string }
	| { type: 'DUPLICATE'; uid: string }
	| { type: 'UPDATE'; uid: string; changes: Partial< Block > }
	| { type: 'WRAP'; uid: string }
	| { type: 'COPY'; uid: string }
	| { type: 'PASTE'; parentUid: string | null; index: number }
	| { type: 'SELECT'; uid: string | null }
	| { type: 'HOVER'; uid: string | null };

const initial: FakeState = {
	blocks: [],
	selected: null,
	hovered: null,
	clipboard: null,
};

function reducer( state: FakeState = initial, action: FakeAction ): FakeState {
	const { blocks } = state;
	switch ( action.type ) {
		case 'SET':
			return { ...initial, blocks: action.blocks };
		case 'INSERT':
			return {
				...state,
				blocks: insertBlockAt(
					blocks,
					action.block,
					action.parentUid,
					action.index
				),
			};
		case 'MOVE':
			return {
				...state,
				blocks: moveBlock(
					blocks,
					action.uid,
					action.parentUid,
					action.index
				),
			};
		case 'REMOVE':
			return { ...state, blocks: removeBlock( blocks, action.uid ) };
		case 'DUPLICATE': {
			const block = findBlock( blocks, action.uid );
			const at = findPosition( blocks, action.uid );
			return block && at
				? {
						...state,
						blocks: insertBlockAt(
							blocks,
							cloneWithFreshUids( block ),
							at.parentUid,
							at.index + 1
						),
					}
				: state;
		}
		case 'UPDATE':
			return {
				...state,
				blocks: updateBlockIn( blocks, action.uid, action.changes ),
			};
		case 'WRAP':
			return { ...state, blocks: wrapBlock( blocks, action.uid ) };
		case 'COPY':
			return { ...state, clipboard: findBlock( blocks, action.uid ) };
		case 'PASTE':
			return state.clipboard
				? {
						...state,
						blocks: insertBlockAt(
							blocks,
							cloneWithFreshUids( state.clipboard ),
							action.parentUid,
							action.index
						),
					}
				: state;
		case 'SELECT':
			return { ...state, selected: action.uid };
		case 'HOVER':
			return { ...state, hovered: action.uid };
	}
	return state;
}

export const fakeActions = {
	setBlocks: ( blocks: Block[] ) => ( { type: 'SET', blocks } ) as const,
	insertBlock: ( block: Block, parentUid: string | null, index: number ) =>
		( { type: 'INSERT', block, parentUid, index } ) as const,
	moveBlock: ( uid: string, parentUid: string | null, index: number ) =>
		( { type: 'MOVE', uid, parentUid, index } ) as const,
	removeBlock: ( uid: string ) => ( { type: 'REMOVE', uid } ) as const,
	duplicateBlock: ( uid: string ) => ( { type: 'DUPLICATE', uid } ) as const,
	updateBlock: ( uid: string, changes: Partial< Block > ) =>
		( { type: 'UPDATE', uid, changes } ) as const,
	wrapInContainer: ( uid: string ) => ( { type: 'WRAP', uid } ) as const,
	copyBlock: ( uid: string ) => ( { type: 'COPY', uid } ) as const,
	pasteBlock: ( parentUid: string | null, index: number ) =>
		( { type: 'PASTE', parentUid, index } ) as const,
	selectBlock: ( uid: string | null ) => ( { type: 'SELECT', uid } ) as const,
	hoverBlock: ( uid: string | null ) => ( { type: 'HOVER', uid } ) as const,
};

export const fakeStore = createReduxStore( BUILDER_STORE_NAME, {
	reducer,
	actions: fakeActions,
	selectors: {
		getBlocks: ( state: FakeState ) => state.blocks,
		getBlock: ( state: FakeState, uid: string ) =>
			findBlock( state.blocks, uid ),
		getParentUid: ( state: FakeState, uid: string ) =>
			findPosition( state.blocks, uid )?.parentUid ?? null,
		getBlockIndex: ( state: FakeState, uid: string ) =>
			findPosition( state.blocks, uid )?.index ?? -1,
		getSelectedUid: ( state: FakeState ) => state.selected,
		getHoveredUid: ( state: FakeState ) => state.hovered,
		getClipboard: ( state: FakeState ) => state.clipboard,
	},
} );

register( fakeStore );

/**
 * A block for tests.
 *
 * @param uid        Its uid.
 * @param moduleName Its module.
 * @param content    Its children.
 */
export function testBlock(
	uid: string,
	moduleName = 'uip-heading',
	content?: Block[]
): Block {
	return {
		uid,
		name: uid,
		moduleName,
		settings: {},
		...( content ? { content } : {} ),
	};
}
