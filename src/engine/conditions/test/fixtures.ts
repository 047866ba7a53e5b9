/**
 * Internal dependencies
 */
import type { Condition, ConditionContext, EngineConfig } from '../../types';

/** Wednesday 15 May 2024, 14:30 local time. */
export const NOW = new Date( 2024, 4, 15, 14, 30, 10 );

export function engineConfig(): EngineConfig {
	return {
		context: {
			user: {
				id: 7,
				login: 'Jane',
				email: 'jane@example.org',
				roles: [ 'editor', 'shop_manager' ],
				name: 'Jane Doe',
			},
			site: {
				title: 'My Site',
				url: 'https://example.org',
				adminUrl: 'https://example.org/wp-admin/',
				locale: 'en_GB',
			},
			activePlugins: [ 'akismet/akismet.php', 'akismet' ],
			notificationCount: 3,
		},
		dynamicData: {},
		proUnlocked: false,
	};
}

export function context(
	overrides: Partial< ConditionContext > = {}
): ConditionContext {
	return {
		user: {
			id: 7,
			login: 'Jane',
			email: 'jane@example.org',
			roles: [ 'editor', 'shop_manager' ],
		},
		site: {
			title: 'My Site',
			url: 'https://example.org',
			adminUrl: 'https://example.org/wp-admin/',
			locale: 'en_GB',
		},
		activePlugins: [ 'akismet/akismet.php', 'akismet' ],
		notificationCount: 3,
		currentPageName: 'Dashboard',
		currentURL: 'https://example.org/wp-admin/index.php',
		darkMode: false,
		now: NOW,
		...overrides,
	};
}

export function entry(
	type: string,
	operator: Condition[ 'operator' ],
	value: string
): Condition {
	return { type, operator, value };
}
