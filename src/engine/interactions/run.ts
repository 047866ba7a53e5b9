/**
 * Internal dependencies
 */
import type { Interaction } from '../types';
import type { InteractionEnvironment } from './types';

/**
 * Runs one interaction; returns whether it ran.
 *
 * @param interaction The stored interaction.
 * @param env         Where it runs.
 */
export function runInteraction(
	interaction: Interaction,
	env: InteractionEnvironment
): boolean {
	void interaction;
	void env;
	return false;
}
