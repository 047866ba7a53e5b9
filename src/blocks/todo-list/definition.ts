/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const todoListDefinition: BlockDefinition = {
	name: __( 'To-do list', 'uipress' ),
	moduleName: 'uip-todo-list',
	description: __(
		'A personal to-do list, kept with the user’s preferences.',
		'uipress'
	),
	group: 'dynamic',
	icon: 'checklist',
	optionsEnabled: {
		style: true,
		advanced: true,
	},
	component,
};
