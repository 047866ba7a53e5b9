/**
 * Pure logic of the admin menu block: what is shown, search, keyboard
 * cycling, the active item.
 */

/**
 * Internal dependencies
 */
import type { MenuItem } from '../../engine/types';

/** A menu entry as the block shows it (custom changes applied). */
export interface ShownItem {
	id: string;
	type: 'menu' | 'separator';
	name: string;
	url: string;
	newTab: boolean;
	icon: string;
	classes: string;
	notifications: number;
	active: boolean;
	open: boolean;
	/** Ask before opening it (the menu creator's `custom.confirm`). */
	confirm: boolean;
	submenu: ShownItem[];
}

/**
 * The entries to show: hidden ones dropped, an administrator's changes
 * (custom name, icon, URL, new tab, classes) applied.
 *
 * @param menu The captured or custom menu.
 */
export function shownMenu( menu: readonly MenuItem[] ): ShownItem[] {
	return menu
		.filter( ( item ) => item.custom?.hidden !== true )
		.map( ( item ) => ( {
			id: item.uip_uid || item.id,
			type: item.type === 'menu' ? 'menu' : 'separator',
			name: item.custom?.name || item.cleanName || item.name,
			url: item.custom?.url || item.url,
			newTab: item.custom?.newTab ?? item.target === '_blank',
			icon: item.custom?.icon || item.icon,
			classes: item.custom?.classes ?? '',
			notifications: item.notifications,
			active: item.active,
			open: item.open,
			confirm: item.custom?.confirm === true,
			submenu: shownMenu( item.submenu ),
		} ) );
}

export interface SearchResult {
	item: ShownItem;
	/** The top-level entry of a submenu result. */
	parent?: ShownItem;
}

/**
 * Case-insensitive substring search over entry names and submenu names
 * (spec: menu search). An empty query finds nothing (the menu shows).
 *
 * @param menu  Shown entries.
 * @param query Search text.
 */
export function searchMenu(
	menu: readonly ShownItem[],
	query: string
): SearchResult[] {
	const needle = query.trim().toLowerCase();
	if ( ! needle ) {
		return [];
	}
	const results: SearchResult[] = [];
	for ( const item of menu ) {
		if ( item.type !== 'menu' ) {
			continue;
		}
		if ( item.name.toLowerCase().includes( needle ) ) {
			results.push( { item } );
		}
		for ( const sub of item.submenu ) {
			if (
				sub.type === 'menu' &&
				sub.name.toLowerCase().includes( needle )
			) {
				results.push( { item: sub, parent: item } );
			}
		}
	}
	return results;
}

/**
 * The next highlighted result for an arrow key, wrapping at both ends.
 * `current` is -1 when nothing is highlighted.
 *
 * @param current   Highlighted index, or -1.
 * @param length    Number of results.
 * @param direction 1 for Arrow Down, -1 for Arrow Up.
 */
export function cycleIndex(
	current: number,
	length: number,
	direction: 1 | -1
): number {
	if ( length <= 0 ) {
		return -1;
	}
	if ( current < 0 ) {
		return direction === 1 ? 0 : length - 1;
	}
	return ( current + direction + length ) % length;
}

function normalise( url: string, ignored: readonly string[] ): string {
	try {
		const parsed = new URL( url );
		ignored.forEach( ( param ) => parsed.searchParams.delete( param ) );
		const path = parsed.pathname.endsWith( '/' )
			? `${ parsed.pathname }index.php`
			: parsed.pathname;
		return `${ parsed.origin }${ path }${ parsed.search }`;
	} catch {
		return url;
	}
}

export interface ActivePath {
	/** The top-level entry. */
	id: string;
	/** The submenu entry, when a submenu entry matches. */
	subId?: string;
}

/**
 * The entry a page URL belongs to: a submenu entry with that URL first, then
 * a top-level entry; undefined when none has it.
 *
 * @param menu    Shown entries.
 * @param url     The page URL.
 * @param ignored Parameters that do not count (the stripped ones).
 */
export function findActive(
	menu: readonly ShownItem[],
	url: string,
	ignored: readonly string[] = []
): ActivePath | undefined {
	const target = normalise( url, ignored );
	for ( const item of menu ) {
		const sub = item.submenu.find(
			( entry ) =>
				entry.url !== '' && normalise( entry.url, ignored ) === target
		);
		if ( sub ) {
			return { id: item.id, subId: sub.id };
		}
	}
	const top = menu.find(
		( item ) => item.url !== '' && normalise( item.url, ignored ) === target
	);
	return top ? { id: top.id } : undefined;
}

/**
 * The entry marked active by the server.
 *
 * @param menu Shown entries.
 */
export function initialActive(
	menu: readonly ShownItem[]
): ActivePath | undefined {
	for ( const item of menu ) {
		const sub = item.submenu.find( ( entry ) => entry.active );
		if ( sub ) {
			return { id: item.id, subId: sub.id };
		}
	}
	const top = menu.find( ( item ) => item.active );
	return top ? { id: top.id } : undefined;
}

/**
 * A URL relative to the admin base when it is inside it (what the
 * page-change event carries), else unchanged.
 *
 * @param url      Absolute URL.
 * @param adminUrl The admin base.
 */
export function toAdminRelative( url: string, adminUrl: string ): string {
	const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
	return url.startsWith( base ) ? url.slice( base.length ) : url;
}

/**
 * Removes every menu cache entry earlier versions left in local storage
 * (`uipc-menu-cache-*`) when the page is the menu creator. The block keeps
 * no cache any more (docs/DECISIONS.md, "The admin menu keeps no cache").
 *
 * @param storage Local storage.
 * @param search  The page's query string.
 * @return Whether the cache was cleared.
 */
export function clearMenuCacheOnMenuCreator(
	storage: Storage | undefined,
	search: string
): boolean {
	if ( new URLSearchParams( search ).get( 'page' ) !== 'uip-menu-creator' ) {
		return false;
	}
	try {
		const keys: string[] = [];
		for ( let index = 0; index < ( storage?.length ?? 0 ); index++ ) {
			const key = storage?.key( index );
			if ( key?.startsWith( 'uipc-menu-cache-' ) ) {
				keys.push( key );
			}
		}
		keys.forEach( ( key ) => storage?.removeItem( key ) );
	} catch {
		return false;
	}
	return true;
}

/**
 * The inline submenus open after a click on one's toggle: that one closes
 * when it was open, else it opens and every other closes (one at a time, so
 * an opened submenu is always in view).
 *
 * @param open The ids of the open submenus.
 * @param id   The clicked entry's id.
 */
export function toggledSubmenus(
	open: ReadonlySet< string >,
	id: string
): Set< string > {
	if ( open.has( id ) ) {
		const next = new Set( open );
		next.delete( id );
		return next;
	}
	return new Set( [ id ] );
}
