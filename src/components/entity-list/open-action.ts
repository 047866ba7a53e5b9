/**
 * WordPress dependencies
 */
import type { Action } from '@wordpress/dataviews/wp';
import { pencil } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { EntityItem } from './types';

/**
 * A row's primary action that opens a live post in its editor.
 *
 * @param label  "Open in builder", "Open in menu editor".
 * @param onOpen Opens the post by id.
 */
export function openAction< Item extends EntityItem >(
	label: string,
	onOpen: ( id: number ) => void
): Action< Item > {
	return {
		id: 'open',
		label,
		icon: pencil,
		isPrimary: true,
		isEligible: ( item ) => item.status !== 'trash',
		callback: ( [ item ] ) => item && onOpen( item.id ),
	};
}
