/**
 * Internal dependencies
 */
import {
	MENU_STATE_STORAGE_KEY,
	readMenuMinimised,
	writeMenuMinimised,
} from '../menu-state';

function throwingStorage(): Storage {
	const fail = () => {
		throw new Error( 'SecurityError' );
	};
	return {
		length: 0,
		clear: fail,
		getItem: fail,
		key: fail,
		removeItem: fail,
		setItem: fail,
	};
}

describe( 'menu state in local storage', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'uses the spec’s key', () => {
		expect( MENU_STATE_STORAGE_KEY ).toBe( 'uipc-menu-state' );
	} );

	it( 'round-trips the flag', () => {
		expect( writeMenuMinimised( window.localStorage, true ) ).toBe( true );
		expect( window.localStorage.getItem( 'uipc-menu-state' ) ).toBe(
			'true'
		);
		expect( readMenuMinimised( window.localStorage, false ) ).toBe( true );

		writeMenuMinimised( window.localStorage, false );
		expect( readMenuMinimised( window.localStorage, true ) ).toBe( false );
	} );

	it( 'falls back when nothing or garbage is stored', () => {
		expect( readMenuMinimised( window.localStorage, true ) ).toBe( true );
		window.localStorage.setItem( 'uipc-menu-state', '{not json' );
		expect( readMenuMinimised( window.localStorage, false ) ).toBe( false );
		window.localStorage.setItem( 'uipc-menu-state', '"yes"' );
		expect( readMenuMinimised( window.localStorage, true ) ).toBe( true );
	} );

	it( 'survives storage that throws or is absent', () => {
		expect( readMenuMinimised( throwingStorage(), true ) ).toBe( true );
		expect( writeMenuMinimised( throwingStorage(), true ) ).toBe( false );
		expect( readMenuMinimised( undefined, false ) ).toBe( false );
		expect( writeMenuMinimised( undefined, true ) ).toBe( false );
	} );
} );
