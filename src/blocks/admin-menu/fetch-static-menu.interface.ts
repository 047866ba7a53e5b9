/**
 * The interface's fetch of a static menu: none. On takeover pages the
 * server resolves every static menu the template names
 * (`runtime.staticMenus`); one it could not (deleted, or not readable) has
 * nothing to fetch either, and the block falls back to the user's menu.
 */

/**
 * Internal dependencies
 */
import type { MenuItem } from '../../engine/types';

export function fetchStaticMenu(): Promise< MenuItem[] | undefined > {
	return Promise.resolve( undefined );
}
