/**
 * Internal dependencies
 */
import type { ToolbarItem } from '../../engine/types';
import { COMMAND_PALETTE_ITEM } from '../../runtime/command-palette';

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

/** How a toolbar node shows. */
export interface ToolbarItemDisplay {
	/** Visible text beside the icon, if any. */
	text?: string;
	/** A count shown as a badge on the icon (never "0"). */
	count?: string;
	/** The accessible name, when the visible text is not it. */
	label?: string;
	/** A tooltip for an icon shown without its name. */
	tooltip?: string;
}

/**
 * How a node shows. In the top bar a node whose text is only a count
 * (comments, updates) is its icon, with the count as a badge unless it is
 * zero, and the command palette's button is its icon: a bare "0" or
 * "Ctrl+K" is no label. Both are named and get a tooltip. In a list (a
 * submenu, the phone's "More" menu) every node shows its full name.
 *
 * @param item   The toolbar node.
 * @param inList Whether it shows in a list rather than the bar itself.
 */
export function toolbarDisplay(
	item: ToolbarItem,
	inList: boolean
): ToolbarItemDisplay {
	const name = item.name.trim();
	const spoken = item.screenReaderName.trim();
	const palette = item.id === COMMAND_PALETTE_ITEM;
	const countOnly = !! name && ! /\p{L}/u.test( name ) && !! spoken;
	if ( ! palette && ! countOnly ) {
		return { text: name || undefined, label: toolbarAriaLabel( item ) };
	}
	if ( inList ) {
		return { text: spoken || name };
	}
	const tooltip =
		palette && spoken && name ? `${ spoken } (${ name })` : spoken || name;
	return {
		count: countOnly && /[1-9]/.test( name ) ? name : undefined,
		label: spoken || name,
		tooltip,
	};
}
