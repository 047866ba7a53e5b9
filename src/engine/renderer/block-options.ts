/**
 * Internal dependencies
 */
import type { BlockDefinition, BlockOptions } from '../types';

const EMPTY: BlockOptions = Object.freeze( {} );

/**
 * The block's option values with the definition's defaults under them.
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
		if ( option.value !== undefined ) {
			options[ option.uniqueKey ] = option.value;
		}
	}
	return stored ? { ...options, ...stored } : options;
}
