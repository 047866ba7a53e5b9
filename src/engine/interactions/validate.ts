/**
 * Internal dependencies
 */
import type { Interaction } from '../types';
import type { ValidationResult } from './types';

/**
 * Whether an interaction can run (spec: validation rules).
 *
 * @param interaction The stored interaction.
 */
export function validateInteraction(
	interaction: Interaction
): ValidationResult {
	void interaction;
	return { valid: true };
}
