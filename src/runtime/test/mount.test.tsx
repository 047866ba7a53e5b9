/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { paragraph } from '../../engine/renderer/test/helpers';
import { validConfig } from '../../shared/config/test/fixtures';
import { validRuntimeConfig } from '../../shared/config/test/runtime-fixtures';
import { PAGE_EVENTS, dispatchPageEvent } from '../events';
import { mountRuntime } from '../mount';

describe( 'runtime entry', () => {
	it( 'renders the template in prod mode into #uip-runtime-root with the saved preferences applied', async () => {
		const runtime = validRuntimeConfig( {
			preferences: { darkTheme: true, menuCollapsed: true },
		} );
		runtime.template.uipress.content = [ paragraph( 'Welcome back' ) ];
		window.uipressConfig = { ...validConfig(), runtime };
		const root = document.createElement( 'div' );
		root.id = 'uip-runtime-root';
		document.body.appendChild( root );

		await act( async () => mountRuntime() );

		expect( await screen.findByText( 'Welcome back' ) ).toBeInTheDocument();
		expect(
			root.querySelector( '.uip-template[data-uip-mode="prod"]' )
		).not.toBeNull();
		expect( document.documentElement ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		expect( document.documentElement ).toHaveAttribute(
			'uip-menu-collapsed'
		);
		expect( root.querySelector( 'style[data-uip-theme]' ) ).not.toBeNull();

		// The local storage flag follows the collapsed menu.
		expect( window.localStorage.getItem( 'uipc-menu-state' ) ).toBe(
			'true'
		);
		apiFetch.setFetchHandler( async () => ( { value: false } ) );
		await act( async () =>
			dispatchPageEvent( PAGE_EVENTS.menuToggleCollapse, {
				collapsed: false,
			} )
		);
		expect( document.documentElement ).not.toHaveAttribute(
			'uip-menu-collapsed'
		);
		expect( window.localStorage.getItem( 'uipc-menu-state' ) ).toBe(
			'false'
		);
	} );
} );
