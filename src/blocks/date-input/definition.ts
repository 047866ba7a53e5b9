/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { inputOptions } from '../shared/input-options';
import component from './component';

export const dateInputDefinition: BlockDefinition = {
	name: __( 'Date', 'uipress' ),
	moduleName: 'uip-date-input',
	description: __(
		'A date field of a form (saved as YYYY-MM-DD).',
		'uipress'
	),
	group: 'form',
	icon: 'calendar_month',
	optionsEnabled: {
		block: {
			options: inputOptions( false ),
		},
		style: true,
		advanced: true,
	},
	component,
};
