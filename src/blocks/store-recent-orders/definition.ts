/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { TITLE_OPTION } from '../shared/analytics/options';
import component from './component';

export const storeRecentOrdersDefinition: BlockDefinition = {
	name: __( 'Recent orders', 'uipress' ),
	moduleName: 'uip-store-recent-orders',
	description: __(
		'The latest WooCommerce orders: number, customer, status, total and when. Shown only to users who can edit orders.',
		'uipress'
	),
	group: 'storeAnalytics',
	icon: 'receipt_long',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				{
					option: 'number',
					uniqueKey: 'rowLimit',
					label: __( 'Orders shown', 'uipress' ),
					value: 10,
					args: { min: 1, max: 50, step: 1 },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
