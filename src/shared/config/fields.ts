/**
 * Field readers shared by the configuration parsers: each names the field it
 * refuses, so a broken configuration is explained rather than guessed at.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../is-record';
export { isRecord } from '../is-record';
import { ConfigError } from './config-error';

export type UnknownRecord = Record< string, unknown >;

export function record( value: unknown, path: string ): UnknownRecord {
	if ( ! isRecord( value ) ) {
		throw new ConfigError( `${ path } must be an object` );
	}
	return value;
}

export function string(
	source: UnknownRecord,
	key: string,
	path: string
): string {
	const value = source[ key ];
	if ( typeof value !== 'string' ) {
		throw new ConfigError( `${ path }.${ key } must be a string` );
	}
	return value;
}

export function boolean(
	source: UnknownRecord,
	key: string,
	path: string
): boolean {
	const value = source[ key ];
	if ( typeof value !== 'boolean' ) {
		throw new ConfigError( `${ path }.${ key } must be a boolean` );
	}
	return value;
}

/**
 * A whole number of at least `minimum`.
 *
 * @param source  The object holding the field.
 * @param key     Field name.
 * @param path    Path of `source`, for the message.
 * @param minimum Smallest accepted value.
 */
export function wholeNumber(
	source: UnknownRecord,
	key: string,
	path: string,
	minimum = 0
): number {
	const value = source[ key ];
	if (
		typeof value !== 'number' ||
		! Number.isInteger( value ) ||
		value < minimum
	) {
		throw new ConfigError( `${ path }.${ key } must be a whole number` );
	}
	return value;
}

/**
 * The string entries of a list; other entries are dropped.
 *
 * @param source The object holding the field.
 * @param key    Field name.
 * @param path   Path of `source`, for the message.
 */
export function stringList(
	source: UnknownRecord,
	key: string,
	path: string
): string[] {
	const value = source[ key ];
	if ( ! Array.isArray( value ) ) {
		throw new ConfigError( `${ path }.${ key } must be a list` );
	}
	return value.filter(
		( entry ): entry is string => typeof entry === 'string'
	);
}
