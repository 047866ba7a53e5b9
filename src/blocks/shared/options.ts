/**
 * Readers for stored block options. Stored values come from JSON that older
 * versions, imports or other plugins wrote, so each reader checks the shape
 * and falls back instead of trusting the type.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import type { BlockOptions, DynamicInputValue } from '../../engine/types';

/**
 * A text option; numbers are shown as text.
 *
 * @param options  The block's options.
 * @param key      Option key.
 * @param fallback Value when the option is not text.
 */
export function textOption(
	options: BlockOptions,
	key: string,
	fallback = ''
): string {
	const value = options[ key ];
	if ( typeof value === 'string' ) {
		return value;
	}
	return typeof value === 'number' ? String( value ) : fallback;
}

/**
 * One of a fixed list of values.
 *
 * @param options  The block's options.
 * @param key      Option key.
 * @param allowed  Accepted values.
 * @param fallback Value when the stored one is not accepted.
 */
export function choiceOption< T extends string >(
	options: BlockOptions,
	key: string,
	allowed: readonly T[],
	fallback: T
): T {
	const value = options[ key ];
	return allowed.find( ( entry ) => entry === value ) ?? fallback;
}

/**
 * A dynamic-capable text option: a dynamic-input value, or plain text.
 *
 * @param options The block's options.
 * @param key     Option key.
 */
export function dynamicOption(
	options: BlockOptions,
	key: string
): DynamicInputValue | string | undefined {
	const value = options[ key ];
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	return {
		string: typeof value.string === 'string' ? value.string : '',
		dynamic: value.dynamic === true,
		dynamicKey:
			typeof value.dynamicKey === 'string' ? value.dynamicKey : '',
		dynamicPos: value.dynamicPos === 'left' ? 'left' : 'right',
	};
}

/**
 * An icon option: a name, or an `{ value: name }` object.
 *
 * @param options  The block's options.
 * @param key      Option key.
 * @param fallback Icon when none is stored.
 */
export function iconOption(
	options: BlockOptions,
	key: string,
	fallback = ''
): string {
	const value = options[ key ];
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( isRecord( value ) && typeof value.value === 'string' ) {
		return value.value;
	}
	return fallback;
}
