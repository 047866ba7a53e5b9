/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const toolbarDefinition: BlockDefinition = {
	name: __( 'Toolbar', 'uipress' ),
	moduleName: 'uip-toolbar',
	description: __( 'The admin toolbar of the current user.', 'uipress' ),
	group: 'elements',
	icon: 'view_day',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'trueFalse',
					uniqueKey: 'accountMenu',
					label: __( 'End with the account menu', 'uipress' ),
					value: false,
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'toolbarLink',
				label: __( 'Toolbar links', 'uipress' ),
				class: '.uip-toolbar__link',
			},
		],
		advanced: true,
	},
	component,
};
