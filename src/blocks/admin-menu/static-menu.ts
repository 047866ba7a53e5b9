/**
 * The static menu option: a custom menu (post type uip-admin-menu) chosen
 * for this block, whatever menu matches the user. On takeover pages the
 * server resolves it (`runtime.staticMenus`); elsewhere (builder, preview,
 * where only managers are) it is fetched (fetch-static-menu.ts).
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import { readRuntime } from '../../runtime/runtime-config';
import type { BlockOptions, MenuItem } from '../../engine/types';
import { parseMenu } from '../../shared/config/parse-runtime';

/**
 * The menu id of an enabled static menu option, or 0.
 *
 * @param options The block's options.
 */
export function staticMenuId( options: BlockOptions ): number {
	const value = options.staticMenu;
	if ( ! isRecord( value ) || value.enabled !== true ) {
		return 0;
	}
	const id = Number( value.menuid );
	return Number.isInteger( id ) && id > 0 ? id : 0;
}

/**
 * The entries of a stored `settings.menu`: a list of entries, or
 * `{ menu, submenu }` with submenus keyed by their parent's uip_uid.
 *
 * @param value The stored `settings.menu`.
 */
export function storedMenuItems( value: unknown ): MenuItem[] {
	if ( Array.isArray( value ) ) {
		return parseMenu( value );
	}
	if ( ! isRecord( value ) ) {
		return [];
	}
	const submenus = isRecord( value.submenu ) ? value.submenu : {};
	const list = Array.isArray( value.menu ) ? value.menu : [];
	return parseMenu(
		list.map( ( entry: unknown ) => {
			if ( ! isRecord( entry ) ) {
				return entry;
			}
			const uid = String( entry.uip_uid ?? '' );
			const hasOwn =
				Array.isArray( entry.submenu ) && entry.submenu.length > 0;
			return ! hasOwn && Array.isArray( submenus[ uid ] )
				? { ...entry, submenu: submenus[ uid ] }
				: entry;
		} )
	);
}

/**
 * A static menu the server resolved for this page
 * (`window.uipressConfig.runtime.staticMenus`, keyed by menu id): users
 * without `uipress_manage` cannot read menus through REST, so the interface
 * gets the menus its admin menu blocks name with the page.
 *
 * @param id Menu post id.
 * @return The entries; undefined when the page does not carry that menu.
 */
export function serverStaticMenu( id: number ): MenuItem[] | undefined {
	return readRuntime()?.staticMenus[ String( id ) ];
}
