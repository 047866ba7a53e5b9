/**
 * Internal dependencies
 */
import type {
	AppState,
	CurrentUser,
	GlobalConfig,
	UipressConfig,
} from './types';

export class ConfigError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'ConfigError';
	}
}

type UnknownRecord = Record< string, unknown >;

function isRecord( value: unknown ): value is UnknownRecord {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function record( value: unknown, path: string ): UnknownRecord {
	if ( ! isRecord( value ) ) {
		throw new ConfigError( `${ path } must be an object` );
	}
	return value;
}

function string( source: UnknownRecord, key: string, path: string ): string {
	const value = source[ key ];
	if ( typeof value !== 'string' ) {
		throw new ConfigError( `${ path }.${ key } must be a string` );
	}
	return value;
}

function boolean( source: UnknownRecord, key: string, path: string ): boolean {
	const value = source[ key ];
	if ( typeof value !== 'boolean' ) {
		throw new ConfigError( `${ path }.${ key } must be a boolean` );
	}
	return value;
}

function parseGlobalConfig( value: unknown ): GlobalConfig {
	const path = 'globalConfig';
	const source = record( value, path );
	const headers = record( source.restHeaders, `${ path }.restHeaders` );
	const restHeaders: Record< string, string > = {};
	for ( const [ name, header ] of Object.entries( headers ) ) {
		if ( typeof header === 'string' ) {
			restHeaders[ name ] = header;
		}
	}
	return {
		security: string( source, 'security', path ),
		ajaxUrl: string( source, 'ajaxUrl', path ),
		restUrl: string( source, 'restUrl', path ),
		restHeaders,
		pluginUrl: string( source, 'pluginUrl', path ),
	};
}

function parseAppState( value: unknown ): AppState {
	const path = 'appState';
	const source = record( value, path );
	return {
		loading: boolean( source, 'loading', path ),
		adminUrl: string( source, 'adminUrl', path ),
		pluginBase: string( source, 'pluginBase', path ),
		restNonce: string( source, 'restNonce', path ),
		restBase: string( source, 'restBase', path ),
		fullScreen: boolean( source, 'fullScreen', path ),
		currentPageName: string( source, 'currentPageName', path ),
		menu_minimised: boolean( source, 'menu_minimised', path ),
	};
}

function parseCurrentUser( value: unknown ): CurrentUser {
	const path = 'currentUser';
	const source = record( value, path );
	const id = source.id;
	if ( typeof id !== 'number' || ! Number.isInteger( id ) || id < 0 ) {
		throw new ConfigError( `${ path }.id must be a whole number` );
	}
	const roles = Array.isArray( source.roles )
		? source.roles.filter(
				( role ): role is string => typeof role === 'string'
		  )
		: [];
	return {
		id,
		login: string( source, 'login', path ),
		displayName: string( source, 'displayName', path ),
		email: string( source, 'email', path ),
		roles,
	};
}

/**
 * Checks the configuration the server printed and returns it typed.
 *
 * @param value The raw value, normally `window.uipressConfig`.
 * @throws ConfigError naming the first field that is missing or of the wrong type.
 */
export function parseConfig( value: unknown ): UipressConfig {
	if ( value === undefined ) {
		throw new ConfigError( 'window.uipressConfig is missing' );
	}
	const source = record( value, 'uipressConfig' );
	return {
		globalConfig: parseGlobalConfig( source.globalConfig ),
		appState: parseAppState( source.appState ),
		currentUser: parseCurrentUser( source.currentUser ),
		version: string( source, 'version', 'uipressConfig' ),
	};
}

/**
 * The configuration of the current page.
 */
export function readConfig(): UipressConfig {
	return parseConfig( window.uipressConfig );
}
