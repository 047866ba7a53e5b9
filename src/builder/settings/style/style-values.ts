/**
 * Pure helpers keeping stored style objects minimal: a field set to
 * undefined is deleted, and an object left empty becomes undefined, so
 * nothing is stored (and no CSS written) for what the user cleared.
 */

/**
 * Internal dependencies
 */
export { isRecord } from '../../../shared/is-record';
import type { StyleChange } from './types';

/**
 * `object` with `key` set to `value`, or deleted when `value` is undefined;
 * undefined when no field is left.
 *
 * @param object The stored object, if any.
 * @param key    The field.
 * @param value  The new value; undefined deletes the field.
 */
export function withField< T extends object, K extends keyof T >(
	object: T | undefined,
	key: K,
	value: T[ K ] | undefined
): T | undefined {
	const next = { ...( object ?? {} ) } as T;
	if ( value === undefined ) {
		delete next[ key ];
	} else {
		next[ key ] = value;
	}
	return Object.keys( next ).length === 0 ? undefined : next;
}

/**
 * A setter factory for the fields of one stored object: `set( 'gap' )`
 * returns the `onChange` of the gap field, which hands the whole new object
 * to `onChange`, with the field's name as merge path when typing.
 *
 * @param object   The stored object, if any.
 * @param onChange Receives the new object.
 */
export function fieldSetter< T extends object >(
	object: T | undefined,
	onChange: StyleChange< T >
) {
	return < K extends keyof T & string >( key: K ) =>
		( value: T[ K ] | undefined, merge?: boolean ): void =>
			onChange(
				withField( object, key, value ),
				merge ? key : undefined
			);
}

/**
 * A trimmed text, or undefined when empty (a cleared text field).
 *
 * @param text The typed text.
 */
export function textOrUndefined( text: string ): string | undefined {
	return text.trim() === '' ? undefined : text;
}
