/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';
import { toggleOptions } from '../fullscreen-toggle/toggle-options';

export const menuCollapseToggleDefinition: BlockDefinition = {
	name: __( 'Menu collapse toggle', 'uipress' ),
	moduleName: 'uip-menu-collapse-toggle',
	description: __( 'Collapses or expands the admin menu.', 'uipress' ),
	group: 'elements',
	icon: 'menu_open',
	optionsEnabled: {
		block: {
			options: [
				...toggleOptions( 'menu_open', 'menu', {
					label: __( 'Icon when collapsed', 'uipress' ),
				} ),
				{
					option: 'choiceSelect',
					uniqueKey: 'showOn',
					label: __( 'Show', 'uipress' ),
					value: 'always',
					args: {
						options: [
							{
								value: 'always',
								label: __( 'Always', 'uipress' ),
							},
							{
								value: 'smallScreens',
								label: __( 'On small screens', 'uipress' ),
							},
						],
					},
					help: __(
						'On small screens it opens the off-canvas menu: show it only there to use it as the menu button of a phone layout.',
						'uipress'
					),
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
