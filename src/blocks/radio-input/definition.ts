/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { inputOptions, selectOptionsOption } from '../shared/input-options';
import component from './component';

export const radioInputDefinition: BlockDefinition = {
	name: __( 'Radio buttons', 'uipress' ),
	moduleName: 'uip-radio-input',
	description: __(
		'A choice of a form: one of a few options, all shown.',
		'uipress'
	),
	group: 'form',
	icon: 'radio_button_checked',
	optionsEnabled: {
		block: {
			options: [ ...inputOptions( false ), selectOptionsOption() ],
		},
		style: true,
		advanced: true,
	},
	component,
};
