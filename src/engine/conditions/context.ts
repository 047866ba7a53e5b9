/**
 * Internal dependencies
 */
import type { ConditionContext, EngineConfig } from '../types';

/** Values only the browser knows, read when the conditions are evaluated. */
export interface ClientConditionValues {
	currentPageName: string;
	currentURL: string;
	darkMode: boolean;
	now: Date;
}

/**
 * The context conditions are tested against: server values plus client values.
 *
 * @param engine The engine configuration the server printed.
 * @param client Values read in the browser.
 */
export function buildConditionContext(
	engine: EngineConfig,
	client: ClientConditionValues
): ConditionContext {
	const { user, site, activePlugins, notificationCount } = engine.context;
	return {
		user: {
			id: user.id,
			login: user.login,
			email: user.email,
			roles: [ ...user.roles ],
		},
		site: { ...site },
		activePlugins: [ ...activePlugins ],
		notificationCount,
		currentPageName: client.currentPageName,
		currentURL: client.currentURL,
		darkMode: client.darkMode,
		now: client.now,
	};
}
