/**
 * The folders routes (`uipress/v1/folders…`, docs/FOLDERS.md): typed calls
 * against the contract. Answers are narrowed here, at the boundary, so the
 * store and the components only see the shapes of ../types.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import {
	FOLDERS_REST_PATH,
	type Folder,
	type FolderDeleted,
	type FolderKind,
	type FolderSnapshot,
	type FolderTree,
	type ItemsMoved,
} from '../types';

/** The most ids one move request may carry (the route refuses more). */
export const MOVE_BATCH_SIZE = 1000;

/** What a rename, nest or reorder sends (`POST /folders/{kind}/{id}`). */
export interface FolderChanges {
	name?: string;
	parent?: number;
	position?: number;
}

function whole( value: unknown ): number {
	return typeof value === 'number' && Number.isFinite( value ) && value >= 0
		? Math.floor( value )
		: 0;
}

function ids( value: unknown ): number[] {
	return Array.isArray( value )
		? value.filter(
				( id ): id is number =>
					typeof id === 'number' && Number.isInteger( id ) && id > 0
			)
		: [];
}

// What the screens show when an answer is not the route's shape (a proxy's
// error page, another plugin's output).
const unexpected = {
	folder: () =>
		__( 'The server answered something that is not a folder.', 'uipress' ),
	tree: () =>
		__(
			'The server answered something that is not a folder tree.',
			'uipress'
		),
	deleted: () =>
		__(
			'The server answered something that is not a deleted folder.',
			'uipress'
		),
	move: () =>
		__( 'The server answered something that is not a move.', 'uipress' ),
};

/**
 * A folder of an answer, or null when it is not one.
 *
 * @param value One folder.
 */
export function readFolder( value: unknown ): Folder | null {
	if (
		! isRecord( value ) ||
		typeof value.id !== 'number' ||
		value.id <= 0 ||
		typeof value.name !== 'string'
	) {
		return null;
	}
	return {
		id: value.id,
		name: value.name,
		parent: whole( value.parent ),
		position: whole( value.position ),
		count: whole( value.count ),
	};
}

function folders( value: unknown ): Folder[] {
	return Array.isArray( value )
		? value
				.map( readFolder )
				.filter( ( folder ): folder is Folder => folder !== null )
		: [];
}

function folderOrThrow( value: unknown ): Folder {
	const folder = readFolder( value );
	if ( ! folder ) {
		throw new Error( unexpected.folder() );
	}
	return folder;
}

/**
 * A tree answer (`GET /folders/{kind}`), or null when it is not one.
 *
 * @param value The answer.
 */
export function readFolderTree( value: unknown ): FolderTree | null {
	if ( ! isRecord( value ) || typeof value.kind !== 'string' ) {
		return null;
	}
	return {
		kind: value.kind,
		label: typeof value.label === 'string' ? value.label : value.kind,
		folders: folders( value.folders ),
		all: whole( value.all ),
		uncategorised: whole( value.uncategorised ),
		canEdit: value.canEdit === true,
	};
}

/**
 * A delete's snapshot, or null when it is not one.
 *
 * @param value The snapshot.
 */
export function readSnapshot( value: unknown ): FolderSnapshot | null {
	if ( ! isRecord( value ) || typeof value.name !== 'string' ) {
		return null;
	}
	return {
		name: value.name,
		parent: whole( value.parent ),
		position: whole( value.position ),
		items: ids( value.items ),
		children: ids( value.children ),
	};
}

/**
 * A move's answer, or null when it is not one.
 *
 * @param value The answer.
 */
export function readItemsMoved( value: unknown ): ItemsMoved | null {
	if ( ! isRecord( value ) || typeof value.moved !== 'number' ) {
		return null;
	}
	const counts: Record< string, number > = {};
	if ( isRecord( value.counts ) ) {
		Object.entries( value.counts ).forEach( ( [ id, count ] ) => {
			if ( typeof count === 'number' && /^\d+$/.test( id ) ) {
				counts[ id ] = whole( count );
			}
		} );
	}
	return {
		moved: whole( value.moved ),
		folder: whole( value.folder ),
		counts,
		uncategorised: whole( value.uncategorised ),
	};
}

const kindPath = ( kind: FolderKind ) =>
	`${ FOLDERS_REST_PATH }/${ encodeURIComponent( kind ) }`;

/**
 * The tree of a kind with its counts (`GET /folders/{kind}`).
 *
 * @param kind   The kind (a post type name).
 * @param signal Aborts the request.
 */
export function fetchFolderTree(
	kind: FolderKind,
	signal?: AbortSignal
): Promise< FolderTree > {
	return apiFetch( { path: kindPath( kind ), signal } ).then( ( answer ) => {
		const tree = readFolderTree( answer );
		if ( ! tree ) {
			throw new Error( unexpected.tree() );
		}
		return tree;
	} );
}

/**
 * Creates a folder (`POST /folders/{kind}`).
 *
 * @param kind   The kind.
 * @param name   Its name.
 * @param parent Its parent (0 at the top).
 */
export function createFolder(
	kind: FolderKind,
	name: string,
	parent = 0
): Promise< Folder > {
	return apiFetch( {
		path: kindPath( kind ),
		method: 'POST',
		data: { name, parent },
	} ).then( folderOrThrow );
}

/**
 * Renames, nests or reorders a folder (`POST /folders/{kind}/{id}`).
 *
 * @param kind    The kind.
 * @param id      The folder.
 * @param changes What changes.
 */
export function updateFolder(
	kind: FolderKind,
	id: number,
	changes: FolderChanges
): Promise< Folder > {
	return apiFetch( {
		path: `${ kindPath( kind ) }/${ id }`,
		method: 'POST',
		data: changes,
	} ).then( folderOrThrow );
}

/**
 * Deletes a folder (`DELETE /folders/{kind}/{id}`): its items and children
 * go to its parent; the snapshot undoes it.
 *
 * @param kind The kind.
 * @param id   The folder.
 */
export function deleteFolder(
	kind: FolderKind,
	id: number
): Promise< FolderDeleted > {
	return apiFetch( {
		path: `${ kindPath( kind ) }/${ id }`,
		method: 'DELETE',
	} ).then( ( answer ) => {
		const deleted = isRecord( answer )
			? readSnapshot( answer.deleted )
			: null;
		if ( ! deleted || ! isRecord( answer ) ) {
			throw new Error( unexpected.deleted() );
		}
		return { deleted, folders: folders( answer.folders ) };
	} );
}

/**
 * Undoes a delete (`POST /folders/{kind}/restore`).
 *
 * @param kind     The kind.
 * @param snapshot What the delete answered.
 */
export function restoreFolder(
	kind: FolderKind,
	snapshot: FolderSnapshot
): Promise< Folder > {
	return apiFetch( {
		path: `${ kindPath( kind ) }/restore`,
		method: 'POST',
		data: { snapshot },
	} ).then( folderOrThrow );
}

/**
 * Files items into a folder, 0 = Uncategorised (`POST /folders/{kind}/items`,
 * at most MOVE_BATCH_SIZE ids: the store splits larger moves).
 *
 * @param kind    The kind.
 * @param itemIds The items.
 * @param folder  Where they go.
 */
export function moveItems(
	kind: FolderKind,
	itemIds: number[],
	folder: number
): Promise< ItemsMoved > {
	return apiFetch( {
		path: `${ kindPath( kind ) }/items`,
		method: 'POST',
		data: { ids: itemIds, folder },
	} ).then( ( answer ) => {
		const moved = readItemsMoved( answer );
		if ( ! moved ) {
			throw new Error( unexpected.move() );
		}
		return moved;
	} );
}
