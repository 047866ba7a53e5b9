/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { block } from '../../../engine/renderer/test/helpers';
import type {
	BlockOptions,
	DisplayMode,
	MenuItem,
} from '../../../engine/types';
import { PAGE_EVENTS } from '../../../runtime/events';
import { setMenuCollapsed } from '../../../runtime/menu-collapse';
import { validConfig } from '../../../shared/config/test/fixtures';
import { validRuntimeConfig } from '../../../shared/config/test/runtime-fixtures';
import AdminMenu from '../admin-menu';
import { adminMenuDefinition } from '../definition';

/** The admin base of the test menus. */
export const ADMIN = 'http://localhost:8888/wp-admin/';

/**
 * Renders the admin menu block with stored options over its defaults.
 *
 * @param stored The block's stored options.
 * @param mode   Display mode.
 */
export function renderMenu(
	stored: BlockOptions = {},
	mode: DisplayMode = 'prod'
) {
	return render(
		<AdminMenu
			block={ block( 'uip-admin-menu-new' ) }
			mode={ mode }
			options={ optionsWithDefaults( adminMenuDefinition, stored ) }
		/>
	);
}

/** The URLs of the page-change events sent from now on (links the menu loads in the frame). */
export function pageChanges(): unknown[] {
	const urls: unknown[] = [];
	document.addEventListener( PAGE_EVENTS.pageChange, ( event ) =>
		urls.push( ( event as CustomEvent ).detail.url )
	);
	return urls;
}

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
