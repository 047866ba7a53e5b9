/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockOptions } from '../../engine/types';
import { choiceOption } from '../shared/options';

/** The map's metrics (includes/Analytics/Store/StoreSettings.php MAP_METRICS). */
export const MAP_METRICS = [ 'orders_count', 'net_revenue' ] as const;
export type MapMetric = ( typeof MAP_METRICS )[ number ];

/**
 * The map's name for a metric: its title when the administrator gave none.
 *
 * @param metric The metric.
 */
export function mapTitle( metric: MapMetric ): string {
	return metric === 'net_revenue'
		? __( 'Net sales by country', 'uipress' )
		: __( 'Orders by country', 'uipress' );
}

/**
 * A metric's name in the builder's choice, in WooCommerce's words.
 *
 * @param metric The metric.
 */
export function mapMetricLabel( metric: MapMetric ): string {
	return metric === 'net_revenue'
		? __( 'Net sales', 'uipress' )
		: __( 'Orders', 'uipress' );
}

/**
 * The block's metric.
 *
 * @param options The block's options.
 */
export function mapMetric( options: BlockOptions ): MapMetric {
	return choiceOption( options, 'metric', MAP_METRICS, 'orders_count' );
}
