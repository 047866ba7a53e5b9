/**
 * Pure edits of a block's interactions.
 */

/**
 * Internal dependencies
 */
import type { Interaction } from '../../../../engine/types';
import { newUid } from '../../../tree';

/**
 * A new interaction with a fresh id: a click that toggles the block's own
 * visibility, so it is complete from the start.
 */
export function newInteraction(): Interaction {
	return {
		id: newUid(),
		type: 'click',
		target: 'self',
		blockTarget: '',
		selector: '',
		action: 'toggleElementVisibility',
		key: '',
		keyvalue: '',
		javascript: '',
	};
}

/**
 * The list with `changes` applied to the interaction `id`.
 *
 * @param list    The stored interactions.
 * @param id      The interaction that changes.
 * @param changes Its changed fields.
 */
export function updateInteraction(
	list: readonly Interaction[],
	id: string,
	changes: Partial< Interaction >
): Interaction[] {
	return list.map( ( item ) =>
		item.id === id ? { ...item, ...changes } : item
	);
}

/**
 * The list without the interaction `id`.
 *
 * @param list The stored interactions.
 * @param id   The interaction to remove.
 */
export function removeInteraction(
	list: readonly Interaction[],
	id: string
): Interaction[] {
	return list.filter( ( item ) => item.id !== id );
}
