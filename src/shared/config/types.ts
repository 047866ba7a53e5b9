/**
 * The spec's global page configuration: what every server call needs.
 */
export interface GlobalConfig {
	/** Nonce sent in the `security` field of server calls. */
	security: string;
	ajaxUrl: string;
	restUrl: string;
	restHeaders: Record< string, string >;
	/** Base URL of the plugin, used for icon files. */
	pluginUrl: string;
}

/**
 * The spec's app state, as the server hands it to the page.
 */
export interface AppState {
	loading: boolean;
	adminUrl: string;
	pluginBase: string;
	restNonce: string;
	restBase: string;
	fullScreen: boolean;
	currentPageName: string;
	menu_minimised: boolean;
}

export interface CurrentUser {
	id: number;
	login: string;
	displayName: string;
	email: string;
	roles: string[];
}

/**
 * `window.uipressConfig`, printed by the server before each UiPress script.
 */
export interface UipressConfig {
	globalConfig: GlobalConfig;
	appState: AppState;
	currentUser: CurrentUser;
	version: string;
}

declare global {
	interface Window {
		uipressConfig?: unknown;
	}
}
