/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../config/test/fixtures';
import { registerAppStore } from '..';

describe( 'registerAppStore', () => {
	it( 'saves the menu flag to local storage whenever it changes', () => {
		window.localStorage.clear();
		const store = registerAppStore(
			validConfig().appState,
			window.localStorage
		);
		const setItem = jest.spyOn( Storage.prototype, 'setItem' );

		dispatch( store ).setLoading( false );
		expect( setItem ).not.toHaveBeenCalled();

		dispatch( store ).setMenuMinimised( true );
		expect( window.localStorage.getItem( 'uipc-menu-state' ) ).toBe(
			'true'
		);
		expect( select( store ).isMenuMinimised() ).toBe( true );

		dispatch( store ).setMenuMinimised( false );
		expect( window.localStorage.getItem( 'uipc-menu-state' ) ).toBe(
			'false'
		);
		expect( setItem ).toHaveBeenCalledTimes( 2 );
		setItem.mockRestore();
	} );
} );
