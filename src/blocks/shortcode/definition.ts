/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const shortcodeDefinition: BlockDefinition = {
	name: __( 'Shortcode', 'uipress' ),
	moduleName: 'uip-shortcode',
	description: __(
		'What a shortcode of the site’s plugins shows, rendered by the site.',
		'uipress'
	),
	group: 'elements',
	icon: 'data_object',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'text',
					uniqueKey: 'shortcode',
					label: __( 'Shortcode', 'uipress' ),
					value: '',
					help: __( 'For example [gallery ids="1,2,3"].', 'uipress' ),
					// Rendered by the site as it is: saved only by users who
					// may post unfiltered HTML (includes/Templates/CodeGuard.php).
					args: { isCode: true },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
