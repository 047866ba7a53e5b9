/**
 * Internal dependencies
 */
import type { MenuItem, RuntimeConfig } from '../../../engine/types';

/**
 * A menu entry like the server captures it.
 *
 * @param name  Label.
 * @param extra Fields to change.
 */
export function menuItem(
	name: string,
	extra: Partial< MenuItem > = {}
): MenuItem {
	const slug = name.toLowerCase().replace( /\W+/g, '-' );
	return {
		uip_uid: slug,
		id: slug,
		type: 'menu',
		name,
		cleanName: name,
		url: `http://localhost:8888/wp-admin/${ slug }.php`,
		target: '_self',
		notifications: 0,
		icon: '',
		active: false,
		open: false,
		submenu: [],
		...extra,
	};
}

/**
 * A runtime configuration shaped like the one the server prints.
 *
 * @param overrides Fields to change.
 */
export function validRuntimeConfig(
	overrides: Partial< RuntimeConfig > = {}
): RuntimeConfig {
	return {
		template: {
			id: 12,
			title: 'Editors',
			uipress: {
				type: 'ui-template',
				content: [],
				settings: { css: '', js: '' },
				forRoles: [ 'editor' ],
				forUsers: [],
				excludesRoles: [],
				excludesUsers: [],
			},
		},
		adminMenu: [
			menuItem( 'Dashboard', { icon: 'dashboard' } ),
			menuItem( 'Posts', {
				icon: 'dashicons-admin-post',
				submenu: [
					menuItem( 'All Posts' ),
					menuItem( 'Add New Post' ),
				],
			} ),
		],
		customMenu: null,
		staticMenus: {},
		toolbar: [],
		preferences: {},
		frameUrl: 'http://localhost:8888/wp-admin/index.php',
		site: {
			name: 'My site',
			url: 'http://localhost:8888',
			adminUrl: 'http://localhost:8888/wp-admin/',
			logo: { light: '', dark: '' },
		},
		fullScreenUrls: [],
		strippedParams: [
			'uip-framed-page',
			'uip-hide-screen-options',
			'uip-hide-help-tab',
			'uip-default-theme',
			'uip-hide-notices',
			'uipid',
		],
		windowPages: [ 'uip-ui-builder', 'uip-menu-creator', 'uip-preview' ],
		...overrides,
	};
}
