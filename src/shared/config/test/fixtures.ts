/**
 * Internal dependencies
 */
import type { UipressConfig } from '../types';

/**
 * A configuration shaped like the one AppConfig::for_page() prints.
 */
export function validConfig(): UipressConfig {
	return {
		globalConfig: {
			security: 'abc123',
			ajaxUrl: 'http://localhost:8888/wp-admin/admin-ajax.php',
			restUrl: 'http://localhost:8888/wp-json/',
			restHeaders: { 'X-WP-Nonce': 'n0nce' },
			pluginUrl: 'http://localhost:8888/wp-content/plugins/uipress/',
		},
		appState: {
			loading: true,
			adminUrl: 'http://localhost:8888/wp-admin/',
			pluginBase: 'http://localhost:8888/wp-content/plugins/uipress/',
			restNonce: 'n0nce',
			restBase: 'http://localhost:8888/wp-json/',
			fullScreen: false,
			currentPageName: 'uip-ui-builder',
			menu_minimised: false,
		},
		currentUser: {
			id: 1,
			login: 'admin',
			displayName: 'Admin',
			email: 'admin@example.com',
			roles: [ 'administrator' ],
			canEditCode: true,
		},
		version: '0.1.0',
	};
}
