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
	| 'redirects'
	| 'slug'
	| 'roles'
	| 'postTypes'
	| 'theme';

/** What a setting is, as the server describes it. */
export interface SettingSchema {
	key: string;
	group: string;
	kind: SettingKind;
	default: unknown;
	label: string;
	help?: string;
	/** Value → label, for `choice`; role → name, for `roles`; post type → label, for `postTypes`. */
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

/** What an import answers: the settings, and what the file lost. */
export interface ImportAnswer extends SettingsAnswer {
	/** The settings the file changed. */
	imported: string[];
	/** Names in the file that are no setting (`group.name` when grouped). */
	unknown: string[];
	/** Settings the server refused, with why. */
	refused: Record< string, string >;
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
 * Imports a settings file: the server reads flat or grouped files, saves
 * what is valid and reports the rest.
 *
 * @param file The file's settings.
 */
export function importSettingsFile(
	file: SettingValues
): Promise< ImportAnswer > {
	return apiFetch< ImportAnswer >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: { import: file },
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
