/**
 * Internal dependencies
 */
import { act } from '@testing-library/react';
import type { MenuItem } from '../../../engine/types';
import { setMenuCollapsed } from '../../../runtime/menu-collapse';
import { validConfig } from '../../../shared/config/test/fixtures';
import { validRuntimeConfig } from '../../../shared/config/test/runtime-fixtures';

/**
 * Runs a describe block's tests on an interface page: the runtime
 * configuration with the given admin menu, and a page content block on the
 * page (menu links load in the frame). Afterwards the menu is expanded and
 * the browser storage cleared.
 *
 * @param menu The admin menu the server would print.
 */
export function onAnInterfacePage( menu: MenuItem[] ): void {
	let frameMarker: HTMLElement;

	beforeEach( () => {
		window.uipressConfig = {
			...validConfig(),
			runtime: validRuntimeConfig( { adminMenu: menu } ),
		};
		frameMarker = document.createElement( 'div' );
		frameMarker.setAttribute( 'data-uip-module', 'uip-content-frame' );
		document.body.appendChild( frameMarker );
	} );

	afterEach( async () => {
		delete window.uipressConfig;
		frameMarker.remove();
		await act( async () => setMenuCollapsed( false ) );
		window.localStorage.clear();
	} );
}
