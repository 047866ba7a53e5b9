/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const iframeDefinition: BlockDefinition = {
	name: __( 'Embedded page', 'uipress' ),
	moduleName: 'uip-iframe',
	description: __(
		'Another page, from this site or another, in a frame.',
		'uipress'
	),
	group: 'elements',
	icon: 'iframe',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'text',
					uniqueKey: 'url',
					format: 'url',
					label: __( 'Page address', 'uipress' ),
					value: '',
					help: __(
						'An https or http address, or a path on this site such as /wp-admin/edit.php.',
						'uipress'
					),
				},
				{
					option: 'text',
					uniqueKey: 'title',
					label: __( 'Title', 'uipress' ),
					value: '',
					help: __(
						'What screen readers call the frame, e.g. "Sales report".',
						'uipress'
					),
				},
				{
					option: 'number',
					uniqueKey: 'height',
					label: __( 'Height (px)', 'uipress' ),
					value: 400,
					args: { min: 50, max: 4000, step: 10 },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
