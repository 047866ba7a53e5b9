/**
 * Internal dependencies
 */
import type { EngineConfig } from '../../../engine/types';

/**
 * An engine configuration shaped like the one the server prints on pages
 * that render templates.
 */
export function validEngineConfig(): EngineConfig {
	return {
		context: {
			user: {
				id: 1,
				login: 'admin',
				email: 'admin@example.com',
				roles: [ 'administrator' ],
				name: 'Admin',
			},
			site: {
				title: 'My site',
				url: 'http://localhost:8888',
				adminUrl: 'http://localhost:8888/wp-admin/',
				locale: 'en_US',
			},
			activePlugins: [ 'uipress/uipress.php', 'uipress' ],
			notificationCount: 2,
		},
		dynamicData: {
			username: { label: 'User name', value: 'admin', group: 'user' },
		},
		proUnlocked: false,
	};
}
