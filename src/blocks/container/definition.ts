/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';
import { containerLandmark } from './landmark';

export const containerDefinition: BlockDefinition = {
	name: __( 'Container', 'uipress' ),
	moduleName: 'uip-container',
	description: __(
		'A box that holds other blocks and lays them out.',
		'uipress'
	),
	group: 'layout',
	icon: 'crop_free',
	container: true,
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'select',
					uniqueKey: 'landmark',
					label: __( 'Landmark', 'uipress' ),
					value: '',
					args: {
						options: [
							{ value: '', label: __( 'None', 'uipress' ) },
							{
								value: 'banner',
								label: __( 'Banner (top bar)', 'uipress' ),
							},
							{
								value: 'navigation',
								label: __( 'Navigation', 'uipress' ),
							},
							{
								value: 'complementary',
								label: __(
									'Complementary (sidebar)',
									'uipress'
								),
							},
							{
								value: 'contentinfo',
								label: __( 'Content info (footer)', 'uipress' ),
							},
							{
								value: 'region',
								label: __( 'Region (needs a name)', 'uipress' ),
							},
						],
					},
					help: __(
						'Screen reader users jump between landmarks: make the top bar a banner.',
						'uipress'
					),
				},
				{
					option: 'select',
					uniqueKey: 'smallScreen',
					label: __( 'On small screens', 'uipress' ),
					value: '',
					args: {
						options: [
							{
								value: '',
								label: __( 'Stays in place', 'uipress' ),
							},
							{
								value: 'offCanvasLeft',
								label: __(
									'Off-canvas menu from the left',
									'uipress'
								),
							},
							{
								value: 'offCanvasRight',
								label: __(
									'Off-canvas menu from the right',
									'uipress'
								),
							},
						],
					},
					help: __(
						'Below 782 px wide, the blocks move into a panel that slides in when the menu button (a menu collapse toggle) is pressed.',
						'uipress'
					),
				},
				{
					option: 'text',
					uniqueKey: 'landmarkLabel',
					label: __( 'Landmark name', 'uipress' ),
					value: '',
					help: __(
						'Needed when the page has two landmarks of the same kind.',
						'uipress'
					),
				},
			],
		},
		style: true,
		advanced: true,
	},
	landmark: containerLandmark,
	component,
};
