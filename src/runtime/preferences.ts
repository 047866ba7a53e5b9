/**
 * User preferences (`uipress/v1/preferences/<key>`): menuCollapsed,
 * darkTheme… Booleans travel as real booleans.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { readRuntime } from './runtime-config';

const path = ( key: string ) =>
	`/uipress/v1/preferences/${ encodeURIComponent( key ) }`;

/**
 * Reads a preference from the server.
 *
 * @param key Preference key.
 */
export async function fetchPreference( key: string ): Promise< unknown > {
	const response = await apiFetch< { value?: unknown } >( {
		path: path( key ),
	} );
	return response?.value;
}

/**
 * Saves a preference; failures are logged, the interface keeps its state.
 *
 * @param key   Preference key.
 * @param value Its value.
 */
export async function savePreference(
	key: string,
	value: unknown
): Promise< boolean > {
	try {
		await apiFetch( {
			path: path( key ),
			method: 'POST',
			data: { value },
		} );
		return true;
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error(
			'UiPress: could not save the preference',
			key,
			error instanceof Error ? error.message : error
		);
		return false;
	}
}

/**
 * A preference as a boolean: real booleans, and the words older versions
 * stored ('true', '1', 'uiptrue').
 *
 * @param value The stored value.
 */
export function preferenceBoolean( value: unknown ): boolean | undefined {
	if ( typeof value === 'boolean' ) {
		return value;
	}
	if (
		value === 'true' ||
		value === '1' ||
		value === 1 ||
		value === 'uiptrue'
	) {
		return true;
	}
	if (
		value === 'false' ||
		value === '0' ||
		value === 0 ||
		value === 'uipfalse'
	) {
		return false;
	}
	return undefined;
}

/**
 * A boolean preference the server printed with the page (no request).
 *
 * @param key Preference key.
 */
export function initialBooleanPreference( key: string ): boolean | undefined {
	return preferenceBoolean( readRuntime()?.preferences[ key ] );
}
