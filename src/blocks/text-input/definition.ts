/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { inputOptions, inputTypeOption } from '../shared/input-options';
import component from './component';

export const textInputDefinition: BlockDefinition = {
	name: __( 'Text input', 'uipress' ),
	moduleName: 'uip-text-input',
	description: __(
		'A one-line field of a form: text, a number, an email address, a phone number or a password.',
		'uipress'
	),
	group: 'form',
	icon: 'text_fields',
	optionsEnabled: {
		block: {
			options: [ ...inputOptions(), inputTypeOption() ],
		},
		style: true,
		advanced: true,
	},
	component,
};
