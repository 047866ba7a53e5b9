/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockOptions } from '../../engine/types';
import { choiceOption } from '../shared/options';

/** What the list ranks (includes/Analytics/Store/StoreSettings.php). */
export const ITEM_REPORTS = [ 'products', 'categories' ] as const;
export type ItemReport = ( typeof ITEM_REPORTS )[ number ];

/** Its columns and sorts: WooCommerce's products and categories report fields, in this order. */
export const ITEM_METRICS = [
	'items_sold',
	'net_revenue',
	'orders_count',
] as const;
export type ItemMetric = ( typeof ITEM_METRICS )[ number ];

export const DEFAULT_PER_PAGE = 10;

/**
 * A metric's name, in WooCommerce's words.
 *
 * @param metric The metric.
 */
export function itemMetricLabel( metric: ItemMetric ): string {
	switch ( metric ) {
		case 'items_sold':
			return __( 'Items sold', 'uipress' );
		case 'orders_count':
			return __( 'Orders', 'uipress' );
		default:
			return __( 'Net sales', 'uipress' );
	}
}

/**
 * The list's own name: its title when the administrator gave none.
 *
 * @param report Products or categories.
 */
export function itemReportLabel( report: ItemReport ): string {
	return report === 'categories'
		? __( 'Top categories', 'uipress' )
		: __( 'Top products', 'uipress' );
}

/**
 * Products or categories.
 *
 * @param options The block's options.
 */
export function itemReport( options: BlockOptions ): ItemReport {
	return choiceOption( options, 'report', ITEM_REPORTS, 'products' );
}

/**
 * The metric the list is sorted by first.
 *
 * @param options The block's options.
 */
export function itemOrderby( options: BlockOptions ): ItemMetric {
	return choiceOption( options, 'orderby', ITEM_METRICS, 'net_revenue' );
}
