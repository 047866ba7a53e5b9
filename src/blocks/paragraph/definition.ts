/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const paragraphDefinition: BlockDefinition = {
	name: __( 'Paragraph', 'uipress' ),
	moduleName: 'uip-paragraph',
	description: __( 'A block of text.', 'uipress' ),
	group: 'elements',
	icon: 'notes',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'dynamicInput',
					uniqueKey: 'text',
					label: __( 'Text', 'uipress' ),
					value: {
						string: __( 'Add your text here.', 'uipress' ),
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
