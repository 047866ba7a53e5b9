/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const quoteDefinition: BlockDefinition = {
	name: __( 'Quote', 'uipress' ),
	moduleName: 'uip-quote',
	description: __( 'A quotation and who said it.', 'uipress' ),
	group: 'elements',
	icon: 'format_quote',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'dynamicInput',
					uniqueKey: 'quote',
					label: __( 'Quote', 'uipress' ),
					value: {
						string: __(
							'Simplicity is the ultimate sophistication.',
							'uipress'
						),
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
				{
					option: 'dynamicInput',
					uniqueKey: 'quoteAuthor',
					label: __( 'Author', 'uipress' ),
					value: {
						string: '',
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'quoteAuthor',
				label: __( 'Author', 'uipress' ),
				class: '.uip-quote__author',
			},
		],
		advanced: true,
	},
	component,
};
