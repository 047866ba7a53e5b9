/**
 * Internal dependencies
 */
import { validConfig } from '../../../config/test/fixtures';
import { createAppStore } from '..';
import { freshRegistryWith } from './fresh-registry';

describe( 'uipress/app store', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'is seeded from the page configuration', () => {
		const store = createAppStore(
			validConfig().appState,
			window.localStorage
		);
		const { select } = freshRegistryWith( store );

		expect( select( store ).isLoading() ).toBe( true );
		expect( select( store ).isMenuMinimised() ).toBe( false );
	} );

	it( 'restores the menu flag from local storage at start', () => {
		window.localStorage.setItem( 'uipc-menu-state', 'true' );
		const store = createAppStore(
			validConfig().appState,
			window.localStorage
		);
		const { select } = freshRegistryWith( store );

		expect( select( store ).isMenuMinimised() ).toBe( true );
	} );

	it( 'dispatches actions', () => {
		const store = createAppStore(
			validConfig().appState,
			window.localStorage
		);
		const { select, dispatch } = freshRegistryWith( store );

		dispatch( store ).setLoading( false );
		dispatch( store ).setMenuMinimised( true );

		expect( select( store ).isLoading() ).toBe( false );
		expect( select( store ).isMenuMinimised() ).toBe( true );
	} );
} );
