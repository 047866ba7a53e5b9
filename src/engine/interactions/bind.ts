/**
 * Internal dependencies
 */
import type { Interaction } from '../types';
import type { InteractionEnvironment } from './types';

/**
 * Listens for the events of a block's interactions; returns the cleanup.
 *
 * @param element      The block's root element.
 * @param interactions The block's interactions.
 * @param env          Where they run.
 */
export function bindInteractions(
	element: HTMLElement,
	interactions: Interaction[] | undefined,
	env: Omit< InteractionEnvironment, 'self' >
): () => void {
	void element;
	void interactions;
	void env;
	return () => undefined;
}
