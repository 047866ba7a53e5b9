/**
 * Internal dependencies
 */
import { setFullScreen, setLoading, setMenuMinimised } from '../actions';
import reducer, { EMPTY_APP_STATE } from '../reducer';
import * as selectors from '../selectors';

describe( 'app reducer', () => {
	it( 'starts loading with nothing known', () => {
		const state = reducer( undefined, {
			type: 'SET_LOADING',
			loading: true,
		} );
		expect( state ).toEqual( EMPTY_APP_STATE );
		expect( selectors.isLoading( state ) ).toBe( true );
	} );

	it( 'sets each flag', () => {
		let state = reducer( EMPTY_APP_STATE, setLoading( false ) );
		state = reducer( state, setFullScreen( true ) );
		state = reducer( state, setMenuMinimised( true ) );

		expect( selectors.isLoading( state ) ).toBe( false );
		expect( selectors.isFullScreen( state ) ).toBe( true );
		expect( selectors.isMenuMinimised( state ) ).toBe( true );
	} );

	it( 'returns the same object when nothing changes', () => {
		expect( reducer( EMPTY_APP_STATE, setLoading( true ) ) ).toBe(
			EMPTY_APP_STATE
		);
		expect( reducer( EMPTY_APP_STATE, setFullScreen( false ) ) ).toBe(
			EMPTY_APP_STATE
		);
		expect( reducer( EMPTY_APP_STATE, setMenuMinimised( false ) ) ).toBe(
			EMPTY_APP_STATE
		);
	} );

	it( 'ignores unknown actions', () => {
		const unknown = { type: 'SOMETHING_ELSE' } as unknown as Parameters<
			typeof reducer
		>[ 1 ];
		expect( reducer( EMPTY_APP_STATE, unknown ) ).toBe( EMPTY_APP_STATE );
	} );

	it( 'selects page details', () => {
		const state = {
			...EMPTY_APP_STATE,
			currentPageName: 'uip-menu-creator',
			adminUrl: 'http://x/wp-admin/',
			restBase: 'http://x/wp-json/',
			pluginBase: 'http://x/wp-content/plugins/uipress/',
		};
		expect( selectors.getCurrentPageName( state ) ).toBe(
			'uip-menu-creator'
		);
		expect( selectors.getAdminUrl( state ) ).toBe( 'http://x/wp-admin/' );
		expect( selectors.getRestBase( state ) ).toBe( 'http://x/wp-json/' );
		expect( selectors.getPluginBase( state ) ).toBe(
			'http://x/wp-content/plugins/uipress/'
		);
	} );
} );
