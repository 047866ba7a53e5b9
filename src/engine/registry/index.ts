/**
 * The block registry: core blocks plus those added through `uipress.blocks`.
 */
export {
	getBlockCatalogue,
	getBlockDefinition,
	getBlockDefinitions,
	refreshBlockDefinitions,
	registerCoreBlocks,
	subscribeToBlockDefinitions,
	type BlockCatalogue,
} from './registry';
export { useBlockCatalogue } from './use-block-catalogue';
export { isProLocked } from './pro-gate';
export { checkDefinition } from './validate-definition';
export { BLOCKS_FILTER } from './constants';
export {
	lazyBlockComponent,
	isLazyBlockComponent,
	type LazyBlockComponent,
} from './lazy-block-component';
