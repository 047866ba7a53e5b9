/**
 * What a click on a link inside a framed admin page does: shared by the page
 * content block (frames it can read) and the frame bridge (frames it
 * cannot). No WordPress dependencies: the bridge loads alone.
 */

/**
 * Internal dependencies
 */
import { type LinkDecision, decideLink } from './frame-url';

/**
 * Whether a click is a plain one (no modifier key, main button).
 *
 * @param event          The click.
 * @param event.button
 * @param event.ctrlKey
 * @param event.shiftKey
 * @param event.metaKey
 * @param event.altKey
 */
export function isPlainClick( event: {
	button: number;
	ctrlKey: boolean;
	shiftKey: boolean;
	metaKey: boolean;
	altKey: boolean;
} ): boolean {
	return (
		event.button === 0 &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.metaKey &&
		! event.altKey
	);
}

/**
 * The link a plain click landed on and what following it does, or null for
 * clicks that are not plain, already handled, or not on a link.
 *
 * @param event       The click, in the framed page.
 * @param pageUrl     The framed page's URL.
 * @param adminUrl    The admin base URL.
 * @param windowPages `page` slugs that open in the whole window.
 */
export function clickedLink(
	event: MouseEvent,
	pageUrl: string,
	adminUrl: string,
	windowPages: readonly string[] = []
): { anchor: HTMLAnchorElement; decision: LinkDecision } | null {
	if ( event.defaultPrevented || ! isPlainClick( event ) ) {
		return null;
	}
	const target = event.target as Element | null;
	const anchor =
		target && typeof target.closest === 'function'
			? ( target.closest( 'a' ) as HTMLAnchorElement | null )
			: null;
	if ( ! anchor ) {
		return null;
	}
	const decision = decideLink(
		{
			href: anchor.getAttribute( 'href' ),
			target: anchor.getAttribute( 'target' ),
			role: anchor.getAttribute( 'role' ),
			resolved: anchor.href,
			pageUrl,
		},
		adminUrl,
		windowPages
	);
	return { anchor, decision };
}
