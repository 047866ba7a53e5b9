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
			options: toggleOptions( 'fullscreen', 'fullscreen_exit', {
				label: __( 'Icon in full screen', 'uipress' ),
			} ),
		},
		style: true,
		advanced: true,
	},
	component,
};
