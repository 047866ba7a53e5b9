/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { PAGE_EVENTS } from '../../../runtime/events';
import {
	inputBlock,
	optionDefaults,
	renderBlocks,
	renderInForm,
} from '../../shared/test/input-fixtures';
import { textInputDefinition } from '../definition';

describe( 'uip-text-input', () => {
	it( 'declares the input options with their defaults', () => {
		expect( textInputDefinition ).toMatchObject( {
			moduleName: 'uip-text-input',
			group: 'form',
		} );
		expect( optionDefaults( textInputDefinition ) ).toEqual( {
			inputLabel: 'Label',
			inputName: '',
			inputPlaceHolder: '',
			inputRequired: false,
			inputType: 'text',
		} );
		const type = textInputDefinition.optionsEnabled.block?.options.find(
			( option ) => option.uniqueKey === 'inputType'
		);
		expect(
			( type?.args?.options as Array< { value: string } > ).map(
				( entry ) => entry.value
			)
		).toEqual( [ 'text', 'number', 'email', 'tel', 'password' ] );
	} );

	it( 'is a labelled field of its type, with its placeholder and required flag', async () => {
		renderBlocks( [
			inputBlock( 'uip-text-input', {
				inputLabel: 'Age',
				inputName: 'age',
				inputType: 'number',
				inputPlaceHolder: 'In years',
				inputRequired: true,
			} ),
		] );
		const field = await screen.findByRole( 'spinbutton', { name: /Age/ } );
		expect( field ).toHaveAttribute( 'type', 'number' );
		expect( field ).toHaveAttribute( 'placeholder', 'In years' );
		expect( field ).toBeRequired();
	} );

	it( 'falls back to text for an unknown type, and keeps its value outside a form', async () => {
		renderBlocks( [
			inputBlock( 'uip-text-input', {
				inputLabel: 'Name',
				inputType: 'colour',
			} ),
		] );
		const field = await screen.findByRole( 'textbox', { name: 'Name' } );
		expect( field ).toHaveAttribute( 'type', 'text' );
		expect( field ).not.toBeRequired();
		fireEvent.change( field, { target: { value: 'Ada' } } );
		expect( field ).toHaveValue( 'Ada' );
	} );

	it( 'holds its value in the form around it', async () => {
		const changes: unknown[] = [];
		const listener = ( event: Event ) =>
			changes.push( ( event as CustomEvent ).detail );
		document.addEventListener( PAGE_EVENTS.formsChange, listener );
		const { form } = renderInForm(
			inputBlock( 'uip-text-input', {
				inputLabel: 'Password',
				inputName: 'secret',
				inputType: 'password',
			} )
		);
		const field = await screen.findByLabelText( 'Password' );
		expect( field ).toHaveAttribute( 'type', 'password' );
		fireEvent.change( field, { target: { value: 'x' } } );
		document.removeEventListener( PAGE_EVENTS.formsChange, listener );
		expect( changes ).toEqual( [
			{ form: form.uid, name: 'secret', value: 'x' },
		] );
	} );
} );
