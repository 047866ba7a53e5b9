/**
 * Narrowing of stored (untrusted) JSON values.
 */

/**
 * Internal dependencies
 */
export { isRecord } from '../../../shared/is-record';

export type UnknownRecord = Record< string, unknown >;

/**
 * A finite number from a number or a plain numeric string, else undefined.
 *
 * @param value Stored value.
 */
export function finiteNumber( value: unknown ): number | undefined {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : undefined;
	}
	if (
		typeof value === 'string' &&
		/^\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test( value )
	) {
		return Number( value );
	}
	return undefined;
}

/**
 * `value` when it is one of `allowed`, else undefined.
 *
 * @param value   Stored value.
 * @param allowed The accepted keywords.
 */
export function keyword< T extends string >(
	value: unknown,
	allowed: readonly T[]
): T | undefined {
	return typeof value === 'string' &&
		( allowed as readonly string[] ).includes( value )
		? ( value as T )
		: undefined;
}

/**
 * A number as CSS writes it: no exponent, at most 4 decimals.
 *
 * @param value A finite number.
 */
export function cssNumber( value: number ): string {
	const rounded = Math.round( value * 10000 ) / 10000;
	return Object.is( rounded, -0 ) ? '0' : String( rounded );
}
