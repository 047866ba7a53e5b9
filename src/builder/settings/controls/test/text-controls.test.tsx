/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { parseNumberEntry } from '../number-control';
import { renderOption } from './harness';

describe( 'text option controls', () => {
	it( 'text: shows the stored text and stores typing as one undo step', () => {
		const { last } = renderOption(
			{ option: 'text', label: 'Title', help: 'Shown on top.' },
			'Hello'
		);
		const field = screen.getByRole( 'textbox', { name: 'Title' } );
		expect( field ).toHaveValue( 'Hello' );
		expect( screen.getByText( 'Shown on top.' ) ).toBeInTheDocument();
		fireEvent.change( field, { target: { value: 'Hello world' } } );
		expect( last() ).toEqual( { value: 'Hello world', merge: true } );
	} );

	it( 'text: shows a stored number as text and nothing for other values', () => {
		renderOption( { option: 'text', label: 'A' }, 42 );
		expect( screen.getByRole( 'textbox', { name: 'A' } ) ).toHaveValue(
			'42'
		);
		renderOption( { option: 'text', label: 'B' }, { nope: true } );
		expect( screen.getByRole( 'textbox', { name: 'B' } ) ).toHaveValue(
			''
		);
	} );

	it( 'textarea: edits several lines', () => {
		const { last } = renderOption(
			{ option: 'textarea', label: 'Welcome message' },
			'Hi'
		);
		const field = screen.getByRole( 'textbox', {
			name: 'Welcome message',
		} );
		expect( field.tagName ).toBe( 'TEXTAREA' );
		fireEvent.change( field, { target: { value: 'Hi\nthere' } } );
		expect( last() ).toEqual( { value: 'Hi\nthere', merge: true } );
	} );

	it( 'password: hides what is typed', () => {
		const { last } = renderOption(
			{ option: 'password', label: 'API key' },
			'sk-1'
		);
		const field = screen.getByLabelText( 'API key' );
		expect( field ).toHaveAttribute( 'type', 'password' );
		expect( field ).toHaveValue( 'sk-1' );
		fireEvent.change( field, { target: { value: 'sk-12' } } );
		expect( last() ).toEqual( { value: 'sk-12', merge: true } );
	} );

	it( 'number: stores numbers, and an empty string when cleared', () => {
		const { last } = renderOption(
			{ option: 'number', label: 'Posts per page', args: { min: 1 } },
			10
		);
		const field = screen.getByRole( 'spinbutton', {
			name: 'Posts per page',
		} );
		expect( field ).toHaveValue( 10 );
		expect( field ).toHaveAttribute( 'min', '1' );
		fireEvent.change( field, { target: { value: '25' } } );
		expect( last() ).toEqual( { value: 25, merge: true } );
		fireEvent.change( field, { target: { value: '' } } );
		expect( last() ).toEqual( { value: '', merge: true } );
	} );

	it( 'parseNumberEntry reads numbers and rejects the rest', () => {
		expect( parseNumberEntry( '3.5' ) ).toBe( 3.5 );
		expect( parseNumberEntry( ' ' ) ).toBe( '' );
		expect( parseNumberEntry( undefined ) ).toBe( '' );
		expect( parseNumberEntry( 'abc' ) ).toBe( '' );
	} );
} );
