/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import type { RefObject } from 'react';

/** What the browser would stop at when tabbing (the framed page included). */
const TABBABLE =
	'a[href], button, input, select, textarea, iframe, summary, [contenteditable], [tabindex]:not([tabindex="-1"])';

/**
 * Takes every focusable element of the rendered template out of the tab
 * order while `active` (edit mode), and keeps new ones out as the template
 * changes: the canvas is one tab stop, moved through with the arrow keys,
 * instead of every link and button of the design (and of the dashboard in
 * its page content frame).
 *
 * @param ref    The element the template renders in.
 * @param active Whether the canvas is being edited (not previewed).
 */
export function useCanvasTabStop(
	ref: RefObject< HTMLElement >,
	active: boolean
): void {
	useEffect( () => {
		const root = ref.current;
		if ( ! active || ! root ) {
			return undefined;
		}
		// Only where needed: setting an attribute, even to its value, is a
		// mutation the observer below would see again.
		const untab = () =>
			root
				.querySelectorAll< HTMLElement >( TABBABLE )
				.forEach( ( element ) => {
					if ( element.getAttribute( 'tabindex' ) !== '-1' ) {
						element.setAttribute( 'tabindex', '-1' );
					}
				} );
		untab();
		const observer = new MutationObserver( untab );
		observer.observe( root, {
			childList: true,
			subtree: true,
			attributes: true,
			attributeFilter: [ 'tabindex', 'href' ],
		} );
		return () => observer.disconnect();
	}, [ ref, active ] );
}
