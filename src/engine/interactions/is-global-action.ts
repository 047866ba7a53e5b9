/**
 * Internal dependencies
 */
import { GLOBAL_ACTIONS } from '../types';
import type { GlobalAction } from '../types';

/**
 * Whether `action` is one of the spec's global actions (they need no target).
 *
 * @param action The stored action name.
 */
export function isGlobalAction( action: string ): action is GlobalAction {
	return ( GLOBAL_ACTIONS as readonly string[] ).includes( action );
}
