/**
 * The menu the admin menu block shows: the static menu, the custom menu or
 * the user's live one. Every page that shows the block carries the menu in
 * its configuration, so there is no cache to read (docs/DECISIONS.md).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { engineFeature } from '../../engine/features';
import type { MenuItem, RuntimeConfig } from '../../engine/types';
import { readChrome, readRuntime } from '../../runtime/runtime-config';
import { fetchStaticMenu } from './fetch-static-menu';
import { serverStaticMenu } from './static-menu';

/**
 * A custom menu as this user sees it: set against the user's live menu, so
 * items a plugin added later show and items that are gone (or not for this
 * user) do not (engine/menus/reconcile.ts, the `menus` engine feature the
 * server prints with pages that show a custom or static menu).
 *
 * @param custom The custom menu's items.
 * @param live   The user's live menu, when the page has it.
 */
function customMenuFor(
	custom: MenuItem[],
	live: MenuItem[] | undefined
): MenuItem[] {
	const menus = engineFeature( 'menus' );
	return live && menus
		? menus.menuToShow( menus.reconcileMenu( custom, live ) )
		: custom;
}

/** The user's live admin menu, where the page carries it. */
function liveMenu(): MenuItem[] | undefined {
	return readRuntime()?.adminMenu ?? readChrome()?.adminMenu;
}

/**
 * The runtime's menu for this user: the custom menu, else the live one.
 *
 * @param runtime The interface's configuration.
 */
function runtimeMenu( runtime: RuntimeConfig ): MenuItem[] {
	return runtime.customMenu
		? customMenuFor( runtime.customMenu.menu, runtime.adminMenu )
		: runtime.adminMenu;
}

/**
 * The menu to show: the static menu when the block has one (resolved by the
 * server on takeover pages, fetched elsewhere), else the runtime's (custom
 * menu first), else the user's menu the builder and preview screens carry.
 *
 * @param staticId The static menu option's menu id, or 0.
 */
export function useMenu( staticId: number ): MenuItem[] {
	const menu = useMemo( () => {
		const runtime = readRuntime();
		return runtime
			? runtimeMenu( runtime )
			: ( readChrome()?.adminMenu ?? [] );
	}, [] );
	const [ staticMenu, setStaticMenu ] = useState< MenuItem[] | undefined >(
		() => ( staticId ? serverStaticMenu( staticId ) : undefined )
	);
	useEffect( () => {
		const resolved = staticId ? serverStaticMenu( staticId ) : undefined;
		setStaticMenu( resolved );
		// The interface page's server resolved every menu it may show (none
		// while the menu creator is off).
		if ( ! staticId || resolved || readRuntime() ) {
			return;
		}
		let current = true;
		fetchStaticMenu( staticId ).then( ( items ) => {
			if ( current && items ) {
				setStaticMenu( items );
			}
		} );
		return () => {
			current = false;
		};
	}, [ staticId ] );
	const shownStatic = useMemo(
		() =>
			staticMenu ? customMenuFor( staticMenu, liveMenu() ) : undefined,
		[ staticMenu ]
	);
	return shownStatic ?? menu;
}
