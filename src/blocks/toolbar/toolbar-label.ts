/**
 * Internal dependencies
 */
import type { ToolbarItem } from '../../engine/types';

/**
 * The accessible name a toolbar node needs besides its visible text: its
 * screen-reader name when it shows no name, or only a number (the comments
 * node shows "0"; its screen-reader name, "0 Comments in moderation", still
 * starts with what is seen). Undefined when the visible name is enough.
 *
 * @param item The toolbar node.
 */
export function toolbarAriaLabel( item: ToolbarItem ): string | undefined {
	const name = item.name.trim();
	const spoken = item.screenReaderName.trim();
	if ( ! name ) {
		return spoken || undefined;
	}
	return ! /\p{L}/u.test( name ) && spoken ? spoken : undefined;
}
