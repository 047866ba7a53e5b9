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
					uniqueKey: 'smallScreen',
					label: __( 'On small screens', 'uipress' ),
					panel: 'layout',
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
					option: 'select',
					uniqueKey: 'landmark',
					label: __( 'Area type', 'uipress' ),
					panel: 'accessibility',
					value: '',
					args: {
						options: [
							{
								value: '',
								label: __( 'Not announced', 'uipress' ),
							},
							{
								value: 'banner',
								label: __( 'Top bar', 'uipress' ),
							},
							{
								value: 'navigation',
								label: __( 'Navigation (menus)', 'uipress' ),
							},
							{
								value: 'complementary',
								label: __( 'Sidebar', 'uipress' ),
							},
							{
								value: 'contentinfo',
								label: __( 'Footer', 'uipress' ),
							},
							{
								value: 'region',
								label: __(
									'Other region (give it a label below)',
									'uipress'
								),
							},
						],
					},
					help: __(
						'Tells screen reader users what this area is, so they can jump straight to it. Make the top bar a “Top bar” and the menu’s area “Navigation”.',
						'uipress'
					),
				},
				{
					option: 'text',
					uniqueKey: 'landmarkLabel',
					label: __( 'Region label', 'uipress' ),
					panel: 'accessibility',
					value: '',
					help: __(
						'Names the region for screen readers, e.g. “Quick links”. An “Other region” needs one, and so do two areas of the same type on one page.',
						'uipress'
					),
				},
			],
		},
		style: true,
		advanced: true,
	},
	// A new container lays its blocks out in a column with room around and
	// between them: the M of the theme's spacing scale (12 px). Containers
	// already in templates, and the starter layouts, keep their own styles.
	newBlockSettings: {
		style: {
			options: {
				flexLayout: {
					display: 'flex',
					direction: 'column',
					gap: { value: 12, units: 'px' },
				},
				spacing: { padding: { preset: 'M' } },
			},
		},
	},
	landmark: containerLandmark,
	component,
};
