/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import {
	openCloseActions,
	shortcutOption,
	triggerOptions,
} from '../shared/trigger-options';
import component from './component';

export const slideOutDefinition: BlockDefinition = {
	name: __( 'Slide-out panel', 'uipress' ),
	moduleName: 'uip-slide-out',
	description: __(
		'A button that slides in a panel of blocks from the side of the screen.',
		'uipress'
	),
	group: 'layout',
	icon: 'right_panel_open',
	container: true,
	optionsEnabled: {
		block: {
			options: [
				...triggerOptions( __( 'Open panel', 'uipress' ) ),
				{
					option: 'choiceSelect',
					uniqueKey: 'panelSide',
					label: __( 'Slides in from', 'uipress' ),
					value: 'right',
					args: {
						options: [
							{ value: 'left', label: __( 'Left', 'uipress' ) },
							{ value: 'right', label: __( 'Right', 'uipress' ) },
						],
					},
				},
				{
					option: 'choiceSelect',
					uniqueKey: 'overlayStyle',
					label: __( 'Page while open', 'uipress' ),
					value: 'overlay',
					args: {
						options: [
							{
								value: 'overlay',
								label: __( 'Covered', 'uipress' ),
							},
							{
								value: 'push',
								label: __( 'Pushed aside', 'uipress' ),
							},
						],
					},
				},
				{
					option: 'trueFalse',
					uniqueKey: 'closeOnPageChange',
					label: __( 'Close when another page opens', 'uipress' ),
					value: false,
				},
				shortcutOption(),
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'slideOutButton',
				label: __( 'Button', 'uipress' ),
				class: '.uip-slide-out__toggle',
			},
			{
				name: 'slideOutPanel',
				label: __( 'Panel', 'uipress' ),
				class: '.uip-slide-out__panel',
			},
		],
		advanced: true,
	},
	actions: openCloseActions(),
	component,
};
