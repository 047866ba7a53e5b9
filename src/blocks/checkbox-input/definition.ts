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

export const checkboxInputDefinition: BlockDefinition = {
	name: __( 'Checkbox', 'uipress' ),
	moduleName: 'uip-checkbox-input',
	description: __(
		'A box of a form to tick: saved as true or false.',
		'uipress'
	),
	group: 'form',
	icon: 'check_box',
	optionsEnabled: {
		block: {
			options: inputOptions( false ),
		},
		style: true,
		advanced: true,
	},
	component,
};
