/**
 * The store analytics group needs WooCommerce with its Analytics on: the
 * builder's page says so (`woocommerceActive`, printed by the server on the
 * builder's screen). Without it the inserter keeps the group, with a
 * sentence saying why it has no blocks, instead of offering blocks that
 * could only answer "not available".
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../../engine/types';
import type { DefinitionGroup } from './catalogue';
import { pageFlag, withGroupListed } from './inserter-gate';

export const STORE_GROUP = 'storeAnalytics';

/** What the group says when WooCommerce is not there. */
export function storeGroupNotice(): string {
	return __(
		'Store analytics blocks need WooCommerce. Install and activate WooCommerce to add them.',
		'uipress'
	);
}

/**
 * Whether the page says WooCommerce (with its Analytics) is active.
 *
 * @param config The page configuration, normally `window.uipressConfig`.
 */
export function woocommerceActive(
	config: unknown = window.uipressConfig
): boolean {
	return pageFlag( config, 'woocommerceActive' );
}

/**
 * The definitions the inserter may offer: without WooCommerce, none of the
 * store analytics group's.
 *
 * @param definitions The catalogue.
 * @param active      Whether WooCommerce is active.
 */
export function offeredDefinitions(
	definitions: readonly BlockDefinition[],
	active: boolean
): BlockDefinition[] {
	return active
		? [ ...definitions ]
		: definitions.filter(
				( definition ) => definition.group !== STORE_GROUP
			);
}

/**
 * The groups with the store analytics group put back, empty, where it is
 * listed (after the other known groups), so the inserter can say why.
 *
 * @param groups The groups the inserter lists.
 */
export function withEmptyStoreGroup(
	groups: readonly DefinitionGroup[]
): DefinitionGroup[] {
	return withGroupListed( groups, STORE_GROUP );
}
