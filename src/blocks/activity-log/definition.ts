/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import type { ActivityObjectType } from '../../user-management/api/activity';
import component from './component';

/** The "Activity on" choices (the interface build leaves the labels out). */
export const OBJECT_TYPE_CHOICES: {
	value: ActivityObjectType;
	label: string;
}[] = [
	{ value: 'post', label: __( 'Content', 'uipress' ) },
	{ value: 'attachment', label: __( 'Media', 'uipress' ) },
	{ value: 'comment', label: __( 'Comments', 'uipress' ) },
	{ value: 'user', label: __( 'Users', 'uipress' ) },
	{ value: 'role', label: __( 'Roles', 'uipress' ) },
	{ value: 'plugin', label: __( 'Plugins', 'uipress' ) },
	{ value: 'theme', label: __( 'Themes', 'uipress' ) },
	{ value: 'setting', label: __( 'Settings', 'uipress' ) },
	{ value: 'uipress', label: __( 'UiPress', 'uipress' ) },
];

export const activityLogDefinition: BlockDefinition = {
	name: __( 'Activity', 'uipress' ),
	moduleName: 'uip-activity-log',
	description: __(
		'The latest entries of the activity log: who did what, and when. Shown only to users who may manage users.',
		'uipress'
	),
	group: 'dynamic',
	icon: 'manage_history',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'text',
					uniqueKey: 'title',
					label: __( 'Title', 'uipress' ),
					value: '',
					help: __( 'Empty: “Recent activity”.', 'uipress' ),
				},
				{
					option: 'number',
					uniqueKey: 'rowLimit',
					label: __( 'Entries shown', 'uipress' ),
					value: 5,
					args: { min: 1, max: 50 },
				},
				{
					option: 'multiChoice',
					uniqueKey: 'objectTypes',
					label: __( 'Activity on', 'uipress' ),
					value: [],
					help: __( 'None chosen: everything.', 'uipress' ),
					args: { options: OBJECT_TYPE_CHOICES },
				},
				{
					option: 'trueFalse',
					uniqueKey: 'onlyMine',
					label: __( 'Only my activity', 'uipress' ),
					value: false,
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
