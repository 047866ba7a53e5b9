/**
 * The tree's order, from the flat list the server answers: siblings by
 * `position`, ties by name (docs/FOLDERS.md). Pure functions the store and
 * the tree share.
 */

/**
 * Internal dependencies
 */
import type { Folder } from '../types';

/**
 * Compares two siblings: by position, then by name.
 *
 * @param a One folder.
 * @param b Another.
 */
export function compareSiblings( a: Folder, b: Folder ): number {
	return a.position - b.position || a.name.localeCompare( b.name );
}

/**
 * The children of a folder in order (0: the top level).
 *
 * @param folders Every folder of the kind.
 * @param parent  The parent.
 */
export function childrenOf( folders: Folder[], parent: number ): Folder[] {
	return folders
		.filter( ( folder ) => folder.parent === parent )
		.sort( compareSiblings );
}

/**
 * Every folder's children in order, by parent id (0: the top level): one
 * pass for a whole tree (a thousand folders).
 *
 * @param folders Every folder of the kind.
 */
export function childrenIndex( folders: Folder[] ): Map< number, Folder[] > {
	const index = new Map< number, Folder[] >();
	folders.forEach( ( folder ) => {
		const siblings = index.get( folder.parent );
		if ( siblings ) {
			siblings.push( folder );
		} else {
			index.set( folder.parent, [ folder ] );
		}
	} );
	index.forEach( ( siblings ) => siblings.sort( compareSiblings ) );
	return index;
}

/**
 * The ids of a folder's descendants (not the folder itself).
 *
 * @param folders Every folder of the kind.
 * @param id      The folder.
 */
export function descendantsOf( folders: Folder[], id: number ): Set< number > {
	const found = new Set< number >();
	const queue = [ id ];
	while ( queue.length > 0 ) {
		const current = queue.shift();
		folders.forEach( ( folder ) => {
			if ( folder.parent === current && ! found.has( folder.id ) ) {
				found.add( folder.id );
				queue.push( folder.id );
			}
		} );
	}
	return found;
}

/**
 * Whether a folder may go into another: not into itself nor a descendant
 * (0, the top level, always may).
 *
 * @param folders Every folder of the kind.
 * @param id      The folder to move.
 * @param parent  Where it would go.
 */
export function canNest(
	folders: Folder[],
	id: number,
	parent: number
): boolean {
	return (
		parent === 0 ||
		( parent !== id && ! descendantsOf( folders, id ).has( parent ) )
	);
}

/**
 * The list with one folder moved: under `parent` at `position` (clamped),
 * its new and old siblings renumbered 0… as the server does.
 *
 * @param folders  Every folder of the kind.
 * @param id       The folder.
 * @param parent   Its new parent.
 * @param position Its place among the new siblings (end when omitted).
 */
export function placeFolder(
	folders: Folder[],
	id: number,
	parent: number,
	position?: number
): Folder[] {
	const moving = folders.find( ( folder ) => folder.id === id );
	if ( ! moving ) {
		return folders;
	}
	const oldParent = moving.parent;
	const siblings = childrenOf( folders, parent ).filter(
		( folder ) => folder.id !== id
	);
	const at = Math.max(
		0,
		Math.min( position ?? siblings.length, siblings.length )
	);
	siblings.splice( at, 0, { ...moving, parent } );
	const positions = new Map< number, number >();
	siblings.forEach( ( folder, index ) => positions.set( folder.id, index ) );
	if ( oldParent !== parent ) {
		childrenOf( folders, oldParent )
			.filter( ( folder ) => folder.id !== id )
			.forEach( ( folder, index ) => positions.set( folder.id, index ) );
	}
	return folders.map( ( folder ) => {
		const next = positions.get( folder.id );
		if ( folder.id === id ) {
			return { ...folder, parent, position: next ?? 0 };
		}
		return next === undefined || next === folder.position
			? folder
			: { ...folder, position: next };
	} );
}

/**
 * The names from the top down to a folder ("Photos / 2024"), for
 * announcements and the picker.
 *
 * @param folders Every folder of the kind.
 * @param id      The folder.
 */
export function folderPath( folders: Folder[], id: number ): string[] {
	const byId = new Map( folders.map( ( folder ) => [ folder.id, folder ] ) );
	const names: string[] = [];
	let current = byId.get( id );
	const seen = new Set< number >();
	while ( current && ! seen.has( current.id ) ) {
		seen.add( current.id );
		names.unshift( current.name );
		current = byId.get( current.parent );
	}
	return names;
}
