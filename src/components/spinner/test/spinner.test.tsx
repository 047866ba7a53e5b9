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

	it( 'stays silent beside a text that says what loads', () => {
		const { container } = render(
			<LoadingSpinner decorative className="extra" />
		);
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		const spinner = container.querySelector( '.uip-spinner' );
		expect( spinner ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( spinner ).toHaveClass( 'extra' );
	} );
} );
