/**
 * The collapsed admin menu (spec: menu): saved as the `menuCollapsed`
 * preference and reflected as the attribute `uip-menu-collapsed` on the page
 * root, which every block showing the menu or its toggle reads.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { PAGE_EVENTS, eventDetail, toggledValue } from './events';
import { savePreference } from './preferences';

export const MENU_COLLAPSED_PREFERENCE = 'menuCollapsed';
export const MENU_COLLAPSED_ATTRIBUTE = 'uip-menu-collapsed';

/** Whether the page root says the menu is collapsed. */
export function isMenuCollapsed(): boolean {
	return document.documentElement.hasAttribute( MENU_COLLAPSED_ATTRIBUTE );
}

/**
 * Sets the page root attribute.
 *
 * @param collapsed Whether the menu is collapsed.
 */
export function setMenuCollapsed( collapsed: boolean ): void {
	if ( collapsed ) {
		document.documentElement.setAttribute( MENU_COLLAPSED_ATTRIBUTE, '' );
	} else {
		document.documentElement.removeAttribute( MENU_COLLAPSED_ATTRIBUTE );
	}
}

/**
 * Applies the initial state and toggles (saving the preference) on
 * `uipress/menu/togglecollapse` (detail `{ collapsed?: boolean }`).
 *
 * @param initial  Whether the menu starts collapsed.
 * @param save     Saves the preference.
 * @param onChange Told of every change (the app store's menu flag).
 * @return Stops listening.
 */
export function startMenuCollapse(
	initial: boolean,
	save: ( key: string, value: boolean ) => unknown = savePreference,
	onChange?: ( collapsed: boolean ) => void
): () => void {
	setMenuCollapsed( initial );
	const onToggle = ( event: Event ) => {
		const current = isMenuCollapsed();
		const next = toggledValue( eventDetail( event ), 'collapsed', current );
		if ( next !== current ) {
			setMenuCollapsed( next );
			save( MENU_COLLAPSED_PREFERENCE, next );
			onChange?.( next );
		}
	};
	document.addEventListener( PAGE_EVENTS.menuToggleCollapse, onToggle );
	return () =>
		document.removeEventListener(
			PAGE_EVENTS.menuToggleCollapse,
			onToggle
		);
}

/** Whether the menu is collapsed, following the page root attribute. */
export function useMenuCollapsed(): boolean {
	const [ collapsed, setCollapsed ] = useState( isMenuCollapsed );
	useEffect( () => {
		const observer = new MutationObserver( () =>
			setCollapsed( isMenuCollapsed() )
		);
		observer.observe( document.documentElement, {
			attributes: true,
			attributeFilter: [ MENU_COLLAPSED_ATTRIBUTE ],
		} );
		setCollapsed( isMenuCollapsed() );
		return () => observer.disconnect();
	}, [] );
	return collapsed;
}
