/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import {
	rangeOptions,
	SOURCE_OPTION,
	TITLE_OPTION,
} from '../shared/analytics/options';
import component from './component';

export const analyticsMapDefinition: BlockDefinition = {
	name: __( 'Analytics map', 'uipress' ),
	moduleName: 'uip-google-analytics-map',
	description: __(
		'A metric by country on a world map, with a legend and a table of the countries.',
		'uipress'
	),
	group: 'analytics',
	icon: 'public',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				SOURCE_OPTION,
				{
					option: 'analyticsMetrics',
					uniqueKey: 'metric',
					label: __( 'Metric', 'uipress' ),
					value: 'activeUsers',
				},
				...rangeOptions(),
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
