/**
 * The one narrowing of untrusted JSON (stored templates, REST answers,
 * messages, the page configuration) to an object with string keys.
 */

export type UnknownRecord = Record< string, unknown >;

/**
 * Whether a value is a plain object: not null and not an array.
 *
 * @param value Any value.
 */
export function isRecord( value: unknown ): value is UnknownRecord {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}
