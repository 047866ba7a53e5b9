/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	fetchPreference,
	preferenceBoolean,
	savePreference,
} from '../preferences';

describe( 'preferences', () => {
	it( 'reads booleans and the words older versions stored', () => {
		expect( preferenceBoolean( true ) ).toBe( true );
		expect( preferenceBoolean( false ) ).toBe( false );
		expect( preferenceBoolean( 'uiptrue' ) ).toBe( true );
		expect( preferenceBoolean( 'uipfalse' ) ).toBe( false );
		expect( preferenceBoolean( 'true' ) ).toBe( true );
		expect( preferenceBoolean( '' ) ).toBeUndefined();
		expect( preferenceBoolean( null ) ).toBeUndefined();
	} );

	it( 'reads and saves through uipress/v1/preferences/<key>', async () => {
		const requests: APIFetchOptions[] = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options );
			return { key: 'darkTheme', value: true };
		} );
		await expect( fetchPreference( 'darkTheme' ) ).resolves.toBe( true );
		await expect( savePreference( 'darkTheme', false ) ).resolves.toBe(
			true
		);
		expect( requests[ 0 ]?.path ).toMatch(
			/^\/uipress\/v1\/preferences\/darkTheme(\?|$)/
		);
		expect( requests[ 1 ]?.path ).toMatch(
			/^\/uipress\/v1\/preferences\/darkTheme(\?|$)/
		);
		expect( requests[ 1 ] ).toMatchObject( {
			method: 'POST',
			data: { value: false },
		} );
	} );

	it( 'reports a failed save without throwing', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => {} );
		apiFetch.setFetchHandler( async () => {
			throw { code: 'rest_forbidden', message: 'No' };
		} );
		await expect( savePreference( 'menuCollapsed', true ) ).resolves.toBe(
			false
		);
		expect( console ).toHaveErrored();
	} );
} );
