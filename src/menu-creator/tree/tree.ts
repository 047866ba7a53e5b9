/**
 * Edits of a menu's tree (two levels, as WordPress's admin menu has). An
 * entry is named by its key (engine/menus itemKey): the live item it
 * stands for, which moves do not change. Every edit returns a new tree.
 */

/**
 * Internal dependencies
 */
import { itemKey, type ReconciledItem } from '../../engine/menus';

export type Tree = ReconciledItem[];

/** Where an entry is: its list's parent (null at the top) and index. */
export interface Place {
	parent: string | null;
	index: number;
}

/** A row of the tree as the editor lists it. */
export interface Row {
	key: string;
	item: ReconciledItem;
	depth: 0 | 1;
	parent: string | null;
	index: number;
	/** How many entries share its list. */
	siblings: number;
}

/**
 * An entry's key in the list it is in.
 *
 * @param item   The entry.
 * @param parent The uip_uid of its list's parent ('' at the top).
 */
export function keyOf( item: ReconciledItem, parent: string ): string {
	return itemKey( item, parent );
}

/**
 * Every entry, parents before their children.
 *
 * @param tree The tree.
 */
export function rows( tree: Tree ): Row[] {
	const out: Row[] = [];
	tree.forEach( ( item, index ) => {
		const key = keyOf( item, '' );
		out.push( {
			key,
			item,
			depth: 0,
			parent: null,
			index,
			siblings: tree.length,
		} );
		item.submenu.forEach( ( child, childIndex ) =>
			out.push( {
				key: keyOf( child, item.uip_uid ),
				item: child,
				depth: 1,
				parent: key,
				index: childIndex,
				siblings: item.submenu.length,
			} )
		);
	} );
	return out;
}

/**
 * The row of a key, or undefined.
 *
 * @param tree The tree.
 * @param key  The entry's key.
 */
export function findRow( tree: Tree, key: string ): Row | undefined {
	return rows( tree ).find( ( row ) => row.key === key );
}

/**
 * The tree without an entry, and the entry.
 *
 * @param tree The tree.
 * @param key  The entry's key.
 */
function take( tree: Tree, key: string ): [ Tree, ReconciledItem | null ] {
	let taken: ReconciledItem | null = null;
	const next: Tree = [];
	for ( const item of tree ) {
		if ( keyOf( item, '' ) === key ) {
			taken = item;
			continue;
		}
		const children = item.submenu.filter( ( child ) => {
			if ( keyOf( child, item.uip_uid ) === key ) {
				taken = child;
				return false;
			}
			return true;
		} );
		next.push(
			children.length === item.submenu.length
				? item
				: { ...item, submenu: children }
		);
	}
	return [ next, taken ];
}

/**
 * The tree with an entry put at a place. Menus have two levels: an entry
 * with a submenu put into another submenu brings its submenu's entries
 * along, after it (nothing is lost; undo puts them back).
 *
 * @param tree  The tree.
 * @param item  The entry.
 * @param place Where.
 */
function put( tree: Tree, item: ReconciledItem, place: Place ): Tree {
	if ( place.parent === null ) {
		const next = [ ...tree ];
		next.splice( Math.min( place.index, next.length ), 0, item );
		return next;
	}
	return tree.map( ( parent ) => {
		if ( keyOf( parent, '' ) !== place.parent ) {
			return parent;
		}
		const submenu = [ ...parent.submenu ];
		submenu.splice(
			Math.min( place.index, submenu.length ),
			0,
			{ ...item, submenu: [] },
			...item.submenu
		);
		return { ...parent, submenu };
	} );
}

/**
 * Whether an entry may go to a place: only menu entries hold submenus, and
 * never their own.
 *
 * @param tree  The tree.
 * @param item  The entry.
 * @param place Where.
 */
export function canPut(
	tree: Tree,
	item: ReconciledItem,
	place: Place
): boolean {
	if ( place.parent === null ) {
		return true;
	}
	const parent = tree.find(
		( entry ) => keyOf( entry, '' ) === place.parent
	);
	return (
		parent !== undefined &&
		parent.type === 'menu' &&
		keyOf( item, '' ) !== place.parent
	);
}

/**
 * The tree with an entry moved to a place (the index counts the list
 * without the entry). Refused moves leave the tree as it was.
 *
 * @param tree  The tree.
 * @param key   The entry's key.
 * @param place Where it goes.
 */
export function moveEntry( tree: Tree, key: string, place: Place ): Tree {
	const [ without, item ] = take( tree, key );
	if ( ! item || ! canPut( without, item, place ) ) {
		return tree;
	}
	return put( without, item, place );
}

/**
 * Where the keyboard moves take an entry: up and down among its siblings,
 * in (into the submenu of the entry above, at its end) and out (after its
 * parent). Null when it cannot go that way.
 *
 * @param tree      The tree.
 * @param key       The entry's key.
 * @param direction The move.
 */
export function placeFor(
	tree: Tree,
	key: string,
	direction: 'up' | 'down' | 'in' | 'out'
): Place | null {
	const row = findRow( tree, key );
	if ( ! row ) {
		return null;
	}
	switch ( direction ) {
		case 'up':
			return row.index > 0
				? { parent: row.parent, index: row.index - 1 }
				: null;
		case 'down':
			return row.index < row.siblings - 1
				? { parent: row.parent, index: row.index + 1 }
				: null;
		case 'in': {
			if ( row.parent !== null || row.index === 0 ) {
				return null;
			}
			const above = tree[ row.index - 1 ];
			const place = above
				? { parent: keyOf( above, '' ), index: above.submenu.length }
				: null;
			return place && canPut( tree, row.item, place ) ? place : null;
		}
		case 'out': {
			if ( row.parent === null ) {
				return null;
			}
			const parentRow = findRow( tree, row.parent );
			return parentRow
				? { parent: null, index: parentRow.index + 1 }
				: null;
		}
	}
	return null;
}

/**
 * The tree with one entry changed.
 *
 * @param tree   The tree.
 * @param key    The entry's key.
 * @param change What becomes of it.
 */
export function updateEntry(
	tree: Tree,
	key: string,
	change: ( item: ReconciledItem ) => ReconciledItem
): Tree {
	return tree.map( ( item ) => {
		if ( keyOf( item, '' ) === key ) {
			return change( item );
		}
		let changed = false;
		const submenu = item.submenu.map( ( child ) => {
			if ( keyOf( child, item.uip_uid ) !== key ) {
				return child;
			}
			changed = true;
			return change( child );
		} );
		return changed ? { ...item, submenu } : item;
	} );
}

/**
 * The tree without an entry.
 *
 * @param tree The tree.
 * @param key  The entry's key.
 */
export function removeEntry( tree: Tree, key: string ): Tree {
	return take( tree, key )[ 0 ];
}

/**
 * The tree with an entry added at a place (the end of the list when the
 * place is refused: a submenu holds no submenus).
 *
 * @param tree  The tree.
 * @param item  The new entry.
 * @param place Where.
 */
export function addEntry(
	tree: Tree,
	item: ReconciledItem,
	place: Place
): Tree {
	return canPut( tree, item, place )
		? put( tree, item, place )
		: put( tree, item, { parent: null, index: tree.length } );
}
