/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import {
	revenueMetricsOption,
	TITLE_OPTION,
} from '../shared/analytics/options';
import component from './component';

export const storeKpisDefinition: BlockDefinition = {
	name: __( 'Store KPIs', 'uipress' ),
	moduleName: 'uip-store-kpis',
	description: __(
		'Today, this week and this month in WooCommerce: sales, orders and more, each against the same days before.',
		'uipress'
	),
	group: 'storeAnalytics',
	icon: 'speed',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				revenueMetricsOption(
					[ 'net_revenue', 'orders_count', 'avg_order_value' ],
					4
				),
				{
					option: 'multiChoice',
					uniqueKey: 'periods',
					label: __( 'Periods', 'uipress' ),
					value: [ 'today', 'week', 'month' ],
					args: {
						min: 1,
						options: [
							{ value: 'today', label: __( 'Today', 'uipress' ) },
							{
								value: 'week',
								label: __( 'This week', 'uipress' ),
							},
							{
								value: 'month',
								label: __( 'This month', 'uipress' ),
							},
						],
					},
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
