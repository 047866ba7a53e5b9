/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const darkToggleDefinition: BlockDefinition = {
	name: __( 'Dark mode toggle', 'uipress' ),
	moduleName: 'uip-dark-toggle',
	description: __(
		'Switches the interface between light and dark.',
		'uipress'
	),
	group: 'elements',
	icon: 'dark_mode',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'trueFalse',
					uniqueKey: 'prefersColorScheme',
					label: __( 'Follow the system colour scheme', 'uipress' ),
					value: false,
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
