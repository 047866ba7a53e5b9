/**
 * Internal dependencies
 */
import type { Folder, FolderKind, FolderTree } from '../types';
import {
	EMPTY_KIND,
	type DeletedFolder,
	type FoldersState,
	type KindState,
	type LoadStatus,
	type MoveProgress,
} from './reducer';

const NO_FOLDERS: Folder[] = [];

/**
 * Everything the store holds of a kind (a loading state before its load).
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function getKindState(
	state: FoldersState,
	kind: FolderKind
): KindState {
	return state.kinds[ kind ] ?? EMPTY_KIND;
}

/**
 * Whether the kind's tree was asked for (loaded, loading or failed).
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function hasRequested( state: FoldersState, kind: FolderKind ): boolean {
	return state.kinds[ kind ] !== undefined;
}

/**
 * The tree of a kind, null until it loaded.
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function getTree(
	state: FoldersState,
	kind: FolderKind
): FolderTree | null {
	return getKindState( state, kind ).tree;
}

/**
 * The folders of a kind (flat, as the server lists them).
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function getFolders( state: FoldersState, kind: FolderKind ): Folder[] {
	return getKindState( state, kind ).tree?.folders ?? NO_FOLDERS;
}

/**
 * One folder, or null.
 *
 * @param state The state.
 * @param kind  The kind.
 * @param id    The folder.
 */
export function getFolder(
	state: FoldersState,
	kind: FolderKind,
	id: number
): Folder | null {
	return (
		getFolders( state, kind ).find( ( folder ) => folder.id === id ) ?? null
	);
}

/**
 * The load's status.
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function getStatus( state: FoldersState, kind: FolderKind ): LoadStatus {
	return getKindState( state, kind ).status;
}

/**
 * The load's error message, or null.
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function getError(
	state: FoldersState,
	kind: FolderKind
): string | null {
	return getKindState( state, kind ).error;
}

/**
 * The last delete that Undo may restore.
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function getLastDeleted(
	state: FoldersState,
	kind: FolderKind
): DeletedFolder | null {
	return getKindState( state, kind ).lastDeleted;
}

/**
 * A move under way, or null.
 *
 * @param state The state.
 * @param kind  The kind.
 */
export function getMoveProgress(
	state: FoldersState,
	kind: FolderKind
): MoveProgress | null {
	return getKindState( state, kind ).move;
}
