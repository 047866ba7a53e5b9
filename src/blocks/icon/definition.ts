/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const iconDefinition: BlockDefinition = {
	name: __( 'Icon', 'uipress' ),
	moduleName: 'uip-icon',
	description: __( 'An icon from the icon set.', 'uipress' ),
	group: 'elements',
	icon: 'favorite',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'icon',
					uniqueKey: 'icon',
					label: __( 'Icon', 'uipress' ),
					value: 'favorite',
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
