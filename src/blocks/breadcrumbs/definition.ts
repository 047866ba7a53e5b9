/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const breadcrumbsDefinition: BlockDefinition = {
	name: __( 'Breadcrumbs', 'uipress' ),
	moduleName: 'uip-breadcrumbs',
	description: __(
		'Where the user is: the site, the admin and the current page.',
		'uipress'
	),
	group: 'elements',
	icon: 'signpost',
	optionsEnabled: {
		block: { options: [] },
		style: true,
		styleGroups: [
			{
				name: 'crumb',
				label: __( 'Crumbs', 'uipress' ),
				class: '.uip-breadcrumbs__link',
			},
		],
		advanced: true,
	},
	component,
};
