/**
 * Internal dependencies
 */
import type {
	EngineConfig,
	RuntimeConfig,
	SiteLogoUrls,
} from '../../engine/types';
import { ConfigError } from './config-error';
import { boolean, record, string, stringList, wholeNumber } from './fields';
import { parseEngineConfig } from './parse-engine';
import { parseDesignScreens } from './design-screens';

export { readChromeConfig, readPreviewConfig } from './design-screens';
import { parseThemeOverrides } from './parse-theme';
import { parseSiteLogo } from './parse-site-logo';
import { parseRuntimeConfig } from './parse-runtime';
import type { AppState, CurrentUser, UipressConfig } from './types';

export { ConfigError };

function parseAppState( value: unknown ): AppState {
	const path = 'appState';
	const source = record( value, path );
	return {
		loading: boolean( source, 'loading', path ),
		adminUrl: string( source, 'adminUrl', path ),
		menu_minimised: boolean( source, 'menu_minimised', path ),
	};
}

function parseCurrentUser( value: unknown ): CurrentUser {
	const path = 'currentUser';
	const source = record( value, path );
	return {
		id: wholeNumber( source, 'id', path ),
		login: string( source, 'login', path ),
		displayName: string( source, 'displayName', path ),
		email: string( source, 'email', path ),
		roles: Array.isArray( source.roles )
			? stringList( source, 'roles', path )
			: [],
		canEditCode: source.canEditCode === true,
	};
}

/**
 * Checks the configuration the server printed and returns it typed.
 * `engine` and `preview` are optional: only some pages carry them, but when
 * present they are checked as strictly as the rest.
 *
 * @param value The raw value, normally `window.uipressConfig`.
 * @throws ConfigError naming the first field that is missing or of the wrong type.
 */
export function parseConfig( value: unknown ): UipressConfig {
	if ( value === undefined ) {
		throw new ConfigError( 'window.uipressConfig is missing' );
	}
	const source = record( value, 'uipressConfig' );
	const config: UipressConfig = {
		appState: parseAppState( source.appState ),
		currentUser: parseCurrentUser( source.currentUser ),
		version: string( source, 'version', 'uipressConfig' ),
	};
	if ( source.engine !== undefined ) {
		config.engine = parseEngineConfig( source.engine );
	}
	if ( source.runtime !== undefined ) {
		config.runtime = parseRuntimeConfig( source.runtime );
	}
	Object.assign( config, parseDesignScreens( source ) );
	if ( source.theme !== undefined ) {
		config.theme = parseThemeOverrides( source.theme );
	}
	if ( source.siteLogo !== undefined ) {
		config.siteLogo = parseSiteLogo( source.siteLogo );
	}
	return config;
}

/**
 * The configuration of the current page.
 */
export function readConfig(): UipressConfig {
	return parseConfig( window.uipressConfig );
}

/**
 * Only the engine part of the page configuration, for code (the template
 * renderer) that needs nothing else.
 *
 * @return The engine configuration, or undefined when the page has none.
 * @throws ConfigError when it is present but malformed.
 */
export function readEngineConfig(): EngineConfig | undefined {
	const source = window.uipressConfig;
	if ( source === undefined ) {
		return undefined;
	}
	const engine = record( source, 'uipressConfig' ).engine;
	return engine === undefined ? undefined : parseEngineConfig( engine );
}

/**
 * Only the runtime part of the page configuration (pages a template takes
 * over). Blocks that show the admin menu, the toolbar or the frame read it.
 *
 * @return The runtime configuration, or undefined when the page has none.
 * @throws ConfigError when it is present but malformed.
 */
export function readRuntimeConfig(): RuntimeConfig | undefined {
	const source = window.uipressConfig;
	if ( source === undefined ) {
		return undefined;
	}
	const runtime = record( source, 'uipressConfig' ).runtime;
	return runtime === undefined ? undefined : parseRuntimeConfig( runtime );
}

/**
 * Only the site logo URLs of the page configuration (builder, preview and
 * interface screens print them); no logo when the page has none.
 */
export function readSiteLogoConfig(): SiteLogoUrls {
	const source = window.uipressConfig;
	const value =
		typeof source === 'object' && source !== null
			? ( source as Record< string, unknown > ).siteLogo
			: undefined;
	return parseSiteLogo( value );
}
