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
	SOURCE_OPTION,
	TITLE_OPTION,
	rangeOptions,
} from '../shared/analytics/options';
import component from './component';

export const analyticsChartDefinition: BlockDefinition = {
	name: __( 'Analytics chart', 'uipress' ),
	moduleName: 'uip-google-analytics',
	description: __(
		'One or two visitor metrics over time, against the previous period, from Google Analytics or Matomo.',
		'uipress'
	),
	group: 'analytics',
	icon: 'monitoring',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				SOURCE_OPTION,
				{
					option: 'analyticsMetrics',
					uniqueKey: 'metrics',
					label: __( 'Metrics', 'uipress' ),
					value: [ 'activeUsers' ],
					args: { max: 2 },
				},
				...rangeOptions(),
				...chartDisplayOptions(),
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
