/**
 * Internal dependencies
 */
import { displayModeFromQuery } from '../display-mode';

describe( 'displayModeFromQuery', () => {
	it( 'reads the mode parameter', () => {
		expect( displayModeFromQuery( '?page=uip-preview&mode=builder' ) ).toBe(
			'builder'
		);
		expect( displayModeFromQuery( '?mode=preview' ) ).toBe( 'preview' );
	} );

	it( 'is prod without a known mode', () => {
		expect( displayModeFromQuery( '?page=uip-preview&template=3' ) ).toBe(
			'prod'
		);
		expect( displayModeFromQuery( '?mode=edit' ) ).toBe( 'prod' );
	} );
} );
