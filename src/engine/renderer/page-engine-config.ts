/**
 * Internal dependencies
 */
import { readEngineConfig } from '../../shared/config/read-config';
import type { EngineConfig } from '../types';

/** What a page without an engine configuration renders with: no pro, no data. */
export const EMPTY_ENGINE_CONFIG: EngineConfig = {
	context: {
		user: { id: 0, login: '', email: '', roles: [], name: '' },
		site: { title: '', url: '', adminUrl: '', locale: '' },
		activePlugins: [],
		notificationCount: 0,
	},
	dynamicData: {},
	proUnlocked: false,
};

/**
 * The engine configuration the server printed on this page. A missing one
 * gives the empty configuration; a malformed one too, with a console error
 * naming the field, so the template still renders.
 */
export function pageEngineConfig(): EngineConfig {
	try {
		return readEngineConfig() ?? EMPTY_ENGINE_CONFIG;
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error(
			'UiPress:',
			error instanceof Error ? error.message : error
		);
		return EMPTY_ENGINE_CONFIG;
	}
}
