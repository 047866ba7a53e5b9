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

export const textareaInputDefinition: BlockDefinition = {
	name: __( 'Text area', 'uipress' ),
	moduleName: 'uip-textarea-input',
	description: __(
		'A field of a form for several lines of text.',
		'uipress'
	),
	group: 'form',
	icon: 'notes',
	optionsEnabled: {
		block: {
			options: inputOptions(),
		},
		style: true,
		advanced: true,
	},
	component,
};
