/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../types';

/**
 * The pro gate, in one place: a definition with `pro: true` is locked (the
 * renderer shows 'This is a pro option. Upgrade to unlock' instead of it)
 * unless the server says pro is unlocked (`engine.proUnlocked`, the result of
 * the `uipress/pro/unlocked` PHP filter).
 *
 * @param definition  The block's definition.
 * @param proUnlocked Whether pro features are unlocked on this site.
 */
export function isProLocked(
	definition: Pick< BlockDefinition, 'pro' >,
	proUnlocked: boolean
): boolean {
	return definition.pro === true && ! proUnlocked;
}
