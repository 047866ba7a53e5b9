/**
 * The site settings' REST calls (`uipress/v1/settings`).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

export const SETTINGS_PATH = '/uipress/v1/settings';
export const LOGIN_PREVIEW_PATH = '/uipress/v1/settings/login-preview';

export type SettingKind =
	| 'boolean'
	| 'text'
	| 'choice'
	| 'media'
	| 'url'
	| 'endpoint'
	| 'list'
	| 'code'
	| 'scripts'
	| 'secret'
	| 'theme';

/** What a setting is, as the server describes it. */
export interface SettingSchema {
	key: string;
	group: string;
	kind: SettingKind;
	default: unknown;
	label: string;
	help?: string;
	/** Value → label, for `choice`. */
	choices?: Record< string, string >;
	/** html, css or js, for `code`. */
	language?: string;
}

export type SettingValues = Record< string, unknown >;

/** What GET and POST answer. */
export interface SettingsAnswer {
	settings: SettingValues;
	/** Whether each secret is set; never its value. */
	secrets: Record< string, boolean >;
	schema: SettingSchema[];
	/** Group → label, in the order the screen shows them. */
	groups: Record< string, string >;
	/** Whether the user may change code, scripts and provider addresses. */
	canEditCode: boolean;
	/**
	 * After a change: the provider address settings whose host changed; the
	 * keys sent to them were removed.
	 */
	movedEndpoints?: string[];
}

/** The body of a refused request. */
export interface SettingsError {
	message?: string;
	data?: { setting?: string; status?: number };
}

/** The settings. */
export function fetchSettings(): Promise< SettingsAnswer > {
	return apiFetch< SettingsAnswer >( { path: SETTINGS_PATH } );
}

/**
 * Changes settings; the server checks them whole.
 *
 * @param settings The changed settings, by key.
 */
export function saveSettings(
	settings: SettingValues
): Promise< SettingsAnswer > {
	return apiFetch< SettingsAnswer >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: { settings },
	} );
}

/**
 * Puts a group back to its defaults.
 *
 * @param group The group's name.
 */
export function resetGroup( group: string ): Promise< SettingsAnswer > {
	return apiFetch< SettingsAnswer >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: { reset: group },
	} );
}

/**
 * A URL of the login page showing unsaved login settings.
 *
 * @param settings The login group's values.
 */
export function loginPreviewUrl(
	settings: SettingValues
): Promise< { url: string } > {
	return apiFetch< { url: string } >( {
		path: LOGIN_PREVIEW_PATH,
		method: 'POST',
		data: { settings },
	} );
}
