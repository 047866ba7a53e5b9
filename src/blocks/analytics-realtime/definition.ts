/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { SOURCE_OPTION, TITLE_OPTION } from '../shared/analytics/options';
import component from './component';

export const analyticsRealtimeDefinition: BlockDefinition = {
	name: __( 'Realtime visitors', 'uipress' ),
	moduleName: 'uip-google-realtime',
	description: __(
		'Active users in the last 30 minutes, by page and by country, refreshed every minute.',
		'uipress'
	),
	group: 'analytics',
	icon: 'sensors',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				SOURCE_OPTION,
				{
					option: 'number',
					uniqueKey: 'rowLimit',
					label: __( 'Rows per list', 'uipress' ),
					value: 5,
					args: { min: 1, max: 20, step: 1 },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
