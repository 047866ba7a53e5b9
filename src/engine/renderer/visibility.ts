/**
 * Internal dependencies
 */
import { evaluateConditions } from '../conditions';
import type { Block } from '../types';
import { isHiddenAt } from '../viewport';
import type { RendererEnvironment } from './renderer-context';

/**
 * Whether a block renders (spec: block render). It is hidden when it is a
 * remote block, when hidden for the current viewport, or (production mode
 * only) when its conditions are unmet. Builder and preview modes show blocks
 * whatever their conditions, so an administrator can see and edit them.
 *
 * @param block The block.
 * @param env   The renderer's environment.
 */
export function isBlockShown(
	block: Block,
	env: RendererEnvironment
): boolean {
	if ( block.remote ) {
		return false;
	}
	if ( isHiddenAt( block.responsive, env.viewport ) ) {
		return false;
	}
	if ( env.mode !== 'prod' || ! env.conditionContext ) {
		return true;
	}
	const conditions = block.settings?.advanced?.options?.conditions;
	if ( ! conditions?.conditions?.length ) {
		return true;
	}
	return evaluateConditions( conditions, env.conditionContext );
}
