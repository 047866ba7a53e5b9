/**
 * Internal dependencies
 */
import { isRecord } from '../shared/config/fields';

/** What the server hands the settings screen (Admin\AdminScreens). */
export interface SettingsScreenConfig {
	/** The login page, shown until a preview URL arrives. */
	loginUrl: string;
	/** The site's home, where a custom login address lives. */
	homeUrl: string;
}

/**
 * `uipressConfig.settingsScreen`; an empty login URL when absent.
 */
export function readSettingsScreenConfig(): SettingsScreenConfig {
	const source = window.uipressConfig;
	const screen = isRecord( source ) ? source.settingsScreen : undefined;
	const loginUrl = isRecord( screen ) ? screen.loginUrl : undefined;
	const homeUrl = isRecord( screen ) ? screen.homeUrl : undefined;
	return {
		loginUrl: typeof loginUrl === 'string' ? loginUrl : '',
		homeUrl: typeof homeUrl === 'string' ? homeUrl : '',
	};
}
