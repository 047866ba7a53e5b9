/**
 * WordPress dependencies
 */
import { useLayoutEffect } from '@wordpress/element';

/**
 * Attribute on the block that holds the admin menu (its sidebar): `collapsed`
 * while the menu is, else `expanded`. admin-menu.scss shrinks a collapsed
 * holder to the icons' width, animated, so the blocks beside it (the page
 * content frame) take the space.
 */
export const MENU_HOST_ATTRIBUTE = 'data-uip-menu-host';

/**
 * The block element that holds the menu: the nearest block around the
 * menu block's own element.
 *
 * @param nav The menu's element.
 */
export function menuHost( nav: HTMLElement ): HTMLElement | null {
	const own = nav.closest( '[data-uip-module]' );
	return (
		( own ?? nav ).parentElement?.closest< HTMLElement >(
			'[data-uip-module]'
		) ?? null
	);
}

/**
 * Marks the block holding the menu with whether the menu is collapsed.
 *
 * @param navRef         The menu's element.
 * @param navRef.current The element.
 * @param collapsed      Whether the menu is collapsed (and may shrink its holder).
 */
export function useCollapsedWidth(
	navRef: { readonly current: HTMLElement | null },
	collapsed: boolean
): void {
	useLayoutEffect( () => {
		const host = navRef.current ? menuHost( navRef.current ) : null;
		if ( ! host ) {
			return undefined;
		}
		host.setAttribute(
			MENU_HOST_ATTRIBUTE,
			collapsed ? 'collapsed' : 'expanded'
		);
		return () => host.removeAttribute( MENU_HOST_ATTRIBUTE );
	}, [ navRef, collapsed ] );
}
