/**
 * Between the editor's tree and what a menu stores.
 */

/**
 * Internal dependencies
 */
import type { MenuItem } from '../../engine/types';
import {
	itemKey,
	reconcileMenu,
	type ReconciledItem,
} from '../../engine/menus';
import type { Tree } from './tree';

/**
 * The items a menu stores: the entries as shown (new ones included: they
 * are where the administrator saw them), without the live state (active,
 * open, counts) and the editor's marks.
 *
 * @param tree The tree.
 */
export function toStored( tree: Tree ): MenuItem[] {
	return tree.map( ( entry ) => {
		const stored: MenuItem & { status?: string } = {
			...entry,
			active: false,
			open: false,
			notifications: 0,
			submenu: toStored( entry.submenu ),
		};
		delete stored.status;
		if ( stored.custom && Object.keys( stored.custom ).length === 0 ) {
			delete stored.custom;
		}
		return stored;
	} );
}

/**
 * A new menu's items: the whole live menu, each item knowing its live
 * parent.
 *
 * @param live The live menu.
 */
export function menuFromLive( live: MenuItem[] ): MenuItem[] {
	return toStored( reconcileMenu( live, live ) );
}

/**
 * The entries of one status, with where each goes when pushed: its live
 * parent and the sibling before it in the tree (`after_uid`).
 *
 * @param tree   The tree.
 * @param status The status.
 */
export function entriesWithStatus(
	tree: Tree,
	status: ReconciledItem[ 'status' ]
): Array< MenuItem & { after_uid: string } > {
	const found: Array< MenuItem & { after_uid: string } > = [];
	const walk = ( list: Tree ) => {
		list.forEach( ( entry, index ) => {
			if ( entry.status === status ) {
				const [ stored ] = toStored( [ entry ] );
				if ( stored ) {
					found.push( {
						...stored,
						after_uid: list[ index - 1 ]?.uip_uid ?? '',
					} );
				}
			}
			walk( entry.submenu );
		} );
	};
	walk( tree );
	return found;
}

/**
 * The tree with every entry of a status changed (new → known when added,
 * missing → dropped when removed).
 *
 * @param tree   The tree.
 * @param status The status.
 * @param to     What they become; null drops them.
 */
export function settleStatus(
	tree: Tree,
	status: ReconciledItem[ 'status' ],
	to: ReconciledItem[ 'status' ] | null
): Tree {
	return tree.flatMap( ( entry ) => {
		if ( entry.status === status && to === null ) {
			return [];
		}
		return [
			{
				...entry,
				status: entry.status === status && to ? to : entry.status,
				submenu: settleStatus( entry.submenu, status, to ),
			},
		];
	} );
}

/**
 * A new link or separator of the menu creator's own.
 *
 * @param kind   Link or separator.
 * @param name   The link's name.
 * @param unique A unique suffix (time, counter).
 */
export function customEntry(
	kind: 'link' | 'separator',
	name: string,
	unique: string
): ReconciledItem {
	const uid = `uip-custom-${ unique }`;
	return {
		uip_uid: uid,
		id: uid,
		type: kind === 'link' ? 'menu' : 'sep',
		name: kind === 'link' ? name : '',
		cleanName: kind === 'link' ? name : '',
		url: '',
		target: '_self',
		notifications: 0,
		icon: kind === 'link' ? 'link' : '',
		active: false,
		open: false,
		submenu: [],
		customItem: true,
		status: 'custom',
	};
}

export { itemKey };
