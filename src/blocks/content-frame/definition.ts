/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const contentFrameDefinition: BlockDefinition = {
	name: __( 'Page content', 'uipress' ),
	moduleName: 'uip-content-frame',
	description: __(
		'Shows the admin pages users open, in a frame.',
		'uipress'
	),
	group: 'layout',
	icon: 'web',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'trueFalse',
					uniqueKey: 'disableFullScreen',
					label: __( 'Disable full screen', 'uipress' ),
					value: false,
				},
				{
					option: 'trueFalse',
					uniqueKey: 'hideLoader',
					label: __( 'Hide loader', 'uipress' ),
					value: false,
				},
				{
					option: 'trueFalse',
					uniqueKey: 'frontEndReload',
					label: __(
						'Open the site’s pages in the whole window',
						'uipress'
					),
					value: true,
					help: __(
						'Off: links to the site’s own pages outside the admin (such as View post) open inside the frame.',
						'uipress'
					),
				},
				{
					option: 'text',
					uniqueKey: 'loginRedirect',
					format: 'url',
					label: __( 'Start page after login', 'uipress' ),
					value: '',
					help: __(
						'A path relative to the admin (edit.php) or a full URL. Leave empty for the dashboard.',
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
