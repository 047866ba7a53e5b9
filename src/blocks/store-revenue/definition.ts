/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import {
	chartDisplayOptions,
	intervalLabel,
	rangeOptions,
	revenueMetricsOption,
	STORE_INTERVALS,
	TITLE_OPTION,
} from '../shared/analytics/options';
import component from './component';

export const storeRevenueDefinition: BlockDefinition = {
	name: __( 'Store revenue', 'uipress' ),
	moduleName: 'uip-store-revenue',
	description: __(
		'Net and gross sales, orders, average order value or items sold over time, by day, week or month, against the previous period, from WooCommerce Analytics.',
		'uipress'
	),
	group: 'storeAnalytics',
	icon: 'payments',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				revenueMetricsOption( [ 'net_revenue' ], 2 ),
				...rangeOptions(),
				{
					option: 'choiceSelect',
					uniqueKey: 'interval',
					label: __( 'Interval shown first', 'uipress' ),
					help: __(
						'Viewers may switch between days, weeks and months.',
						'uipress'
					),
					value: 'day',
					args: {
						options: STORE_INTERVALS.map( ( value ) => ( {
							value,
							label: intervalLabel( value ),
						} ) ),
					},
				},
				...chartDisplayOptions(),
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
