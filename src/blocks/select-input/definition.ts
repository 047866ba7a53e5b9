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

export const selectInputDefinition: BlockDefinition = {
	name: __( 'Select', 'uipress' ),
	moduleName: 'uip-select-input',
	description: __(
		'A drop-down list of a form: one of its options.',
		'uipress'
	),
	group: 'form',
	icon: 'arrow_drop_down_circle',
	optionsEnabled: {
		block: {
			options: [ ...inputOptions(), selectOptionsOption() ],
		},
		style: true,
		advanced: true,
	},
	component,
};
