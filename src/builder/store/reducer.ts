/**
 * Internal dependencies
 */
import type { Block, TemplateFields, Viewport } from '../../engine/types';
import {
	findBlock,
	findPosition,
	insertBlockAt,
	moveBlock,
	removeBlock,
	updateBlockIn,
	wrapBlock,
} from '../tree';
import { HISTORY_LIMIT } from './constants';
import type {
	BuilderState,
	BuilderStatus,
	EditedTemplate,
	TemplateChanges,
} from './types';

export type BuilderAction =
	| { type: 'LOAD_START' }
	| { type: 'LOAD_SUCCESS'; template: EditedTemplate }
	| { type: 'REQUEST_ERROR'; message: string }
	| { type: 'SAVE_START' }
	| {
			type: 'SAVE_SUCCESS';
			fields: TemplateFields;
			title: string;
			status: string;
	  }
	| { type: 'SAVE_FAILED'; message: string }
	| { type: 'CLOSE_TEMPLATE' }
	| {
			type: 'INSERT_BLOCK';
			block: Block;
			parentUid: string | null;
			index: number;
	  }
	| {
			type: 'MOVE_BLOCK';
			uid: string;
			parentUid: string | null;
			index: number;
	  }
	| { type: 'REMOVE_BLOCK'; uid: string }
	| { type: 'DUPLICATE_BLOCK'; uid: string; copy: Block }
	| {
			type: 'UPDATE_BLOCK';
			uid: string;
			changes: Partial< Block >;
			mergeKey?: string;
	  }
	| { type: 'WRAP_IN_CONTAINER'; uid: string; container: Block }
	| { type: 'COPY_BLOCK'; uid: string }
	| {
			type: 'PASTE_BLOCK';
			block: Block;
			parentUid: string | null;
			index: number;
	  }
	| { type: 'SELECT_BLOCK'; uid: string | null }
	| { type: 'HOVER_BLOCK'; uid: string | null }
	| { type: 'UNDO' }
	| { type: 'REDO' }
	| { type: 'UPDATE_TEMPLATE'; changes: TemplateChanges; mergeKey?: string }
	| { type: 'SET_VIEWPORT'; viewport: Viewport }
	| { type: 'SET_PREVIEW'; on: boolean }
	| { type: 'SET_FIT_SCALE'; scale: number };

export const INITIAL_STATE: BuilderState = {
	template: null,
	selectedUid: null,
	hoveredUid: null,
	clipboard: null,
	history: { past: [], future: [] },
	savedFields: null,
	savedTitle: '',
	savedStatus: '',
	status: 'idle',
	error: null,
	viewport: 'desktop',
	preview: false,
	fitScale: 1,
};

/**
 * The state with the template's fields replaced, the previous fields pushed
 * on the undo stack (at most HISTORY_LIMIT) and redo cleared. Unchanged
 * fields (same object) leave the state as it is. An edit whose `mergeKey`
 * equals the previous edit's replaces the fields without a new undo step.
 *
 * @param state    The state.
 * @param fields   The new fields.
 * @param mergeKey Merges with the previous edit of the same key.
 */
function commitFields(
	state: BuilderState,
	fields: TemplateFields,
	mergeKey?: string
): BuilderState {
	const template = state.template;
	if ( ! template || fields === template.fields ) {
		return state;
	}
	if (
		mergeKey !== undefined &&
		mergeKey === state.history.mergeKey &&
		state.history.past.length > 0
	) {
		return {
			...state,
			template: { ...template, fields },
			history: { past: state.history.past, future: [], mergeKey },
		};
	}
	const past = [ ...state.history.past, template.fields ];
	return {
		...state,
		template: { ...template, fields },
		history: {
			past:
				past.length > HISTORY_LIMIT
					? past.slice( -HISTORY_LIMIT )
					: past,
			future: [],
			mergeKey,
		},
	};
}

/**
 * Commits a new block tree.
 *
 * @param state    The state.
 * @param content  The new tree.
 * @param mergeKey Merges with the previous edit of the same key.
 */
function commitContent(
	state: BuilderState,
	content: Block[],
	mergeKey?: string
): BuilderState {
	if ( ! state.template || content === state.template.fields.content ) {
		return state;
	}
	return commitFields(
		state,
		{ ...state.template.fields, content },
		mergeKey
	);
}

/**
 * Drops a selection or hover that points at a block no longer in the tree.
 *
 * @param state The state.
 */
function pruneSelection( state: BuilderState ): BuilderState {
	const blocks = state.template?.fields.content ?? [];
	const selectedUid =
		state.selectedUid && findBlock( blocks, state.selectedUid )
			? state.selectedUid
			: null;
	const hoveredUid =
		state.hoveredUid && findBlock( blocks, state.hoveredUid )
			? state.hoveredUid
			: null;
	return selectedUid === state.selectedUid && hoveredUid === state.hoveredUid
		? state
		: { ...state, selectedUid, hoveredUid };
}

function setStatus(
	state: BuilderState,
	status: BuilderStatus,
	error: string | null = null
): BuilderState {
	return { ...state, status, error };
}

function blocksOf( state: BuilderState ): Block[] {
	return state.template?.fields.content ?? [];
}

export default function reducer(
	state: BuilderState = INITIAL_STATE,
	action: BuilderAction
): BuilderState {
	switch ( action.type ) {
		case 'LOAD_START':
			return {
				...INITIAL_STATE,
				viewport: state.viewport,
				fitScale: state.fitScale,
				clipboard: state.clipboard,
				status: 'loading',
			};
		case 'LOAD_SUCCESS':
			return {
				...state,
				template: action.template,
				savedFields: action.template.fields,
				savedTitle: action.template.title,
				savedStatus: action.template.status,
				history: { past: [], future: [] },
				selectedUid: null,
				hoveredUid: null,
				status: 'idle',
				error: null,
			};
		case 'REQUEST_ERROR':
			return setStatus( state, 'error', action.message );
		case 'SAVE_START':
			return setStatus( state, 'saving' );
		case 'SAVE_SUCCESS':
			return {
				...state,
				savedFields: action.fields,
				savedTitle: action.title,
				savedStatus: action.status,
				status: 'idle',
				error: null,
			};
		case 'SAVE_FAILED':
			// The edits are kept; the template is loaded, so the editor stays usable.
			return { ...state, status: 'idle', error: action.message };
		case 'CLOSE_TEMPLATE':
			return {
				...INITIAL_STATE,
				viewport: state.viewport,
				fitScale: state.fitScale,
				clipboard: state.clipboard,
			};
		case 'INSERT_BLOCK':
			return commitContent(
				state,
				insertBlockAt(
					blocksOf( state ),
					action.block,
					action.parentUid,
					action.index
				)
			);
		case 'MOVE_BLOCK':
			return commitContent(
				state,
				moveBlock(
					blocksOf( state ),
					action.uid,
					action.parentUid,
					action.index
				)
			);
		case 'REMOVE_BLOCK':
			return pruneSelection(
				commitContent(
					state,
					removeBlock( blocksOf( state ), action.uid )
				)
			);
		case 'DUPLICATE_BLOCK': {
			const position = findPosition( blocksOf( state ), action.uid );
			if ( ! position ) {
				return state;
			}
			const next = commitContent(
				state,
				insertBlockAt(
					blocksOf( state ),
					action.copy,
					position.parentUid,
					position.index + 1
				)
			);
			return next === state
				? state
				: { ...next, selectedUid: action.copy.uid };
		}
		case 'UPDATE_BLOCK':
			return commitContent(
				state,
				updateBlockIn( blocksOf( state ), action.uid, action.changes ),
				action.mergeKey
			);
		case 'WRAP_IN_CONTAINER':
			return commitContent(
				state,
				wrapBlock( blocksOf( state ), action.uid, action.container )
			);
		case 'COPY_BLOCK': {
			const block = findBlock( blocksOf( state ), action.uid );
			return block ? { ...state, clipboard: block } : state;
		}
		case 'PASTE_BLOCK': {
			const next = commitContent(
				state,
				insertBlockAt(
					blocksOf( state ),
					action.block,
					action.parentUid,
					action.index
				)
			);
			return next === state
				? state
				: { ...next, selectedUid: action.block.uid };
		}
		case 'SELECT_BLOCK':
			return state.selectedUid === action.uid
				? state
				: { ...state, selectedUid: action.uid };
		case 'HOVER_BLOCK':
			return state.hoveredUid === action.uid
				? state
				: { ...state, hoveredUid: action.uid };
		case 'UNDO': {
			const template = state.template;
			const previous =
				state.history.past[ state.history.past.length - 1 ];
			if ( ! template || ! previous ) {
				return state;
			}
			return pruneSelection( {
				...state,
				template: { ...template, fields: previous },
				history: {
					past: state.history.past.slice( 0, -1 ),
					future: [ template.fields, ...state.history.future ],
				},
			} );
		}
		case 'REDO': {
			const template = state.template;
			const next = state.history.future[ 0 ];
			if ( ! template || ! next ) {
				return state;
			}
			return pruneSelection( {
				...state,
				template: { ...template, fields: next },
				history: {
					past: [ ...state.history.past, template.fields ],
					future: state.history.future.slice( 1 ),
				},
			} );
		}
		case 'UPDATE_TEMPLATE': {
			if ( ! state.template ) {
				return state;
			}
			const { title, status, fields } = action.changes;
			let next = state;
			if ( fields ) {
				next = commitFields(
					next,
					{ ...state.template.fields, ...fields },
					action.mergeKey
				);
			}
			if ( title !== undefined || status !== undefined ) {
				next = {
					...next,
					template: {
						...( next.template as EditedTemplate ),
						...( title !== undefined ? { title } : {} ),
						...( status !== undefined ? { status } : {} ),
					},
				};
			}
			return next;
		}
		case 'SET_VIEWPORT':
			return { ...state, viewport: action.viewport };
		case 'SET_PREVIEW':
			return { ...state, preview: action.on };
		case 'SET_FIT_SCALE':
			return state.fitScale === action.scale
				? state
				: { ...state, fitScale: action.scale };
	}
	return state;
}
