/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { toggleOptions } from '../fullscreen-toggle/toggle-button';
import MenuCollapseToggle from './menu-collapse-toggle';

export const menuCollapseToggleDefinition: BlockDefinition = {
	name: __( 'Menu collapse toggle', 'uipress' ),
	moduleName: 'uip-menu-collapse-toggle',
	description: __( 'Collapses or expands the admin menu.', 'uipress' ),
	group: 'elements',
	icon: 'menu_open',
	optionsEnabled: {
		block: {
			options: toggleOptions(
				{
					text: __( 'Text', 'uipress' ),
					icon: __( 'Icon', 'uipress' ),
					position: __( 'Icon position', 'uipress' ),
					left: __( 'Left', 'uipress' ),
					right: __( 'Right', 'uipress' ),
					collapsedIcon: __( 'Icon when collapsed', 'uipress' ),
				},
				'menu_open',
				'menu'
			),
		},
		style: true,
		advanced: true,
	},
	component: MenuCollapseToggle,
};
