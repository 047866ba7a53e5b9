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
import { FOLDER_OPTION } from './folder-option';

export const postsTableDefinition: BlockDefinition = {
	name: __( 'Posts table', 'uipress' ),
	moduleName: 'uip-posts-table',
	description: __(
		'Posts and pages in a table or grid, with search, pages and actions.',
		'uipress'
	),
	group: 'dynamic',
	icon: 'table_rows',
	optionsEnabled: {
		block: {
			options: [
				postTypesOption( 'activePostTypes', [ 'post' ] ),
				FOLDER_OPTION,
				{
					option: 'multiChoice',
					uniqueKey: 'actionsEnabled',
					label: __( 'Actions', 'uipress' ),
					value: [ 'view', 'edit', 'delete' ],
					args: {
						options: [
							{ value: 'view', label: __( 'View', 'uipress' ) },
							{ value: 'edit', label: __( 'Edit', 'uipress' ) },
							{
								value: 'delete',
								label: __( 'Delete', 'uipress' ),
							},
						],
					},
				},
				POSTS_PER_PAGE_OPTION,
				LIMIT_TO_AUTHOR_OPTION,
				{
					option: 'trueFalse',
					uniqueKey: 'searchDisabled',
					label: __( 'Hide search', 'uipress' ),
					value: false,
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
