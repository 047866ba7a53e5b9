/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Accordion, { hasBodyContent } from '..';

describe( 'Accordion', () => {
	it( 'toggles the body when the title is clicked', () => {
		render( <Accordion title="Spacing">Body text</Accordion> );
		const title = screen.getByRole( 'button', { name: 'Spacing' } );
		expect( screen.queryByText( 'Body text' ) ).not.toBeInTheDocument();
		expect( title.querySelector( '[data-icon="plus"]' ) ).not.toBeNull();
		fireEvent.click( title );
		expect( screen.getByText( 'Body text' ) ).toBeInTheDocument();
		expect( title.querySelector( '[data-icon="minus"]' ) ).not.toBeNull();
		expect( title ).toHaveAttribute( 'aria-expanded', 'true' );
		fireEvent.click( title );
		expect( screen.queryByText( 'Body text' ) ).not.toBeInTheDocument();
	} );

	it( 'shows no icon without body content', () => {
		render( <Accordion title="Empty">{ null }</Accordion> );
		const title = screen.getByRole( 'button', { name: 'Empty' } );
		expect( title.querySelector( 'svg' ) ).toBeNull();
		expect( title ).not.toHaveAttribute( 'aria-expanded' );
	} );

	it( 'knows what counts as content', () => {
		expect( hasBodyContent( null ) ).toBe( false );
		expect( hasBodyContent( false ) ).toBe( false );
		expect( hasBodyContent( '' ) ).toBe( false );
		expect( hasBodyContent( [] ) ).toBe( false );
		expect( hasBodyContent( 'x' ) ).toBe( true );
		expect( hasBodyContent( <span /> ) ).toBe( true );
	} );
} );
