/**
 * Internal dependencies
 */
import { setLoading, setMenuMinimised } from '../actions';
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
		state = reducer( state, setMenuMinimised( true ) );

		expect( selectors.isLoading( state ) ).toBe( false );
		expect( selectors.isMenuMinimised( state ) ).toBe( true );
	} );

	it( 'returns the same object when nothing changes', () => {
		expect( reducer( EMPTY_APP_STATE, setLoading( true ) ) ).toBe(
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

	it( 'offers only the selectors something calls', () => {
		expect( Object.keys( selectors ).sort() ).toEqual( [
			'isLoading',
			'isMenuMinimised',
		] );
	} );
} );
