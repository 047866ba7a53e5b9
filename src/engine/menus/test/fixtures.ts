/**
 * Internal dependencies
 */
import type { MenuItem } from '../../types';

/**
 * A live admin menu item, as the server captures it.
 *
 * @param uid     Its uip_uid (and name).
 * @param submenu Its submenu.
 * @param extra   Other fields.
 */
export function liveItem(
	uid: string,
	submenu: MenuItem[] = [],
	extra: Partial< MenuItem > = {}
): MenuItem {
	return {
		uip_uid: uid,
		id: uid,
		type: 'menu',
		name: uid,
		cleanName: uid,
		url: `http://localhost/wp-admin/${ uid }`,
		target: '_self',
		notifications: 0,
		icon: '',
		active: false,
		open: false,
		submenu,
		...extra,
	};
}
