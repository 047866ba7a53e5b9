/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const videoDefinition: BlockDefinition = {
	name: __( 'Video', 'uipress' ),
	moduleName: 'uip-video',
	description: __(
		'A video file, or a YouTube or Vimeo video in its player.',
		'uipress'
	),
	group: 'elements',
	icon: 'smart_display',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'text',
					uniqueKey: 'videoURL',
					format: 'url',
					label: __( 'Video address', 'uipress' ),
					value: '',
					help: __(
						'A YouTube or Vimeo link, or the address of a video file.',
						'uipress'
					),
				},
				{
					option: 'trueFalse',
					uniqueKey: 'embed',
					label: __(
						'Show YouTube and Vimeo links in their player',
						'uipress'
					),
					value: true,
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
