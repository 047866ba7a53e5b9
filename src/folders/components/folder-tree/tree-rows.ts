/**
 * The rows of the folder tree as the keyboard walks them: the visible ones
 * (children of collapsed folders hidden), in order, with their ARIA level,
 * set size and position.
 */

/**
 * Internal dependencies
 */
import type { Folder } from '../../types';
import { childrenIndex } from '../../store/folder-order';

/** A row: 'all', 0 (Uncategorised) or a folder's id. */
export type TreeKey = 'all' | number;

export interface TreeRow {
	key: TreeKey;
	name: string;
	level: number;
	setSize: number;
	posInSet: number;
	/** The row Left goes to; null at the top. */
	parent: TreeKey | null;
	hasChildren: boolean;
	/** A folder's place among its sibling folders (All and Uncategorised aside). */
	siblingIndex: number;
	siblingCount: number;
}

/**
 * The folder a key opens: null for All, 0 for Uncategorised.
 *
 * @param key A row's key.
 */
export function keyToFolder( key: TreeKey ): number | null {
	return key === 'all' ? null : key;
}

/**
 * The key of an open folder (null = All).
 *
 * @param folder The open folder.
 */
export function folderToKey( folder: number | null ): TreeKey {
	return folder === null ? 'all' : folder;
}

/**
 * The visible rows in order.
 *
 * @param folders  Every folder.
 * @param expanded The expanded folders.
 * @param extras   The entries before the folders (All, Uncategorised).
 * @param index
 */
export function visibleRows(
	folders: Folder[],
	expanded: ReadonlySet< number >,
	extras: { key: TreeKey; name: string }[],
	index: Map< number, Folder[] > = childrenIndex( folders )
): TreeRow[] {
	const rows: TreeRow[] = [];
	const childrenOf = ( parent: number ) => index.get( parent ) ?? [];
	const top = childrenOf( 0 );
	const setSize = extras.length + top.length;
	extras.forEach( ( extra, at ) =>
		rows.push( {
			...extra,
			level: 1,
			setSize,
			posInSet: at + 1,
			parent: null,
			hasChildren: false,
			siblingIndex: -1,
			siblingCount: 0,
		} )
	);
	const walk = (
		siblings: Folder[],
		level: number,
		parent: TreeKey | null,
		offset: number
	) => {
		siblings.forEach( ( folder, at ) => {
			const children = childrenOf( folder.id );
			rows.push( {
				key: folder.id,
				name: folder.name,
				level,
				setSize: siblings.length + offset,
				posInSet: at + 1 + offset,
				parent,
				hasChildren: children.length > 0,
				siblingIndex: at,
				siblingCount: siblings.length,
			} );
			if ( children.length > 0 && expanded.has( folder.id ) ) {
				walk( children, level + 1, folder.id, 0 );
			}
		} );
	};
	walk( top, 1, null, extras.length );
	return rows;
}

/**
 * The row type-ahead lands on: the next one after `from` whose name starts
 * with what was typed (wrapping); typing one letter again cycles.
 *
 * @param rows  The visible rows.
 * @param from  The focused row.
 * @param typed What was typed so far.
 */
export function typeAheadMatch(
	rows: TreeRow[],
	from: TreeKey,
	typed: string
): TreeKey | null {
	const needle = typed.toLocaleLowerCase();
	const repeated = [ ...needle ].every( ( char ) => char === needle[ 0 ] );
	const start = rows.findIndex( ( row ) => row.key === from );
	// A growing prefix may still match the current row; one letter moves on.
	const first = needle.length > 1 && ! repeated ? 0 : 1;
	for ( let step = first; step <= rows.length; step++ ) {
		const row = rows[ ( start + step + rows.length ) % rows.length ];
		const name = row?.name.toLocaleLowerCase() ?? '';
		if (
			row &&
			( name.startsWith( needle ) ||
				( repeated && name.startsWith( needle[ 0 ] ?? '' ) ) )
		) {
			return row.key;
		}
	}
	return null;
}

/**
 * The folders to expand so a folder shows (its ancestors).
 *
 * @param folders Every folder.
 * @param id      The folder.
 */
export function ancestorsOf( folders: Folder[], id: number ): number[] {
	const byId = new Map( folders.map( ( folder ) => [ folder.id, folder ] ) );
	const found: number[] = [];
	let current = byId.get( id );
	while (
		current &&
		current.parent !== 0 &&
		! found.includes( current.parent )
	) {
		found.push( current.parent );
		current = byId.get( current.parent );
	}
	return found;
}
