/**
 * Internal dependencies
 */
import { engineFeature } from '../features';
import type { Block } from '../types';
import { isHiddenAt } from '../viewport';
import type { RendererEnvironment } from './renderer-context';

/**
 * Whether a block renders (spec: block render). It is hidden when it is a
 * remote block, when hidden for the current viewport, or (production mode
 * only) when its conditions are unmet. Builder and preview modes show blocks
 * whatever their conditions, so an administrator can see and edit them. A
 * block with conditions whose code could not be loaded does not show.
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
	if ( env.mode !== 'prod' ) {
		return true;
	}
	const conditions = block.settings?.advanced?.options?.conditions;
	if ( ! conditions?.conditions?.length ) {
		return true;
	}
	const feature = engineFeature( 'conditions' );
	if ( ! feature || ! env.conditionContext ) {
		return false;
	}
	return feature.evaluate( conditions, env.conditionContext );
}
