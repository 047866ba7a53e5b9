/**
 * Internal dependencies
 */
import type { DynamicInputValue } from '../types';
import type { DynamicCatalogue } from './types';

/**
 * `left` and `right` joined by one space, unless either is empty, the join
 * already has white space, or `right` starts with closing punctuation.
 *
 * @param left  Text before.
 * @param right Text after.
 */
function join( left: string, right: string ): string {
	if (
		left === '' ||
		right === '' ||
		/[\s(]$/.test( left ) ||
		/^[\s,.;:!?)]/.test( right )
	) {
		return left + right;
	}
	return `${ left } ${ right }`;
}

/**
 * The text of a dynamic-input option value. A plain string passes through.
 * When `dynamic` is true the value of `dynamicKey` goes to the `dynamicPos`
 * side of `string` ('left' before, anything else after), joined by one space
 * (none beside an empty side, existing white space or closing punctuation);
 * an unknown key gives the string alone.
 *
 * @param value     The stored option value.
 * @param catalogue The dynamic values.
 */
export function resolveDynamicInput(
	value: DynamicInputValue | string | undefined,
	catalogue: DynamicCatalogue
): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( typeof value !== 'object' || value === null ) {
		return '';
	}
	const text = typeof value.string === 'string' ? value.string : '';
	if ( value.dynamic !== true || typeof value.dynamicKey !== 'string' ) {
		return text;
	}
	const entry = Object.prototype.hasOwnProperty.call(
		catalogue,
		value.dynamicKey
	)
		? catalogue[ value.dynamicKey ]
		: undefined;
	if ( ! entry ) {
		return text;
	}
	const dynamic = String( entry.value );
	return value.dynamicPos === 'left'
		? join( dynamic, text )
		: join( text, dynamic );
}
