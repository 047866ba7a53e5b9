/**
 * Internal dependencies
 */
import type { BlockDefinition, BlockOptions } from '../types';

const EMPTY: BlockOptions = Object.freeze( {} );

/**
 * The block's option values with the definition's defaults under them
 * (an option's `missing` value, else its `value`).
 * A stored value always wins, even an empty one; readers in the blocks
 * decide what a value of the wrong type means.
 *
 * @param definition The block's definition.
 * @param stored     `settings.block.options` as stored.
 */
export function optionsWithDefaults(
	definition: BlockDefinition | undefined,
	stored: BlockOptions | undefined
): BlockOptions {
	const defaults = definition?.optionsEnabled.block?.options ?? [];
	if ( ! defaults.length ) {
		return stored ?? EMPTY;
	}
	const options: BlockOptions = {};
	for ( const option of defaults ) {
		const value = option.missing ?? option.value;
		if ( value !== undefined ) {
			options[ option.uniqueKey ] = value;
		}
	}
	return stored ? { ...options, ...stored } : options;
}
