/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { rangeOptions, TITLE_OPTION } from '../shared/analytics/options';
import component from './component';
import { MAP_METRICS, mapMetricLabel } from './metrics';

export const storeOrdersMapDefinition: BlockDefinition = {
	name: __( 'Orders by country', 'uipress' ),
	moduleName: 'uip-store-orders-map',
	description: __(
		'WooCommerce orders or net sales by country on a world map, with a table of the countries.',
		'uipress'
	),
	group: 'storeAnalytics',
	icon: 'travel_explore',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				{
					option: 'select',
					uniqueKey: 'metric',
					label: __( 'Metric', 'uipress' ),
					value: 'orders_count',
					args: {
						options: MAP_METRICS.map( ( value ) => ( {
							value,
							label: mapMetricLabel( value ),
						} ) ),
					},
				},
				...rangeOptions(),
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
