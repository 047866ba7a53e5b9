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
import { reportLabel, TABLE_REPORTS } from './reports';

export const analyticsTablesDefinition: BlockDefinition = {
	name: __( 'Analytics tables', 'uipress' ),
	moduleName: 'uip-google-analytics-tables',
	description: __(
		'Top pages, traffic sources, countries, cities, devices or events, sortable and paged.',
		'uipress'
	),
	group: 'analytics',
	icon: 'table_chart',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				SOURCE_OPTION,
				{
					option: 'select',
					uniqueKey: 'report',
					label: __( 'Report', 'uipress' ),
					value: 'pages',
					args: {
						options: TABLE_REPORTS.map( ( value ) => ( {
							value,
							label: reportLabel( value ),
						} ) ),
					},
				},
				{
					option: 'analyticsDimensions',
					uniqueKey: 'dimensions',
					label: __( 'Dimensions', 'uipress' ),
					value: [ 'pagePath' ],
					args: { max: 2 },
					help: __( 'The rows of a Custom report.', 'uipress' ),
				},
				{
					option: 'analyticsMetrics',
					uniqueKey: 'metrics',
					label: __( 'Metrics', 'uipress' ),
					value: [],
					args: { max: 10, min: 0 },
					help: __(
						'None chosen: the report’s usual ones (views and active users for pages, event count and total users for events, active users and sessions for the others).',
						'uipress'
					),
				},
				{
					option: 'number',
					uniqueKey: 'rowLimit',
					label: __( 'Rows', 'uipress' ),
					value: 10,
					args: { min: 1, max: 100, step: 1 },
				},
				...rangeOptions(),
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
