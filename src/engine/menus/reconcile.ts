/**
 * A custom admin menu set against the live one (the items WordPress and
 * plugins register now, as the user may see them), item by item: the
 * custom menu decides order, nesting, names and what is hidden; the live
 * menu decides what exists and its current state (URL, count, active).
 *
 * - known: in both; the live item with the menu's changes.
 * - new: live only (a plugin added it after the menu was made): placed
 *   where it sits in the live menu, after its nearest earlier sibling the
 *   menu holds; it shows until an administrator decides.
 * - missing: in the menu only (gone, or not for this user).
 * - custom: a link or separator the menu creator added.
 */

/**
 * Internal dependencies
 */
import type { MenuItem } from '../types';

export type ItemStatus = 'known' | 'new' | 'missing' | 'custom';

/** A menu entry with where it stands against the live menu. */
export interface ReconciledItem extends MenuItem {
	status: ItemStatus;
	submenu: ReconciledItem[];
}

/**
 * An item's identity: the live item it stands for. A first submenu item
 * shares its parent's uip_uid (Posts and All Posts are both edit.php), so
 * the live parent is part of it.
 *
 * @param item      The item.
 * @param container The uip_uid of the item it is stored under ('' at the top).
 */
export function itemKey( item: MenuItem, container: string ): string {
	if ( item.customItem ) {
		return `custom:${ item.uip_uid }`;
	}
	return `${ item.parent_uid ?? container }>${ item.uip_uid }`;
}

interface LiveEntry {
	item: MenuItem;
	/** The live parent's uip_uid ('' at the top level). */
	parent: string;
	/** Keys of the siblings before it, nearest first. */
	before: string[];
}

/**
 * Every live item by key, in menu order (parents before their children).
 *
 * @param live The live menu.
 */
function indexLive( live: readonly MenuItem[] ): Map< string, LiveEntry > {
	const index = new Map< string, LiveEntry >();
	const walk = ( items: readonly MenuItem[], parent: string ) => {
		const before: string[] = [];
		for ( const item of items ) {
			const key = `${ parent }>${ item.uip_uid }`;
			if ( ! index.has( key ) ) {
				index.set( key, { item, parent, before: [ ...before ] } );
			}
			before.unshift( key );
			if ( parent === '' ) {
				walk( item.submenu, item.uip_uid );
			}
		}
	};
	walk( live, '' );
	return index;
}

/**
 * A live item as a new entry, with its live children the menu does not
 * hold, all marked new.
 *
 * @param entry The live entry.
 * @param seen  Keys already placed (updated).
 * @param live  The live index.
 */
function newEntry(
	entry: LiveEntry,
	seen: Set< string >,
	live: Map< string, LiveEntry >
): ReconciledItem {
	const children: ReconciledItem[] = [];
	if ( entry.parent === '' ) {
		for ( const child of entry.item.submenu ) {
			const key = `${ entry.item.uip_uid }>${ child.uip_uid }`;
			const childEntry = live.get( key );
			if ( childEntry && ! seen.has( key ) ) {
				seen.add( key );
				children.push( newEntry( childEntry, seen, live ) );
			}
		}
	}
	return {
		...entry.item,
		parent_uid: entry.parent,
		status: 'new',
		submenu: children,
	};
}

/**
 * The custom menu set against the live one (see the file's comment).
 *
 * @param custom The custom menu's items.
 * @param live   The live menu.
 */
export function reconcileMenu(
	custom: readonly MenuItem[],
	live: readonly MenuItem[]
): ReconciledItem[] {
	const index = indexLive( live );
	const seen = new Set< string >();
	// The list each placed item sits in, by key, and each item's key.
	const lists = new Map< string, ReconciledItem[] >();
	const keyOf = new Map< ReconciledItem, string >();

	const walk = (
		items: readonly MenuItem[],
		container: string
	): ReconciledItem[] => {
		const out: ReconciledItem[] = [];
		for ( const item of items ) {
			const key = itemKey( item, container );
			const entry = item.customItem ? undefined : index.get( key );
			let result: ReconciledItem;
			if ( item.customItem ) {
				result = {
					...item,
					status: 'custom',
					submenu: walk( item.submenu, item.uip_uid ),
				};
			} else if ( entry && ! seen.has( key ) ) {
				result = {
					...entry.item,
					custom: item.custom,
					parent_uid: entry.parent,
					status: 'known',
					submenu: walk( item.submenu, item.uip_uid ),
				};
			} else {
				result = {
					...item,
					parent_uid: item.parent_uid ?? container,
					status: 'missing',
					submenu: walk( item.submenu, item.uip_uid ),
				};
			}
			seen.add( key );
			keyOf.set( result, key );
			out.push( result );
		}
		return out;
	};
	const top = walk( custom, '' );

	// The list that holds each placed key, to find parents and siblings.
	const record = ( list: ReconciledItem[] ) => {
		for ( const item of list ) {
			const key = keyOf.get( item );
			if ( key ) {
				lists.set( key, list );
			}
			record( item.submenu );
		}
	};
	record( top );

	const nodeFor = ( key: string ): ReconciledItem | undefined =>
		lists.get( key )?.find( ( item ) => keyOf.get( item ) === key );

	for ( const [ key, entry ] of index ) {
		if ( seen.has( key ) ) {
			continue;
		}
		seen.add( key );
		const parentNode =
			entry.parent === '' ? undefined : nodeFor( `>${ entry.parent }` );
		const target = parentNode ? parentNode.submenu : top;
		const added = newEntry( entry, seen, index );
		// After the nearest earlier live sibling the target list holds.
		let at = 0;
		for ( const sibling of entry.before ) {
			const position = target.findIndex(
				( item ) => keyOf.get( item ) === sibling
			);
			if ( position !== -1 ) {
				at = position + 1;
				break;
			}
		}
		target.splice( at, 0, added );
		keyOf.set( added, key );
		lists.set( key, target );
		record( added.submenu );
	}
	return top;
}

/**
 * What the admin menu shows of a reconciled menu: missing items dropped
 * (gone, or not for this user), everything else as it is (hidden items are
 * dropped by the block, new ones show).
 *
 * @param menu The reconciled menu.
 */
export function menuToShow( menu: readonly ReconciledItem[] ): MenuItem[] {
	return menu
		.filter( ( item ) => item.status !== 'missing' )
		.map( ( item ) => {
			const shown: MenuItem & { status?: ItemStatus } = {
				...item,
				submenu: menuToShow( item.submenu ),
			};
			delete shown.status;
			return shown;
		} );
}
