/**
 * Internal dependencies
 */
import type { Block, QuerySettings } from '../types';
import { DEFAULT_QUERY_SETTINGS } from '../types';

/**
 * The block's query settings over the defaults, so a partly stored query
 * (an older template) still sends every field.
 *
 * @param block The block with the query.
 */
export function querySettingsOf( block: Block ): QuerySettings {
	return { ...DEFAULT_QUERY_SETTINGS, ...block.query?.settings };
}
