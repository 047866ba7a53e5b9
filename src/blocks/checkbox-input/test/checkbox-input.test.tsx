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
	renderBlocks,
} from '../../shared/test/input-fixtures';
import { checkboxInputDefinition } from '../definition';

describe( 'uip-checkbox-input', () => {
	it( 'declares label, name and required', () => {
		expect( checkboxInputDefinition.moduleName ).toBe(
			'uip-checkbox-input'
		);
		expect( optionDefaults( checkboxInputDefinition ) ).toEqual( {
			inputLabel: 'Label',
			inputName: '',
			inputRequired: false,
		} );
	} );

	it( 'is a labelled box that ticks', async () => {
		renderBlocks( [
			inputBlock( 'uip-checkbox-input', {
				inputLabel: 'I agree',
				inputName: 'agree',
				inputRequired: true,
			} ),
		] );
		const box = await screen.findByRole( 'checkbox', { name: /I agree/ } );
		expect( box ).toBeRequired();
		expect( box ).not.toBeChecked();
		fireEvent.click( box );
		expect( box ).toBeChecked();
	} );
} );
