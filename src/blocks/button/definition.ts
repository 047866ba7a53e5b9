/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const buttonDefinition: BlockDefinition = {
	name: __( 'Button', 'uipress' ),
	moduleName: 'uip-button',
	description: __( 'A button, optionally linking somewhere.', 'uipress' ),
	group: 'elements',
	icon: 'smart_button',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'dynamicInput',
					uniqueKey: 'buttonText',
					label: __( 'Text', 'uipress' ),
					value: {
						string: __( 'Press me', 'uipress' ),
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
				{
					option: 'icon',
					uniqueKey: 'icon',
					label: __( 'Icon', 'uipress' ),
					value: '',
				},
				{
					option: 'choiceSelect',
					uniqueKey: 'iconPosition',
					label: __( 'Icon position', 'uipress' ),
					value: 'left',
					args: {
						options: [
							{ value: 'left', label: __( 'Left', 'uipress' ) },
							{ value: 'right', label: __( 'Right', 'uipress' ) },
						],
					},
				},
				{
					// Code: only users with unfiltered_html may save it
					// (Templates\CodeGuard names this key).
					option: 'code',
					uniqueKey: 'onClickCode',
					label: __( 'JavaScript on click', 'uipress' ),
					value: '',
					args: { language: 'js' },
					help: __(
						'Runs each time the button is clicked, in the interface only (not in the builder or its preview). In the code, element is the button.',
						'uipress'
					),
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'buttonStyle',
				label: __( 'Button', 'uipress' ),
				class: '.uip-button',
			},
		],
		advanced: true,
	},
	// Its link is the block's own (Link and tooltip); stored buttons' old
	// `linkSelect` option is moved there when read (Templates\BlockMigrations).
	ownLink: true,
	component,
};
