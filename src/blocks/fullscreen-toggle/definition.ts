/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';
import { toggleOptions } from './toggle-options';

export const fullscreenToggleDefinition: BlockDefinition = {
	name: __( 'Fullscreen toggle', 'uipress' ),
	moduleName: 'uip-fullscreen-toggle',
	description: __(
		'Shows the page content full screen, and back.',
		'uipress'
	),
	group: 'elements',
	icon: 'fullscreen',
	optionsEnabled: {
		block: {
			options: toggleOptions(
				{
					text: __( 'Text', 'uipress' ),
					icon: __( 'Icon', 'uipress' ),
					position: __( 'Icon position', 'uipress' ),
					left: __( 'Left', 'uipress' ),
					right: __( 'Right', 'uipress' ),
					collapsedIcon: __( 'Icon in full screen', 'uipress' ),
				},
				'fullscreen',
				'fullscreen_exit'
			),
		},
		style: true,
		advanced: true,
	},
	component,
};
