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
import { radioInputDefinition } from '../definition';

describe( 'uip-radio-input', () => {
	it( 'declares the input options and its choices', () => {
		expect( radioInputDefinition.moduleName ).toBe( 'uip-radio-input' );
		expect( optionDefaults( radioInputDefinition ) ).toMatchObject( {
			inputLabel: 'Label',
			inputName: '',
			inputRequired: false,
			selectOptions: [
				{ label: 'Option 1', name: 'option-1' },
				{ label: 'Option 2', name: 'option-2' },
			],
		} );
	} );

	it( 'is a group named by its label, one radio per choice', async () => {
		renderInForm(
			inputBlock( 'uip-radio-input', {
				inputLabel: 'Size',
				inputName: 'size',
				inputRequired: true,
				selectOptions: [
					{ label: 'Small', name: 's' },
					{ label: 'Large', name: 'l' },
				],
			} )
		);
		const group = await screen.findByRole( 'group', { name: /Size/ } );
		expect( group ).toBeInTheDocument();
		const small = screen.getByRole( 'radio', { name: 'Small' } );
		const large = screen.getByRole( 'radio', { name: 'Large' } );
		expect( small ).toBeRequired();
		expect( small ).toHaveAttribute( 'name', 'size' );
		fireEvent.click( large );
		expect( large ).toBeChecked();
		expect( small ).not.toBeChecked();
	} );
} );
