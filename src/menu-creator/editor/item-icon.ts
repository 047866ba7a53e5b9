/**
 * Which icon a menu entry shows: the administrator's (`custom.icon`), else
 * its default. The admin menu draws icons on top-level entries only, so a
 * submenu entry's default is none: WordPress gives submenu items no icon.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MenuItem } from '../../engine/types';

/** An entry's level: 0 at the top, 1 in a submenu. */
export type Depth = 0 | 1;

/**
 * The icon an entry has without an override: its own at the top level
 * (a Material Symbols name, a dashicons class or an image URL), none in a
 * submenu.
 *
 * @param item  The entry.
 * @param depth Its level.
 */
export function defaultIcon( item: MenuItem, depth: Depth ): string {
	return depth === 0 ? item.icon.trim() : '';
}

/**
 * The icon an entry shows.
 *
 * @param item  The entry.
 * @param depth Its level.
 */
export function shownIcon( item: MenuItem, depth: Depth ): string {
	return item.custom?.icon?.trim() || defaultIcon( item, depth );
}

/**
 * What the icon setting says of an entry's icon: the chosen icon's name,
 * "Default icon" while there is no override and the entry has one, "No
 * icon" when nothing shows.
 *
 * @param item  The entry.
 * @param depth Its level.
 */
export function iconState( item: MenuItem, depth: Depth ): string {
	const chosen = item.custom?.icon?.trim();
	if ( chosen ) {
		return chosen;
	}
	return defaultIcon( item, depth )
		? __( 'Default icon', 'uipress' )
		: __( 'No icon', 'uipress' );
}
