/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	BlockDefinition,
	SizeValue,
	StyleOptions,
} from '../../engine/types';
import component from './component';

function px( value: number ): SizeValue {
	return { value, units: 'px' };
}

/**
 * A menu list preset: the gap between entries.
 *
 * @param gap The gap in pixels.
 */
function listGap( gap: number ): StyleOptions {
	return { flexLayout: { gap: px( gap ) } };
}

export const adminMenuDefinition: BlockDefinition = {
	name: __( 'Admin menu', 'uipress' ),
	moduleName: 'uip-admin-menu-new',
	description: __(
		'The admin menu of the current user, with search and collapse.',
		'uipress'
	),
	group: 'elements',
	icon: 'menu',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'choiceSelect',
					uniqueKey: 'subMenuStyle',
					label: __( 'Submenu style', 'uipress' ),
					// Spec: the definition default is inline (what new blocks
					// get, newBlockSettings); a block stored without one
					// shows drill-down.
					value: 'inline',
					missing: 'dynamic',
					args: {
						options: [
							{
								value: 'inline',
								label: __( 'Inline', 'uipress' ),
							},
							{
								value: 'hover',
								label: __( 'Dropdown on hover', 'uipress' ),
							},
							{
								value: 'dynamic',
								label: __( 'Drill down', 'uipress' ),
							},
						],
					},
				},
				{
					option: 'select',
					uniqueKey: 'dropdownPosition',
					label: __( 'Dropdown position', 'uipress' ),
					value: 'right',
					args: {
						options: [
							{
								value: 'bottom-left',
								label: __( 'Bottom left', 'uipress' ),
							},
							{
								value: 'bottom-right',
								label: __( 'Bottom right', 'uipress' ),
							},
							{
								value: 'top-left',
								label: __( 'Top left', 'uipress' ),
							},
							{
								value: 'top-right',
								label: __( 'Top right', 'uipress' ),
							},
							{ value: 'left', label: __( 'Left', 'uipress' ) },
							{ value: 'right', label: __( 'Right', 'uipress' ) },
						],
					},
				},
				{
					option: 'trueFalse',
					uniqueKey: 'showSearch',
					label: __( 'Show search', 'uipress' ),
					value: true,
				},
				{
					option: 'trueFalse',
					uniqueKey: 'menuCollapse',
					label: __( 'Allow collapsing', 'uipress' ),
					value: true,
				},
				{
					option: 'trueFalse',
					uniqueKey: 'loadOnClick',
					label: __( 'Auto load', 'uipress' ),
					value: true,
					help: __(
						'Clicking an entry with a submenu opens its page too.',
						'uipress'
					),
				},
				{
					option: 'trueFalse',
					uniqueKey: 'hideIcons',
					label: __( 'Hide icons', 'uipress' ),
					value: false,
				},
				{
					option: 'icon',
					uniqueKey: 'subMenuIcon',
					label: __( 'Submenu icon', 'uipress' ),
					value: 'chevron_right',
				},
				{
					option: 'staticMenu',
					uniqueKey: 'staticMenu',
					label: __( 'Static menu', 'uipress' ),
					value: { enabled: false, menuid: '' },
					help: __(
						'Always show this custom menu, whichever menu matches the user.',
						'uipress'
					),
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'menuList',
				label: __( 'Menu list', 'uipress' ),
				class: '.uip-admin-menu__list',
				// Spec: menu style presets, gaps 12, 8, 4 px (4 px when
				// none is applied).
				presets: {
					[ __( 'Roomy', 'uipress' ) ]: listGap( 12 ),
					[ __( 'Standard', 'uipress' ) ]: listGap( 8 ),
					[ __( 'Compact', 'uipress' ) ]: listGap( 4 ),
				},
			},
			{
				name: 'menuSubmenu',
				label: __( 'Inline submenus', 'uipress' ),
				class: '.uip-admin-menu__submenu--inline',
				// Spec: submenu margin left 22, top 4, bottom 8 (also the
				// margins when none is applied).
				presets: {
					[ __( 'Indented', 'uipress' ) ]: {
						spacing: {
							margin: {
								preset: 'custom',
								custom: {
									top: px( 4 ),
									right: px( 0 ),
									bottom: px( 8 ),
									left: px( 22 ),
								},
							},
						},
					},
				},
			},
			{
				name: 'menuLink',
				label: __( 'Menu links', 'uipress' ),
				class: '.uip-admin-menu__link',
			},
			{
				name: 'menuActiveLink',
				label: __( 'Active link', 'uipress' ),
				class: '.uip-admin-menu__link--active',
			},
			{
				name: 'menuSearch',
				label: __( 'Search', 'uipress' ),
				class: '.uip-admin-menu__search',
			},
		],
		advanced: true,
	},
	newBlockSettings: {
		block: { options: { subMenuStyle: 'inline' } },
	},
	component,
};

/**
 * The module name of older templates: the same block, rendered for them but
 * not offered in the inserter (two identical entries would leave a user
 * guessing which to take).
 */
export const legacyAdminMenuDefinition: BlockDefinition = {
	...adminMenuDefinition,
	name: __( 'Admin menu (classic)', 'uipress' ),
	moduleName: 'uip-admin-menu',
	inserter: false,
};
