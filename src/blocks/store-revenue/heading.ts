/**
 * The store revenue chart's heading when its administrator gave it no title:
 * the metrics it draws ("Net sales", "Net sales and orders"), as the map and
 * tables name their report, so the range and interval selects never sit
 * alone on a row.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockOptions } from '../../engine/types';
import {
	REVENUE_METRICS,
	revenueMetricLabel,
	type RevenueMetric,
} from '../shared/analytics/options';

/**
 * A metric's name inside a sentence ("orders" in "Net sales and orders").
 *
 * @param metric The metric.
 */
function metricInSentence( metric: RevenueMetric ): string {
	switch ( metric ) {
		case 'gross_sales':
			return __( 'gross sales', 'uipress' );
		case 'orders_count':
			return __( 'orders', 'uipress' );
		case 'avg_order_value':
			return __( 'average order value', 'uipress' );
		case 'num_items_sold':
			return __( 'items sold', 'uipress' );
		default:
			return __( 'net sales', 'uipress' );
	}
}

/**
 * The metrics the block draws, as the server reads them (1–2 known ids,
 * else net sales).
 *
 * @param options The block's options.
 */
export function chosenMetrics( options: BlockOptions ): RevenueMetric[] {
	const stored = Array.isArray( options.metrics ) ? options.metrics : [];
	const known = stored.filter( ( metric ): metric is RevenueMetric =>
		( REVENUE_METRICS as readonly unknown[] ).includes( metric )
	);
	return known.length > 0 ? known.slice( 0, 2 ) : [ 'net_revenue' ];
}

/**
 * The heading of a chart without a title.
 *
 * @param options The block's options.
 */
export function revenueHeading( options: BlockOptions ): string {
	const [ first = 'net_revenue', second ] = chosenMetrics( options );
	if ( ! second ) {
		return revenueMetricLabel( first );
	}
	return sprintf(
		/* translators: 1: a metric ("Net sales"), 2: another metric inside a sentence ("orders"). */
		__( '%1$s and %2$s', 'uipress' ),
		revenueMetricLabel( first ),
		metricInSentence( second )
	);
}
