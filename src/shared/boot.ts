/**
 * Internal dependencies
 */
import { readConfig } from './config/read-config';
import type { UipressConfig } from './config/types';
import { browserStorage } from './menu-state/menu-state';
import { registerAppStore, type AppStore } from './store/app';

export interface BootedApp {
	config: UipressConfig;
	store: AppStore;
}

/**
 * Reads the page configuration and registers the shared app store: the first
 * thing every UiPress entry does.
 *
 * @throws ConfigError when the server's configuration is missing or malformed.
 */
export function bootApp(): BootedApp {
	const config = readConfig();
	const store = registerAppStore( config.appState, browserStorage() );
	return { config, store };
}
