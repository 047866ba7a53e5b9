/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const htmlDefinition: BlockDefinition = {
	name: __( 'Custom HTML', 'uipress' ),
	moduleName: 'uip-html',
	description: __(
		'Markup of your own. Scripts stay only when saved by a user who may post unfiltered HTML.',
		'uipress'
	),
	group: 'elements',
	icon: 'code',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'code',
					uniqueKey: 'html',
					label: __( 'HTML', 'uipress' ),
					value: '',
					args: { language: 'html', cleanedOnSave: true },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
