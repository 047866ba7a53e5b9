/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import LoadingSpinner from '..';

describe( 'LoadingSpinner', () => {
	it( 'is a status with three bars', () => {
		render( <LoadingSpinner /> );
		const status = screen.getByRole( 'status', { name: 'Loading' } );
		expect( status.querySelectorAll( '.uip-spinner__bar' ) ).toHaveLength(
			3
		);
	} );
} );
