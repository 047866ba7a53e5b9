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
	POSTS_PER_PAGE_OPTION,
	postTypesOption,
} from '../shared/post-options';
import component from './component';

export const recentPostsDefinition: BlockDefinition = {
	name: __( 'Recent posts', 'uipress' ),
	moduleName: 'uip-recent-posts',
	description: __(
		'The latest posts, with their author, date, type and image.',
		'uipress'
	),
	group: 'dynamic',
	icon: 'history',
	optionsEnabled: {
		block: {
			options: [
				postTypesOption( 'activePostTypes', [ 'post' ] ),
				POSTS_PER_PAGE_OPTION,
				LIMIT_TO_AUTHOR_OPTION,
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
