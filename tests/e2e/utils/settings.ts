/**
 * The site settings through `uipress/v1/settings`, for specs that set them
 * up or put them back.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export const SETTINGS_ROUTE = '/uipress/v1/settings';

/** What the settings route answers. */
export interface SettingsAnswer {
	settings: Record< string, unknown >;
	secrets: Record< string, boolean >;
	groups: Record< string, string >;
}

/**
 * Changes settings as the administrator.
 *
 * @param requestUtils WordPress's request helpers.
 * @param settings     Setting → value.
 * @return The route's answer.
 */
export function saveSettings(
	requestUtils: RequestUtils,
	settings: Record< string, unknown >
): Promise< SettingsAnswer > {
	return requestUtils.rest< SettingsAnswer >( {
		method: 'POST',
		path: SETTINGS_ROUTE,
		data: { settings },
	} );
}

/**
 * The settings as stored, through the route.
 *
 * @param requestUtils WordPress's request helpers.
 */
export function readSettings(
	requestUtils: RequestUtils
): Promise< SettingsAnswer > {
	return requestUtils.rest< SettingsAnswer >( { path: SETTINGS_ROUTE } );
}

/**
 * Puts groups of settings back to their defaults: those named, or every
 * group.
 *
 * @param requestUtils WordPress's request helpers.
 * @param groups       The groups; all when left out.
 */
export async function resetSettings(
	requestUtils: RequestUtils,
	groups?: string[]
): Promise< void > {
	const names =
		groups ?? Object.keys( ( await readSettings( requestUtils ) ).groups );
	for ( const group of names ) {
		await requestUtils.rest( {
			method: 'POST',
			path: SETTINGS_ROUTE,
			data: { reset: group },
		} );
	}
}
