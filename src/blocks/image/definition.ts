/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const imageDefinition: BlockDefinition = {
	name: __( 'Image', 'uipress' ),
	moduleName: 'uip-image',
	description: __(
		'An image from the media library or an address.',
		'uipress'
	),
	group: 'elements',
	icon: 'image',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'image',
					uniqueKey: 'userImage',
					label: __( 'Image', 'uipress' ),
					value: '',
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'image',
				label: __( 'Image', 'uipress' ),
				class: '.uip-image__img',
			},
		],
		advanced: true,
	},
	component,
};
