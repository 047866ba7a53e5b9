/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { PAGE_EVENTS } from '../../../runtime/events';
import {
	inputBlock,
	optionDefaults,
	renderInForm,
} from '../../shared/test/input-fixtures';
import { selectInputDefinition } from '../definition';

describe( 'uip-select-input', () => {
	it( 'declares the input options and two starting choices', () => {
		expect( selectInputDefinition.moduleName ).toBe( 'uip-select-input' );
		const defaults = optionDefaults( selectInputDefinition );
		expect( defaults ).toMatchObject( {
			inputLabel: 'Label',
			inputName: '',
			inputPlaceHolder: '',
			inputRequired: false,
		} );
		expect( defaults.selectOptions ).toEqual( [
			{ label: 'Option 1', name: 'option-1' },
			{ label: 'Option 2', name: 'option-2' },
		] );
	} );

	it( 'lists its choices after an empty one and sends the chosen name', async () => {
		const changes: unknown[] = [];
		const listener = ( event: Event ) =>
			changes.push( ( event as CustomEvent ).detail );
		document.addEventListener( PAGE_EVENTS.formsChange, listener );
		renderInForm(
			inputBlock( 'uip-select-input', {
				inputLabel: 'Team',
				inputName: 'team',
				inputPlaceHolder: 'Pick a team',
				inputRequired: true,
				selectOptions: [
					{ label: 'Design', name: 'design' },
					{ label: 'Support', name: 'support' },
					{ label: 'Broken' },
				],
			} )
		);
		const field = await screen.findByRole( 'combobox', { name: /Team/ } );
		expect( field ).toBeRequired();
		expect(
			within( field )
				.getAllByRole( 'option' )
				.map( ( option ) => [
					option.textContent,
					option.getAttribute( 'value' ),
				] )
		).toEqual( [
			[ 'Pick a team', '' ],
			[ 'Design', 'design' ],
			[ 'Support', 'support' ],
		] );
		fireEvent.change( field, { target: { value: 'support' } } );
		document.removeEventListener( PAGE_EVENTS.formsChange, listener );
		expect( field ).toHaveValue( 'support' );
		expect( changes ).toMatchObject( [
			{ name: 'team', value: 'support' },
		] );
	} );
} );
