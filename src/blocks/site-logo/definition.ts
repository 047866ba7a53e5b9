/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';
import { DEFAULT_LOGO_HEIGHT } from './constants';

export const siteLogoDefinition: BlockDefinition = {
	name: __( 'Site logo', 'uipress' ),
	moduleName: 'uip-site-logo',
	description: __(
		'The logo set in UiPress → Settings → General, or the site name when none is set.',
		'uipress'
	),
	group: 'elements',
	icon: 'branding_watermark',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'trueFalse',
					uniqueKey: 'linkHome',
					label: __( 'Link to the admin home', 'uipress' ),
					value: true,
				},
				{
					option: 'number',
					uniqueKey: 'height',
					label: __( 'Logo height (px)', 'uipress' ),
					value: DEFAULT_LOGO_HEIGHT,
					args: { min: 1, max: 1000, step: 1 },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
