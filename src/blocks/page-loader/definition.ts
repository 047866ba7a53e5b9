/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const pageLoaderDefinition: BlockDefinition = {
	name: __( 'Page loader', 'uipress' ),
	moduleName: 'uip-page-loader',
	description: __(
		'A progress bar while the page content loads.',
		'uipress'
	),
	group: 'elements',
	icon: 'progress_activity',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'image',
					uniqueKey: 'loaderImage',
					label: __( 'Loader image', 'uipress' ),
					value: '',
				},
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'loaderBar',
				label: __( 'Bar', 'uipress' ),
				class: '.uip-page-loader__bar',
			},
		],
		advanced: true,
	},
	component,
};
