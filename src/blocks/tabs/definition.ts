/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const tabsDefinition: BlockDefinition = {
	name: __( 'Tabs', 'uipress' ),
	moduleName: 'uip-tabs',
	description: __(
		'Shows one of the blocks inside at a time, chosen from a row of tabs named after them.',
		'uipress'
	),
	group: 'layout',
	icon: 'tab',
	container: true,
	// The first tab, made with the block.
	content: [
		{
			uid: 'tab000000000000000000001',
			name: __( 'Tab 1', 'uipress' ),
			moduleName: 'uip-container',
			settings: {},
			content: [],
		},
	],
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'number',
					uniqueKey: 'activeTab',
					label: __( 'Tab shown first', 'uipress' ),
					value: 1,
					args: { min: 1, max: 50, step: 1 },
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'tabList',
				label: __( 'Tab row', 'uipress' ),
				class: '.uip-tabs__list',
			},
			{
				name: 'tab',
				label: __( 'Tab', 'uipress' ),
				class: '.uip-tabs__tab',
			},
			{
				name: 'activeTab',
				label: __( 'Selected tab', 'uipress' ),
				class: '.uip-tabs__tab[aria-selected="true"]',
			},
		],
		advanced: true,
	},
	actions: [
		{
			name: 'selectTab',
			label: __( 'Show a tab', 'uipress' ),
			valueLabel: __( 'Tab (its number or name)', 'uipress' ),
		},
		{ name: 'nextTab', label: __( 'Show the next tab', 'uipress' ) },
		{
			name: 'previousTab',
			label: __( 'Show the previous tab', 'uipress' ),
		},
	],
	component,
};
