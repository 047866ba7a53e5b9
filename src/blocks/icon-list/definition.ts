/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const iconListDefinition: BlockDefinition = {
	name: __( 'Icon list', 'uipress' ),
	moduleName: 'uip-icon-list',
	description: __( 'A list whose items each start with an icon.', 'uipress' ),
	group: 'elements',
	icon: 'checklist',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'textarea',
					uniqueKey: 'items',
					label: __( 'Items', 'uipress' ),
					value: [
						__( 'Fast', 'uipress' ),
						__( 'Accessible', 'uipress' ),
						__( 'Yours to design', 'uipress' ),
					].join( '\n' ),
					help: __(
						'One item per line. Start a line with an icon name and a colon to give it its own icon, e.g. "star: Favourites".',
						'uipress'
					),
				},
				{
					option: 'icon',
					uniqueKey: 'icon',
					label: __( 'Icon', 'uipress' ),
					value: 'check_circle',
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'iconListIcon',
				label: __( 'Icons', 'uipress' ),
				class: '.uip-icon-list__icon',
			},
		],
		advanced: true,
	},
	component,
};
