/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import PropertyPicker from '../property-picker';
import { PROPERTIES_PATH, type GoogleProperty } from '../api';

const DEMO: GoogleProperty = {
	id: 'properties/1001',
	name: 'Demo shop',
	accountId: 'accounts/100',
	accountName: 'UiPress demo',
};

/**
 * Answers the properties route with a list, or fails it.
 *
 * @param result The properties, or an error message.
 */
function answer( result: GoogleProperty[] | string ) {
	const calls: string[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		calls.push( String( options.path ) );
		if ( typeof result === 'string' ) {
			throw { code: 'uipress_analytics_provider', message: result };
		}
		return { properties: result };
	} );
	return calls;
}

function renderPicker( value = '' ) {
	const onChange = jest.fn();
	render(
		<PropertyPicker
			id="uip-setting-googlePropertyId"
			value={ value }
			valueName="Old shop"
			onChange={ onChange }
		/>
	);
	return onChange;
}

describe( 'PropertyPicker', () => {
	it( 'loads the properties, then picks one with its name', async () => {
		const calls = answer( [ DEMO ] );
		const onChange = renderPicker();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading Google Analytics properties…'
		);
		const select = await screen.findByRole( 'combobox', {
			name: 'Google Analytics property',
		} );
		expect( calls ).toEqual( [
			expect.stringContaining( PROPERTIES_PATH ),
		] );
		fireEvent.change( select, { target: { value: DEMO.id } } );
		expect( onChange ).toHaveBeenCalledWith( DEMO.id, 'Demo shop' );
		expect(
			screen.getByRole( 'option', {
				name: 'Demo shop (UiPress demo, properties/1001)',
			} )
		).toBeInTheDocument();
	} );

	it( 'keeps a saved property the account no longer reaches', async () => {
		answer( [ DEMO ] );
		renderPicker( 'properties/9' );
		expect(
			await screen.findByRole( 'option', {
				name: 'Old shop (no longer reachable)',
			} )
		).toBeInTheDocument();
	} );

	it( 'says when the account reaches no property', async () => {
		answer( [] );
		renderPicker();
		expect(
			await screen.findByText( /reaches no Google Analytics 4 property/ )
		).toBeInTheDocument();
	} );

	it( 'shows Google’s error and tries again', async () => {
		const calls = answer( 'Google answered: The service is unavailable.' );
		renderPicker();
		expect(
			await screen.findByText(
				'Google answered: The service is unavailable.'
			)
		).toBeInTheDocument();
		answer( [ DEMO ] );
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByRole( 'combobox', {
				name: 'Google Analytics property',
			} )
		).toBeInTheDocument();
		expect( calls ).toHaveLength( 1 );
	} );
} );
