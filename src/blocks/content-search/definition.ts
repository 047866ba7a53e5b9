/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import {
	LIMIT_TO_AUTHOR_OPTION,
	postTypesOption,
} from '../shared/post-options';
import component from './component';

export const contentSearchDefinition: BlockDefinition = {
	name: __( 'Search', 'uipress' ),
	moduleName: 'uip-content-search',
	description: __(
		'Searches the site’s content and opens what it finds.',
		'uipress'
	),
	group: 'dynamic',
	icon: 'search',
	optionsEnabled: {
		block: {
			options: [
				LIMIT_TO_AUTHOR_OPTION,
				postTypesOption( 'searchPostTypes', [ 'post', 'page' ] ),
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
