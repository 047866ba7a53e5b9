/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { TITLE_OPTION } from '../shared/analytics/options';
import component from './component';

export const usersListDefinition: BlockDefinition = {
	name: __( 'Users', 'uipress' ),
	moduleName: 'uip-users-list',
	description: __(
		'The newest users, each a link to them in the users app. Shown only to people who manage users, with user management on.',
		'uipress'
	),
	group: 'dynamic',
	icon: 'group',
	optionsEnabled: {
		block: {
			options: [
				TITLE_OPTION,
				{
					option: 'number',
					uniqueKey: 'perPage',
					label: __( 'Users shown', 'uipress' ),
					value: 5,
					args: { min: 1, max: 50, step: 1 },
				},
				{
					option: 'roles',
					uniqueKey: 'roles',
					label: __( 'Roles to show', 'uipress' ),
					help: __( 'Empty: users of every role.', 'uipress' ),
					value: [],
					args: { type: 'role' },
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
