/**
 * Internal dependencies
 */
import { clearMenuCacheOnMenuCreator } from '../blocks/admin-menu/menu-logic';
import { browserStorage } from '../shared/menu-state/menu-state';

/**
 * Clears every user's cached admin menu in this browser (spec: the menu
 * cache is cleared on the menu creator page), so a saved menu shows at
 * once.
 */
export function clearMenuCaches(): void {
	clearMenuCacheOnMenuCreator( browserStorage(), '?page=uip-menu-creator' );
}
