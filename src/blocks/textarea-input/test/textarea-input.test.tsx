/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	inputBlock,
	optionDefaults,
	renderInForm,
} from '../../shared/test/input-fixtures';
import { textareaInputDefinition } from '../definition';

describe( 'uip-textarea-input', () => {
	it( 'declares the input options with their defaults', () => {
		expect( textareaInputDefinition.moduleName ).toBe(
			'uip-textarea-input'
		);
		expect( textareaInputDefinition.group ).toBe( 'form' );
		expect( optionDefaults( textareaInputDefinition ) ).toEqual( {
			inputLabel: 'Label',
			inputName: '',
			inputPlaceHolder: '',
			inputRequired: false,
		} );
	} );

	it( 'is a labelled text area, required when set', async () => {
		renderInForm(
			inputBlock( 'uip-textarea-input', {
				inputLabel: 'Message',
				inputName: 'message',
				inputPlaceHolder: 'Say hello',
				inputRequired: 'true',
			} )
		);
		const field = await screen.findByRole( 'textbox', {
			name: /Message/,
		} );
		expect( field.tagName ).toBe( 'TEXTAREA' );
		expect( field ).toBeRequired();
		expect( field ).toHaveAttribute( 'placeholder', 'Say hello' );
		fireEvent.change( field, { target: { value: 'Line 1\nLine 2' } } );
		expect( field ).toHaveValue( 'Line 1\nLine 2' );
	} );
} );
