/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition, OptionDefinition } from '../../engine/types';
import component from './component';
import { GRID_DEFAULTS } from './grid-layout';

function columnsOption(
	uniqueKey: string,
	label: string,
	value: number
): OptionDefinition {
	return {
		option: 'number',
		uniqueKey,
		label,
		value,
		args: { min: 1, max: 12, step: 1 },
	};
}

export const responsiveGridDefinition: BlockDefinition = {
	name: __( 'Responsive grid', 'uipress' ),
	moduleName: 'responsive-grid',
	description: __(
		'Lays the blocks inside out in columns, a number for each screen size.',
		'uipress'
	),
	group: 'layout',
	icon: 'grid_view',
	container: true,
	optionsEnabled: {
		block: {
			options: [
				columnsOption(
					'columnsMobile',
					__( 'Columns on phones', 'uipress' ),
					GRID_DEFAULTS.mobile
				),
				columnsOption(
					'columnsTablet',
					__( 'Columns on tablets', 'uipress' ),
					GRID_DEFAULTS.tablet
				),
				columnsOption(
					'columnsDesktop',
					__( 'Columns on desktops', 'uipress' ),
					GRID_DEFAULTS.desktop
				),
				{
					option: 'number',
					uniqueKey: 'gap',
					label: __( 'Gap (px)', 'uipress' ),
					value: GRID_DEFAULTS.gap,
					args: { min: 0, max: 200, step: 1 },
				},
				{
					option: 'number',
					uniqueKey: 'minColumnWidth',
					label: __( 'Minimum column width (px)', 'uipress' ),
					value: GRID_DEFAULTS.minColumnWidth,
					args: { min: 0, max: 2000, step: 1 },
					help: __(
						'Fewer columns are shown when they would be narrower than this. 0 for no minimum.',
						'uipress'
					),
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
