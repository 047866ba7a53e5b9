/**
 * Internal dependencies
 */
import type { EngineConfig, ServerDynamicValue } from '../../engine/types';
import {
	boolean,
	isRecord,
	record,
	string,
	stringList,
	wholeNumber,
} from './fields';

function parseUser( value: unknown ): EngineConfig[ 'context' ][ 'user' ] {
	const path = 'engine.context.user';
	const source = record( value, path );
	return {
		id: wholeNumber( source, 'id', path ),
		login: string( source, 'login', path ),
		email: string( source, 'email', path ),
		roles: stringList( source, 'roles', path ),
		name: string( source, 'name', path ),
	};
}

function parseSite( value: unknown ): EngineConfig[ 'context' ][ 'site' ] {
	const path = 'engine.context.site';
	const source = record( value, path );
	return {
		title: string( source, 'title', path ),
		url: string( source, 'url', path ),
		adminUrl: string( source, 'adminUrl', path ),
		locale: string( source, 'locale', path ),
	};
}

function parseDynamicValue( value: unknown ): ServerDynamicValue | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const { label, group } = value;
	const current = value.value;
	if (
		typeof label !== 'string' ||
		typeof group !== 'string' ||
		! [ 'string', 'number', 'boolean' ].includes( typeof current )
	) {
		return undefined;
	}
	return { label, group, value: current as ServerDynamicValue[ 'value' ] };
}

/**
 * The dynamic values the server resolved. A malformed entry (a faulty
 * `uipress/dynamic_data` filter) is dropped rather than failing the page.
 *
 * @param value The raw `engine.dynamicData`.
 */
function parseDynamicData(
	value: unknown
): Record< string, ServerDynamicValue > {
	const source = record( value, 'engine.dynamicData' );
	const parsed: Record< string, ServerDynamicValue > = {};
	for ( const [ key, entry ] of Object.entries( source ) ) {
		const dynamicValue = parseDynamicValue( entry );
		if ( dynamicValue ) {
			parsed[ key ] = dynamicValue;
		}
	}
	return parsed;
}

/**
 * Checks `window.uipressConfig.engine` (printed on pages that render
 * templates) and returns it typed.
 *
 * @param value The raw `engine` value.
 * @throws ConfigError naming the first field that is missing or of the wrong type.
 */
export function parseEngineConfig( value: unknown ): EngineConfig {
	const source = record( value, 'engine' );
	const context = record( source.context, 'engine.context' );
	return {
		context: {
			user: parseUser( context.user ),
			site: parseSite( context.site ),
			activePlugins: stringList(
				context,
				'activePlugins',
				'engine.context'
			),
			notificationCount: wholeNumber(
				context,
				'notificationCount',
				'engine.context'
			),
		},
		dynamicData: parseDynamicData( source.dynamicData ),
		proUnlocked: boolean( source, 'proUnlocked', 'engine' ),
	};
}
