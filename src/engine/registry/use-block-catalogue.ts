/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	getBlockCatalogue,
	subscribeToBlockDefinitions,
	type BlockCatalogue,
} from './registry';

/**
 * The block catalogue; re-renders when a plugin adds or removes a
 * `uipress.blocks` filter (a block script that loaded late).
 */
export function useBlockCatalogue(): BlockCatalogue {
	return useSyncExternalStore(
		subscribeToBlockDefinitions,
		getBlockCatalogue
	);
}
