/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * How long a hover submenu stays once the pointer leaves its entry, in ms:
 * time to cross the gap between the entry and the flyout.
 */
export const FLYOUT_CLOSE_DELAY = 300;

export interface Flyout {
	/** Id of the entry whose flyout is open, or null. */
	openId: string | null;
	/** Whether the open flyout should take the focus when it shows. */
	focusOnOpen: boolean;
	/**
	 * Opens an entry's flyout (and keeps it open).
	 *
	 * @param id    The entry's id.
	 * @param focus Move the focus into it (keyboard).
	 */
	show: ( id: string, focus?: boolean ) => void;
	/** Closes the flyout after FLYOUT_CLOSE_DELAY unless shown again. */
	hideSoon: () => void;
	/** Closes the flyout now. */
	hide: () => void;
}

/**
 * Which hover submenu is open: one at a time, opened by pointer or focus
 * on its entry, kept while the pointer or focus is in the entry or the
 * flyout (both call show), closed a moment after both are left.
 */
export function useFlyout(): Flyout {
	const [ state, setState ] = useState< {
		openId: string | null;
		focusOnOpen: boolean;
	} >( { openId: null, focusOnOpen: false } );
	const timer = useRef< number >();

	const show = useCallback( ( id: string, focus = false ) => {
		window.clearTimeout( timer.current );
		setState( ( current ) =>
			current.openId === id && current.focusOnOpen === focus
				? current
				: { openId: id, focusOnOpen: focus }
		);
	}, [] );
	const hide = useCallback( () => {
		window.clearTimeout( timer.current );
		setState( { openId: null, focusOnOpen: false } );
	}, [] );
	const hideSoon = useCallback( () => {
		window.clearTimeout( timer.current );
		timer.current = window.setTimeout( hide, FLYOUT_CLOSE_DELAY );
	}, [ hide ] );

	useEffect( () => () => window.clearTimeout( timer.current ), [] );

	return { ...state, show, hide, hideSoon };
}
