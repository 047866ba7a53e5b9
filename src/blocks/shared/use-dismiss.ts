/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Closes an open disclosure panel (the toolbar's "More" list, the account
 * menu) the ways people expect: Escape (the focus goes back to its
 * button), a click outside it, or the keyboard focus leaving it.
 *
 * @param open      Whether the panel is open.
 * @param close     Closes it.
 * @param container The element holding the button and the panel.
 * @param button    The button that opens it.
 */
export function useDismiss(
	open: boolean,
	close: () => void,
	container: RefObject< HTMLElement >,
	button: RefObject< HTMLElement >
): void {
	useEffect( () => {
		const root = container.current;
		if ( ! open || ! root ) {
			return undefined;
		}
		const inside = ( target: EventTarget | null ) =>
			target instanceof Node && root.contains( target );
		const onPointer = ( event: Event ) => {
			if ( ! inside( event.target ) ) {
				close();
			}
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				close();
				button.current?.focus();
			}
		};
		// Tabbing out closes it; a click on nothing focusable does not.
		const onFocusOut = ( event: FocusEvent ) => {
			if ( event.relatedTarget && ! inside( event.relatedTarget ) ) {
				close();
			}
		};
		document.addEventListener( 'pointerdown', onPointer, true );
		document.addEventListener( 'keydown', onKey );
		root.addEventListener( 'focusout', onFocusOut );
		return () => {
			document.removeEventListener( 'pointerdown', onPointer, true );
			document.removeEventListener( 'keydown', onKey );
			root.removeEventListener( 'focusout', onFocusOut );
		};
	}, [ open, close, container, button ] );
}
