/**
 * The folders store's state: per kind, the tree the server answered, its
 * loading state, the last delete's snapshot (for Undo) and a move's progress.
 */

/**
 * Internal dependencies
 */
import type {
	Folder,
	FolderKind,
	FolderSnapshot,
	FolderTree,
	ItemsMoved,
} from '../types';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** A delete that may still be undone. */
export interface DeletedFolder {
	id: number;
	snapshot: FolderSnapshot;
}

/** A move under way: ids sent so far of the total. */
export interface MoveProgress {
	done: number;
	total: number;
}

export interface KindState {
	status: LoadStatus;
	error: string | null;
	tree: FolderTree | null;
	lastDeleted: DeletedFolder | null;
	move: MoveProgress | null;
}

export interface FoldersState {
	kinds: Record< FolderKind, KindState >;
}

export type FoldersAction =
	| { type: 'LOAD_START'; kind: FolderKind }
	| { type: 'LOAD_SUCCESS'; kind: FolderKind; tree: FolderTree }
	| { type: 'LOAD_ERROR'; kind: FolderKind; message: string }
	| { type: 'SET_FOLDERS'; kind: FolderKind; folders: Folder[] }
	| { type: 'FOLDER_SAVED'; kind: FolderKind; folder: Folder }
	| {
			type: 'FOLDER_DELETED';
			kind: FolderKind;
			id: number;
			snapshot: FolderSnapshot;
			folders: Folder[];
	  }
	| { type: 'SNAPSHOT_USED'; kind: FolderKind }
	| { type: 'ITEMS_MOVED'; kind: FolderKind; moved: ItemsMoved }
	| { type: 'MOVE_PROGRESS'; kind: FolderKind; move: MoveProgress | null };

export const EMPTY_KIND: KindState = {
	status: 'loading',
	error: null,
	tree: null,
	lastDeleted: null,
	move: null,
};

const INITIAL: FoldersState = { kinds: {} };

function withTree(
	state: FoldersState,
	kind: FolderKind,
	change: ( tree: FolderTree, current: KindState ) => Partial< KindState >
): FoldersState {
	const current = state.kinds[ kind ];
	if ( ! current?.tree ) {
		return state;
	}
	return {
		kinds: {
			...state.kinds,
			[ kind ]: { ...current, ...change( current.tree, current ) },
		},
	};
}

function withKind(
	state: FoldersState,
	kind: FolderKind,
	change: Partial< KindState >
): FoldersState {
	return {
		kinds: {
			...state.kinds,
			[ kind ]: { ...( state.kinds[ kind ] ?? EMPTY_KIND ), ...change },
		},
	};
}

/**
 * The tree after a delete: the server's list, and the folder's items in
 * Uncategorised when it was at the top.
 *
 * @param tree     The tree before.
 * @param id       The deleted folder.
 * @param snapshot What the delete answered.
 * @param folders  The folders after it.
 */
function afterDelete(
	tree: FolderTree,
	id: number,
	snapshot: FolderSnapshot,
	folders: Folder[]
): FolderTree {
	const gone = tree.folders.find( ( folder ) => folder.id === id );
	return {
		...tree,
		folders,
		uncategorised:
			snapshot.parent === 0
				? tree.uncategorised + ( gone?.count ?? 0 )
				: tree.uncategorised,
	};
}

/**
 * The tree after a move: the counts the server answered.
 *
 * @param tree  The tree before.
 * @param moved The move's answer.
 */
function afterMove( tree: FolderTree, moved: ItemsMoved ): FolderTree {
	return {
		...tree,
		uncategorised: moved.uncategorised,
		folders: tree.folders.map( ( folder ) => {
			const count = moved.counts[ String( folder.id ) ];
			return count === undefined ? folder : { ...folder, count };
		} ),
	};
}

/**
 * The folders store's reducer.
 *
 * @param state  The state.
 * @param action What happened.
 */
export default function reducer(
	state: FoldersState = INITIAL,
	action: FoldersAction
): FoldersState {
	switch ( action.type ) {
		case 'LOAD_START':
			return withKind( state, action.kind, {
				status: 'loading',
				error: null,
			} );
		case 'LOAD_SUCCESS':
			return withKind( state, action.kind, {
				status: 'ready',
				error: null,
				tree: action.tree,
			} );
		case 'LOAD_ERROR':
			return withKind( state, action.kind, {
				status: 'error',
				error: action.message,
			} );
		case 'SET_FOLDERS':
			return withTree( state, action.kind, ( tree ) => ( {
				tree: { ...tree, folders: action.folders },
			} ) );
		case 'FOLDER_SAVED':
			return withTree( state, action.kind, ( tree ) => {
				const exists = tree.folders.some(
					( folder ) => folder.id === action.folder.id
				);
				return {
					tree: {
						...tree,
						folders: exists
							? tree.folders.map( ( folder ) =>
									folder.id === action.folder.id
										? action.folder
										: folder
								)
							: [ ...tree.folders, action.folder ],
					},
				};
			} );
		case 'FOLDER_DELETED':
			return withTree( state, action.kind, ( tree ) => ( {
				tree: afterDelete(
					tree,
					action.id,
					action.snapshot,
					action.folders
				),
				lastDeleted: { id: action.id, snapshot: action.snapshot },
			} ) );
		case 'SNAPSHOT_USED':
			return withKind( state, action.kind, { lastDeleted: null } );
		case 'ITEMS_MOVED':
			return withTree( state, action.kind, ( tree ) => ( {
				tree: afterMove( tree, action.moved ),
			} ) );
		case 'MOVE_PROGRESS':
			return withKind( state, action.kind, { move: action.move } );
		default:
			return state;
	}
}
