/**
 * Internal dependencies
 */
import { registerCoreBlocks } from '../engine/registry';
import { CORE_BLOCKS } from './index';

/**
 * Registers every core block (the builder and the screens that preview
 * blocks); each block's code loads when it is first shown.
 */
export function registerAllCoreBlocks(): void {
	registerCoreBlocks( CORE_BLOCKS );
}
