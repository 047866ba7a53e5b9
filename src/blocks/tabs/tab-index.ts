/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';

/**
 * Which tab a value names: its position from 1, or its name (any case).
 * Undefined when it names none.
 *
 * @param tabs  The tabs (the block's children).
 * @param value A number or a name.
 */
export function tabIndex(
	tabs: readonly Block[],
	value: unknown
): number | undefined {
	const text =
		typeof value === 'number' ? String( value ) : String( value ?? '' );
	const wanted = text.trim();
	if ( ! wanted ) {
		return undefined;
	}
	if ( /^\d+$/.test( wanted ) ) {
		const index = Number( wanted ) - 1;
		return index >= 0 && index < tabs.length ? index : undefined;
	}
	const found = tabs.findIndex(
		( tab ) => tab.name.trim().toLowerCase() === wanted.toLowerCase()
	);
	return found === -1 ? undefined : found;
}

/**
 * The tab a key moves to in a tab list (arrow keys wrap, Home and End go to
 * the ends), or undefined for other keys.
 *
 * @param key     KeyboardEvent.key.
 * @param current The focused tab.
 * @param count   How many tabs there are.
 */
export function tabForKey(
	key: string,
	current: number,
	count: number
): number | undefined {
	switch ( key ) {
		case 'ArrowRight':
		case 'ArrowDown':
			return ( current + 1 ) % count;
		case 'ArrowLeft':
		case 'ArrowUp':
			return ( current - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return undefined;
	}
}
