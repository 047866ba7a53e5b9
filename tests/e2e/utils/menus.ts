/**
 * Custom admin menus (uip-admin-menu) for the e2e suites.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { MenuItem } from '../../../src/engine/types';

/** A stored menu as REST returns it, the parts the tests read. */
export interface StoredMenu {
	id: number;
	status: string;
	title: { raw: string };
	uipress: {
		forRoles: string[];
		settings: { menu: MenuItem[]; blockHidden?: boolean };
	};
}

/**
 * Deletes every custom menu, for good.
 *
 * @param requestUtils Logged-in admin request utils.
 */
export async function deleteAllMenus(
	requestUtils: RequestUtils
): Promise< void > {
	const menus = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/uip-admin-menu',
		params: {
			status: 'publish,draft,private,pending,future,trash',
			per_page: 100,
			context: 'edit',
		},
	} );
	for ( const menu of menus ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/uip-admin-menu/${ menu.id }`,
			params: { force: true },
		} );
	}
}

/**
 * A stored menu.
 *
 * @param requestUtils Logged-in admin request utils.
 * @param id           The menu's id.
 */
export function storedMenu(
	requestUtils: RequestUtils,
	id: number
): Promise< StoredMenu > {
	return requestUtils.rest< StoredMenu >( {
		path: `/wp/v2/uip-admin-menu/${ id }`,
		params: { context: 'edit' },
	} );
}

/**
 * Replaces a stored menu's items.
 *
 * @param requestUtils Logged-in admin request utils.
 * @param id           The menu's id.
 * @param menu         The items.
 */
export async function storeMenuItems(
	requestUtils: RequestUtils,
	id: number,
	menu: MenuItem[]
): Promise< void > {
	await requestUtils.rest( {
		method: 'POST',
		path: `/wp/v2/uip-admin-menu/${ id }`,
		data: { uipress: { settings: { menu } } },
	} );
}

/**
 * A top-level entry of a stored menu, standing for the live item `uid`.
 *
 * @param uid            The live item's menu slug, e.g. 'edit.php'.
 * @param options
 * @param options.name   Its label as WordPress prints it (the slug by default).
 * @param options.url    Its address (/wp-admin/<slug> by default).
 * @param options.custom What the administrator changed.
 */
export function menuItem(
	uid: string,
	{
		name = uid,
		url = `/wp-admin/${ uid }`,
		custom = {},
	}: { name?: string; url?: string; custom?: MenuItem[ 'custom' ] } = {}
): MenuItem {
	return {
		uip_uid: uid,
		id: uid,
		type: 'menu',
		name,
		cleanName: name,
		url,
		target: '_self',
		notifications: 0,
		icon: '',
		active: false,
		open: false,
		submenu: [],
		custom,
	};
}
