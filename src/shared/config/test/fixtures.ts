/**
 * Internal dependencies
 */
import type { UipressConfig } from '../types';

/**
 * A configuration shaped like the one AppConfig::build() prints.
 */
export function validConfig(): UipressConfig {
	return {
		appState: {
			loading: true,
			adminUrl: 'http://localhost:8888/wp-admin/',
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
