/**
 * Phones and narrow windows: below 782 px (WordPress's own admin
 * breakpoint) a container marked "Off-canvas menu" leaves the page and
 * slides in from the side when the menu button asks
 * (`uipress/menu/toggleoffcanvas`). The page root's
 * `uip-off-canvas-menu` attribute says one is there, and whether it is open,
 * so the menu button knows what it controls.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Viewport } from '../engine/types';

/** Below WordPress's admin breakpoint (782 px). */
export const SMALL_SCREEN_QUERY = '(max-width: 781.98px)';

/** On the page root while an off-canvas menu exists: `open` or `closed`. */
export const OFF_CANVAS_MENU_ATTRIBUTE = 'uip-off-canvas-menu';

function windowIsSmall(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( SMALL_SCREEN_QUERY ).matches
	);
}

/**
 * Whether the template is shown on a small screen: the window is narrower
 * than 782 px, or the template renders for the mobile viewport (the
 * builder's mobile preview, narrower than its window).
 *
 * @param viewport The viewport the template renders for.
 */
export function useSmallScreen( viewport: Viewport ): boolean {
	const [ small, setSmall ] = useState( windowIsSmall );
	useEffect( () => {
		if ( typeof window.matchMedia !== 'function' ) {
			return undefined;
		}
		const query = window.matchMedia( SMALL_SCREEN_QUERY );
		const update = () => setSmall( query.matches );
		update();
		query.addEventListener?.( 'change', update );
		return () => query.removeEventListener?.( 'change', update );
	}, [] );
	return small || viewport === 'mobile';
}

/** The off-canvas menu's state on the page root, or null without one. */
export function offCanvasMenuState(): 'open' | 'closed' | null {
	const value = document.documentElement.getAttribute(
		OFF_CANVAS_MENU_ATTRIBUTE
	);
	if ( value === null ) {
		return null;
	}
	return value === 'open' ? 'open' : 'closed';
}

/**
 * Marks the page root (null removes the mark).
 *
 * @param state The off-canvas menu's state.
 */
export function setOffCanvasMenuState( state: 'open' | 'closed' | null ): void {
	if ( state === null ) {
		document.documentElement.removeAttribute( OFF_CANVAS_MENU_ATTRIBUTE );
	} else {
		document.documentElement.setAttribute(
			OFF_CANVAS_MENU_ATTRIBUTE,
			state
		);
	}
}

/** The off-canvas menu's state, following the page root attribute. */
export function useOffCanvasMenuState(): 'open' | 'closed' | null {
	const [ state, setState ] = useState( offCanvasMenuState );
	useEffect( () => {
		const observer = new MutationObserver( () =>
			setState( offCanvasMenuState() )
		);
		observer.observe( document.documentElement, {
			attributes: true,
			attributeFilter: [ OFF_CANVAS_MENU_ATTRIBUTE ],
		} );
		setState( offCanvasMenuState() );
		return () => observer.disconnect();
	}, [] );
	return state;
}
