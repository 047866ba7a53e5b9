/**
 * The menu editor's document and its undo history.
 */

/**
 * Internal dependencies
 */
import type { AudienceLists } from '../../components/audience';
import type { Tree } from '../tree/tree';

/** What the menu editor edits. */
export interface MenuDoc {
	title: string;
	status: string;
	audience: AudienceLists;
	blockHidden: boolean;
	tree: Tree;
}

export interface EditorState {
	doc: MenuDoc;
	past: MenuDoc[];
	future: MenuDoc[];
	/** The document as last loaded or saved. */
	saved: MenuDoc;
	/** The last edit's merge key: typing in one field is one undo step. */
	mergeKey: string | null;
}

export type EditorAction =
	| {
			type: 'edit';
			change: ( doc: MenuDoc ) => MenuDoc;
			mergeKey?: string;
	  }
	| { type: 'undo' }
	| { type: 'redo' }
	| { type: 'load'; doc: MenuDoc }
	| { type: 'saved'; doc: MenuDoc }
	| { type: 'settle'; change: ( doc: MenuDoc ) => MenuDoc };

/** Most undo steps kept. */
export const HISTORY_LIMIT = 100;

/**
 * A state holding a document, clean.
 *
 * @param doc The document.
 */
export function initialState( doc: MenuDoc ): EditorState {
	return { doc, past: [], future: [], saved: doc, mergeKey: null };
}

/**
 * The editor's reducer.
 *
 * @param state  The state.
 * @param action What happened.
 */
export function editorReducer(
	state: EditorState,
	action: EditorAction
): EditorState {
	switch ( action.type ) {
		case 'edit': {
			const doc = action.change( state.doc );
			if ( doc === state.doc ) {
				return state;
			}
			const merge =
				action.mergeKey !== undefined &&
				action.mergeKey === state.mergeKey;
			return {
				...state,
				doc,
				past: merge
					? state.past
					: [ ...state.past, state.doc ].slice( -HISTORY_LIMIT ),
				future: [],
				mergeKey: action.mergeKey ?? null,
			};
		}
		case 'undo': {
			const previous = state.past[ state.past.length - 1 ];
			if ( ! previous ) {
				return state;
			}
			return {
				...state,
				doc: previous,
				past: state.past.slice( 0, -1 ),
				future: [ state.doc, ...state.future ],
				mergeKey: null,
			};
		}
		case 'redo': {
			const [ next, ...future ] = state.future;
			if ( ! next ) {
				return state;
			}
			return {
				...state,
				doc: next,
				past: [ ...state.past, state.doc ],
				future,
				mergeKey: null,
			};
		}
		case 'load':
			return initialState( action.doc );
		case 'saved':
			return { ...state, saved: action.doc, mergeKey: null };
		case 'settle': {
			// A change the server already made (items added or removed
			// through the items routes): clean stays clean.
			const doc = action.change( state.doc );
			const clean = state.doc === state.saved;
			return {
				...state,
				doc,
				saved: clean ? doc : action.change( state.saved ),
			};
		}
	}
	return state;
}

/**
 * Whether the document differs from the one last loaded or saved.
 *
 * @param state The state.
 */
export function isDirty( state: EditorState ): boolean {
	return state.doc !== state.saved;
}
