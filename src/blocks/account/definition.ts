/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const accountDefinition: BlockDefinition = {
	name: __( 'Account', 'uipress' ),
	moduleName: 'uip-account',
	description: __(
		'The signed-in user’s avatar and name, with Edit profile and Log out.',
		'uipress'
	),
	group: 'elements',
	icon: 'account_circle',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'trueFalse',
					uniqueKey: 'showName',
					label: __( 'Show the name beside the avatar', 'uipress' ),
					value: true,
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'accountButton',
				label: __( 'Account button', 'uipress' ),
				class: '.uip-account__toggle',
			},
		],
		advanced: true,
	},
	component,
};
