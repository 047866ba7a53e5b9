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
import { dateInputDefinition } from '../definition';

describe( 'uip-date-input', () => {
	it( 'declares label, name and required', () => {
		expect( dateInputDefinition.moduleName ).toBe( 'uip-date-input' );
		expect( optionDefaults( dateInputDefinition ) ).toEqual( {
			inputLabel: 'Label',
			inputName: '',
			inputRequired: false,
		} );
	} );

	it( 'is a labelled date field', async () => {
		renderInForm(
			inputBlock( 'uip-date-input', {
				inputLabel: 'Start',
				inputName: 'start',
				inputRequired: true,
			} )
		);
		const field = await screen.findByLabelText( /Start/ );
		expect( field ).toHaveAttribute( 'type', 'date' );
		expect( field ).toBeRequired();
		fireEvent.change( field, { target: { value: '2026-05-01' } } );
		expect( field ).toHaveValue( '2026-05-01' );
	} );
} );
