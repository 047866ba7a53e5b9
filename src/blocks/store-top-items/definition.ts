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
import {
	DEFAULT_PER_PAGE,
	ITEM_METRICS,
	itemMetricLabel,
	itemReportLabel,
	ITEM_REPORTS,
} from './items';

export const storeTopItemsDefinition: BlockDefinition = {
	name: __( 'Top products', 'uipress' ),
	moduleName: 'uip-store-top-items',
	description: __(
		'Best-selling products or categories from WooCommerce Analytics: items sold, net sales and orders, sortable and paged.',
		'uipress'
	),
	group: 'storeAnalytics',
	icon: 'leaderboard',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				{
					option: 'select',
					uniqueKey: 'report',
					label: __( 'Report', 'uipress' ),
					value: 'products',
					args: {
						options: ITEM_REPORTS.map( ( value ) => ( {
							value,
							label: itemReportLabel( value ),
						} ) ),
					},
				},
				{
					option: 'select',
					uniqueKey: 'orderby',
					label: __( 'Sorted by', 'uipress' ),
					value: 'net_revenue',
					args: {
						options: ITEM_METRICS.map( ( value ) => ( {
							value,
							label: itemMetricLabel( value ),
						} ) ),
					},
				},
				{
					option: 'number',
					uniqueKey: 'perPage',
					label: __( 'Rows per page', 'uipress' ),
					value: DEFAULT_PER_PAGE,
					args: { min: 1, max: 50, step: 1 },
				},
				...rangeOptions(),
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
