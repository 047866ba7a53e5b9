/**
 * The folders store's actions. Rename and reorder change the tree at once
 * and roll back (with an error snackbar) when the server refuses; create,
 * delete, restore and moves wait for the server, whose answer carries ids
 * and counts the client cannot know. Every change is announced (speak).
 */

/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import * as api from '../api/folders';
import { errorMessage } from '../../components/utils/api';
import type { Folder, FolderKind, ItemsMoved } from '../types';
import { FOLDERS_NOTICES_CONTEXT, PROGRESS_THRESHOLD } from './constants';
import { canNest, folderPath, placeFolder } from './folder-order';
import type { FoldersAction, FoldersState } from './reducer';
import * as selectors from './selectors';

type NoticeAction = { label: string; onClick: () => void };

interface NoticesDispatch {
	createErrorNotice: ( message: string, options?: object ) => unknown;
	createSuccessNotice: ( message: string, options?: object ) => unknown;
}

/** What @wordpress/data gives a thunk (the parts used here). */
export interface ThunkArgs {
	dispatch: ( action: FoldersAction | Thunk< unknown > ) => unknown;
	select: {
		[ K in keyof typeof selectors ]: ( typeof selectors )[ K ] extends (
			state: FoldersState,
			...args: infer A
		) => infer R
			? ( ...args: A ) => R
			: never;
	};
	registry: { dispatch: ( store: typeof noticesStore ) => NoticesDispatch };
}

export type Thunk< R > = ( args: ThunkArgs ) => R;

/** Items a move filed, with the server's counts. */
export interface MoveResult {
	answer: ItemsMoved;
	/** The ids that moved (all of them unless a later batch failed). */
	ids: number[];
}

/** The longest folder name the server accepts. */
export const MAX_NAME_LENGTH = 200;

function snackbar(
	registry: ThunkArgs[ 'registry' ],
	message: string,
	actions: NoticeAction[] = []
) {
	speak( message );
	registry.dispatch( noticesStore ).createSuccessNotice( message, {
		type: 'snackbar',
		context: FOLDERS_NOTICES_CONTEXT,
		// Announced above, also when no snackbar list is on the page.
		speak: false,
		actions,
	} );
}

function failure(
	registry: ThunkArgs[ 'registry' ],
	error: unknown,
	actions: NoticeAction[] = []
) {
	const message = errorMessage( error );
	speak( message, 'assertive' );
	registry.dispatch( noticesStore ).createErrorNotice( message, {
		type: 'snackbar',
		context: FOLDERS_NOTICES_CONTEXT,
		explicitDismiss: true,
		speak: false,
		actions,
	} );
}

/**
 * A name the server would refuse, as a message; null when it is fine.
 *
 * @param name The name typed.
 */
export function nameProblem( name: string ): string | null {
	if ( name.trim() === '' ) {
		return __( 'A folder needs a name.', 'uipress' );
	}
	if ( name.trim().length > MAX_NAME_LENGTH ) {
		return sprintf(
			/* translators: %d: the longest name allowed, in characters */
			__( 'A folder name may hold at most %d characters.', 'uipress' ),
			MAX_NAME_LENGTH
		);
	}
	return null;
}

/**
 * The name of a move's destination, for messages.
 *
 * @param folders Every folder of the kind.
 * @param folder  The destination (0 = Uncategorised).
 */
export function destinationName( folders: Folder[], folder: number ): string {
	return folder === 0
		? __( 'Uncategorised', 'uipress' )
		: folderPath( folders, folder ).join( ' / ' );
}

/**
 * What a nest announces.
 *
 * @param name    The folder's name.
 * @param folders The folders after the move.
 * @param parent  Where it went (0: the top level).
 */
function nestedMessage( name: string, folders: Folder[], parent: number ) {
	return parent === 0
		? sprintf(
				/* translators: %s: a folder's name */
				__( 'Folder “%s” moved to the top level.', 'uipress' ),
				name
			)
		: sprintf(
				/* translators: 1: a folder's name, 2: the folder it went into */
				__( 'Folder “%1$s” moved into “%2$s”.', 'uipress' ),
				name,
				destinationName( folders, parent )
			);
}

/**
 * Loads a kind's tree. `quiet` keeps the tree shown while it reloads (after
 * an Undo), without the loading state.
 *
 * @param kind          The kind.
 * @param options
 * @param options.quiet Reload without the loading state.
 */
export const loadFolders =
	( kind: FolderKind, { quiet = false }: { quiet?: boolean } = {} ) =>
	async ( { dispatch }: ThunkArgs ): Promise< boolean > => {
		if ( ! quiet ) {
			dispatch( { type: 'LOAD_START', kind } );
		}
		try {
			const tree = await api.fetchFolderTree( kind );
			dispatch( { type: 'LOAD_SUCCESS', kind, tree } );
			return true;
		} catch ( error ) {
			dispatch( {
				type: 'LOAD_ERROR',
				kind,
				message: errorMessage(
					error,
					__( 'The folders could not be loaded.', 'uipress' )
				),
			} );
			return false;
		}
	};

/**
 * Creates a folder; resolves to it, or null when the server refused (its
 * message in a snackbar).
 *
 * @param kind   The kind.
 * @param name   Its name.
 * @param parent Its parent (0 at the top).
 */
export const createFolder =
	( kind: FolderKind, name: string, parent = 0 ) =>
	async ( { dispatch, registry }: ThunkArgs ): Promise< Folder | null > => {
		try {
			const folder = await api.createFolder( kind, name.trim(), parent );
			dispatch( { type: 'FOLDER_SAVED', kind, folder } );
			snackbar(
				registry,
				/* translators: %s: a folder's name */
				sprintf( __( 'Folder “%s” created.', 'uipress' ), folder.name )
			);
			return folder;
		} catch ( error ) {
			failure( registry, error );
			return null;
		}
	};

/**
 * Renames a folder at once; the old name comes back if the server refuses.
 *
 * @param kind The kind.
 * @param id   The folder.
 * @param name The new name.
 */
export const renameFolder =
	( kind: FolderKind, id: number, name: string ) =>
	async ( { dispatch, select, registry }: ThunkArgs ): Promise< boolean > => {
		const before = select.getFolder( kind, id );
		if ( ! before ) {
			return false;
		}
		const trimmed = name.trim();
		if ( before.name === trimmed ) {
			return true;
		}
		dispatch( {
			type: 'FOLDER_SAVED',
			kind,
			folder: { ...before, name: trimmed },
		} );
		try {
			const folder = await api.updateFolder( kind, id, {
				name: trimmed,
			} );
			dispatch( { type: 'FOLDER_SAVED', kind, folder } );
			speak(
				sprintf(
					/* translators: 1: a folder's old name, 2: its new name */
					__( 'Folder “%1$s” renamed to “%2$s”.', 'uipress' ),
					before.name,
					folder.name
				)
			);
			return true;
		} catch ( error ) {
			dispatch( { type: 'FOLDER_SAVED', kind, folder: before } );
			failure( registry, error );
			return false;
		}
	};

/**
 * Moves a folder under another (0: to the top level) and/or to a place
 * among its siblings, at once; the old tree comes back if the server
 * refuses.
 *
 * @param kind     The kind.
 * @param id       The folder.
 * @param parent   Its new parent.
 * @param position Its place among the siblings (the end when omitted).
 */
export const placeFolderAt =
	( kind: FolderKind, id: number, parent: number, position?: number ) =>
	async ( { dispatch, select, registry }: ThunkArgs ): Promise< boolean > => {
		const before = select.getFolders( kind );
		const folder = before.find( ( one ) => one.id === id );
		if ( ! folder || ! canNest( before, id, parent ) ) {
			return false;
		}
		const after = placeFolder( before, id, parent, position );
		const placed = after.find( ( one ) => one.id === id );
		if (
			! placed ||
			( placed.parent === folder.parent &&
				placed.position === folder.position )
		) {
			return true;
		}
		dispatch( { type: 'SET_FOLDERS', kind, folders: after } );
		try {
			const saved = await api.updateFolder(
				kind,
				id,
				placed.parent === folder.parent
					? { position: placed.position }
					: { parent, position: placed.position }
			);
			dispatch( { type: 'FOLDER_SAVED', kind, folder: saved } );
			speak(
				placed.parent === folder.parent
					? sprintf(
							/* translators: 1: a folder's name, 2: its place, 3: how many folders are beside it */
							__(
								'Folder “%1$s” moved to position %2$d of %3$d.',
								'uipress'
							),
							folder.name,
							placed.position + 1,
							after.filter( ( one ) => one.parent === parent )
								.length
						)
					: nestedMessage( folder.name, after, parent )
			);
			return true;
		} catch ( error ) {
			dispatch( { type: 'SET_FOLDERS', kind, folders: before } );
			failure( registry, error );
			return false;
		}
	};

/**
 * Nests a folder under another (0: the top level), at the end.
 *
 * @param kind   The kind.
 * @param id     The folder.
 * @param parent Its new parent.
 */
export const nestFolder = ( kind: FolderKind, id: number, parent: number ) =>
	placeFolderAt( kind, id, parent );

/**
 * Moves a folder among its siblings.
 *
 * @param kind     The kind.
 * @param id       The folder.
 * @param position Its new place (0 first).
 */
export const reorderFolder =
	( kind: FolderKind, id: number, position: number ) =>
	( args: ThunkArgs ): Promise< boolean > => {
		const folder = args.select.getFolder( kind, id );
		return folder
			? placeFolderAt( kind, id, folder.parent, position )( args )
			: Promise.resolve( false );
	};

// Snapshots being restored: a second Undo of the same delete waits for none.
const restoring = new WeakSet< object >();

/**
 * Restores the last deleted folder of a kind (Undo) and reloads the tree,
 * whose children and counts the restore changed.
 *
 * @param kind The kind.
 */
export const restoreLastDeleted =
	( kind: FolderKind ) =>
	async ( { dispatch, select, registry }: ThunkArgs ): Promise< boolean > => {
		const last = select.getLastDeleted( kind );
		if ( ! last || restoring.has( last.snapshot ) ) {
			return false;
		}
		restoring.add( last.snapshot );
		try {
			const folder = await api.restoreFolder( kind, last.snapshot );
			dispatch( { type: 'SNAPSHOT_USED', kind } );
			dispatch( { type: 'FOLDER_SAVED', kind, folder } );
			speak(
				/* translators: %s: a folder's name */
				sprintf( __( 'Folder “%s” restored.', 'uipress' ), folder.name )
			);
			await dispatch( loadFolders( kind, { quiet: true } ) );
			return true;
		} catch ( error ) {
			// The snapshot stays: Undo may be tried again.
			failure( registry, error, [
				{
					label: __( 'Try again', 'uipress' ),
					onClick: () => {
						dispatch( restoreLastDeleted( kind ) );
					},
				},
			] );
			return false;
		} finally {
			restoring.delete( last.snapshot );
		}
	};

/**
 * Deletes a folder (its items and children go to its parent) and offers
 * Undo in a snackbar.
 *
 * @param kind The kind.
 * @param id   The folder.
 */
export const deleteFolder =
	( kind: FolderKind, id: number ) =>
	async ( { dispatch, select, registry }: ThunkArgs ): Promise< boolean > => {
		const folder = select.getFolder( kind, id );
		try {
			const answer = await api.deleteFolder( kind, id );
			dispatch( {
				type: 'FOLDER_DELETED',
				kind,
				id,
				snapshot: answer.deleted,
				folders: answer.folders,
			} );
			snackbar(
				registry,
				sprintf(
					/* translators: %s: a folder's name */
					__( 'Folder “%s” deleted.', 'uipress' ),
					folder?.name ?? answer.deleted.name
				),
				[
					{
						label: __( 'Undo', 'uipress' ),
						onClick: () => {
							dispatch( restoreLastDeleted( kind ) );
						},
					},
				]
			);
			return true;
		} catch ( error ) {
			failure( registry, error );
			return false;
		}
	};

function mergeMoves( before: ItemsMoved | null, next: ItemsMoved ): ItemsMoved {
	return {
		moved: ( before?.moved ?? 0 ) + next.moved,
		folder: next.folder,
		counts: { ...before?.counts, ...next.counts },
		uncategorised: next.uncategorised,
	};
}

/**
 * Files items into a folder (0 = Uncategorised), in requests of at most
 * 1,000 ids, with progress for large moves; the counts come from each
 * answer. Resolves to what moved (also when a later request failed), or
 * null when nothing did.
 *
 * @param kind   The kind.
 * @param ids    The items.
 * @param folder Where they go.
 */
export const moveItems =
	( kind: FolderKind, ids: number[], folder: number ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< MoveResult | null > => {
		const unique = [ ...new Set( ids ) ];
		if ( unique.length === 0 ) {
			return null;
		}
		const showProgress = unique.length > PROGRESS_THRESHOLD;
		const progress = ( done: number ) =>
			showProgress &&
			dispatch( {
				type: 'MOVE_PROGRESS',
				kind,
				move: { done, total: unique.length },
			} );
		progress( 0 );
		const movedIds: number[] = [];
		let answer: ItemsMoved | null = null;
		let failed: unknown = null;
		for (
			let start = 0;
			start < unique.length;
			start += api.MOVE_BATCH_SIZE
		) {
			const batch = unique.slice( start, start + api.MOVE_BATCH_SIZE );
			try {
				const moved = await api.moveItems( kind, batch, folder );
				dispatch( { type: 'ITEMS_MOVED', kind, moved } );
				movedIds.push( ...batch );
				answer = mergeMoves( answer, moved );
				progress( movedIds.length );
			} catch ( error ) {
				failed = error;
				break;
			}
		}
		if ( showProgress ) {
			dispatch( { type: 'MOVE_PROGRESS', kind, move: null } );
		}
		if ( answer ) {
			speak(
				sprintf(
					/* translators: 1: how many items, 2: a folder's name */
					_n(
						'%1$d item moved to “%2$s”.',
						'%1$d items moved to “%2$s”.',
						answer.moved,
						'uipress'
					),
					answer.moved,
					destinationName( select.getFolders( kind ), folder )
				)
			);
		}
		if ( failed ) {
			failure( registry, failed );
		}
		return answer ? { answer, ids: movedIds } : null;
	};
