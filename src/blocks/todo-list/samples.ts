/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TodoItem } from './items';

/**
 * What the block shows in the builder instead of anyone's own list: the
 * design is for every user, and the administrator's list is not part of it.
 */
export function sampleTodos(): TodoItem[] {
	return [
		{
			name: __( 'Review the drafts waiting for approval', 'uipress' ),
			description: __(
				'Start with the oldest; leave a note on each.',
				'uipress'
			),
			done: false,
		},
		{
			name: __( 'Update the plugins', 'uipress' ),
			description: '',
			done: true,
		},
		{
			name: __( 'Reply to new comments', 'uipress' ),
			description: '',
			done: false,
		},
	];
}
