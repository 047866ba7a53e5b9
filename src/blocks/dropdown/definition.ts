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
import { DEFAULT_DROP_DIRECTION, type DropDirection } from './directions';

const DIRECTION_LABELS: Record< DropDirection, string > = {
	'bottom left': __( 'Down, left edges lined up', 'uipress' ),
	'bottom center': __( 'Down, centred', 'uipress' ),
	'bottom right': __( 'Down, right edges lined up', 'uipress' ),
	'top left': __( 'Up, left edges lined up', 'uipress' ),
	'top center': __( 'Up, centred', 'uipress' ),
	'top right': __( 'Up, right edges lined up', 'uipress' ),
	'left top': __( 'Left, top edges lined up', 'uipress' ),
	'left center': __( 'Left, centred', 'uipress' ),
	'left bottom': __( 'Left, bottom edges lined up', 'uipress' ),
	'right top': __( 'Right, top edges lined up', 'uipress' ),
	'right center': __( 'Right, centred', 'uipress' ),
	'right bottom': __( 'Right, bottom edges lined up', 'uipress' ),
};

export const dropdownDefinition: BlockDefinition = {
	name: __( 'Dropdown', 'uipress' ),
	moduleName: 'uip-dropdown',
	description: __(
		'A button that opens a panel holding other blocks.',
		'uipress'
	),
	group: 'layout',
	icon: 'arrow_drop_down_circle',
	container: true,
	optionsEnabled: {
		block: {
			options: [
				...triggerOptions( __( 'Press me', 'uipress' ) ),
				{
					option: 'choiceSelect',
					uniqueKey: 'openMode',
					label: __( 'Opens on', 'uipress' ),
					value: 'click',
					args: {
						options: [
							{ value: 'click', label: __( 'Click', 'uipress' ) },
							{ value: 'hover', label: __( 'Hover', 'uipress' ) },
						],
					},
				},
				{
					option: 'select',
					uniqueKey: 'dropDirection',
					label: __( 'Opens towards', 'uipress' ),
					value: DEFAULT_DROP_DIRECTION,
					args: {
						options: Object.entries( DIRECTION_LABELS ).map(
							( [ value, label ] ) => ( { value, label } )
						),
					},
				},
				shortcutOption(),
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'dropdownButton',
				label: __( 'Button', 'uipress' ),
				class: '.uip-dropdown__toggle',
			},
			{
				name: 'dropdownPanel',
				label: __( 'Panel', 'uipress' ),
				class: '.uip-dropdown-block__panel',
			},
		],
		advanced: true,
	},
	actions: openCloseActions(),
	component,
};
