/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { toFormAction } from '../form-action-control';
import { toSelectOptionRows } from '../select-options-control';
import { renderOption } from './harness';

describe( 'selectOptions', () => {
	it( 'edits, adds and removes rows of label and value', () => {
		const { last } = renderOption(
			{ option: 'selectOptions', label: 'Options' },
			[
				{ label: 'Small', name: 's' },
				{ label: 'Large', name: 'l' },
			]
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Option 2 label' } ),
			{ target: { value: 'Huge' } }
		);
		expect( last() ).toEqual( {
			value: [
				{ label: 'Small', name: 's' },
				{ label: 'Huge', name: 'l' },
			],
			merge: true,
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove option 1' } )
		);
		expect( last()?.value ).toEqual( [ { label: 'Huge', name: 'l' } ] );
		fireEvent.click( screen.getByRole( 'button', { name: 'Add option' } ) );
		expect( last()?.value ).toEqual( [
			{ label: 'Huge', name: 'l' },
			{ label: 'Option 2', name: 'option-2' },
		] );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Option 2 value' } ),
			{ target: { value: 'xl' } }
		);
		expect( last()?.value ).toEqual( [
			{ label: 'Huge', name: 'l' },
			{ label: 'Option 2', name: 'xl' },
		] );
	} );

	it( 'reads what is stored leniently', () => {
		expect( toSelectOptionRows( 'nope' ) ).toEqual( [] );
		expect(
			toSelectOptionRows( [ null, { name: 3 }, { label: 'A' } ] )
		).toEqual( [
			{ label: '', name: '3' },
			{ label: 'A', name: '' },
		] );
		renderOption( { option: 'selectOptions', label: 'Options' }, [] );
		expect( screen.getByText( 'No options yet.' ) ).toBeInTheDocument();
	} );
} );

describe( 'formAction', () => {
	it( 'shows the fields of the chosen action and stores the whole action', () => {
		const { last } = renderOption(
			{ option: 'formAction', label: 'When the form is sent' },
			{ action: 'email' }
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Send to' } )
		).toBeInTheDocument();
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Send to' } ), {
			target: { value: 'team@example.test' },
		} );
		expect( last()?.value ).toMatchObject( {
			action: 'email',
			emailAddress: 'team@example.test',
		} );

		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'When the form is sent' } ),
			{ target: { value: 'userMeta' } }
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Send to' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: 'Meta key' } )
		).toBeNull();
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Save as' } ), {
			target: { value: 'object' },
		} );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Meta key' } ), {
			target: { value: 'my_profile' },
		} );
		expect( last()?.value ).toEqual( {
			action: 'userMeta',
			emailAddress: 'team@example.test',
			emailSubject: '',
			emailTemplate: '',
			phpFunction: '',
			siteOptionName: '',
			objectOrSingle: 'object',
			userMetaObjectKey: 'my_profile',
			redirectURL: { value: '', newTab: false },
		} );

		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'When the form is sent' } ),
			{ target: { value: 'phpFunction' } }
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'PHP function' } ),
			{ target: { value: 'my_handler' } }
		);
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'When the form is sent' } ),
			{ target: { value: 'siteOption' } }
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Option name' } ),
			{ target: { value: 'my_option' } }
		);
		expect( last()?.value ).toMatchObject( {
			action: 'siteOption',
			phpFunction: 'my_handler',
			siteOptionName: 'my_option',
		} );
	} );

	it( 'sets a redirect and whether it opens in a new tab', () => {
		const { last } = renderOption(
			{ option: 'formAction', label: 'When the form is sent' },
			undefined
		);
		expect(
			screen.queryByRole( 'checkbox', { name: 'Open it in a new tab' } )
		).toBeNull();
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'After sending, go to' } ),
			{ target: { value: 'profile.php' } }
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Open it in a new tab' } )
		);
		expect( last()?.value ).toMatchObject( {
			action: '',
			redirectURL: { value: 'profile.php', newTab: true },
		} );
	} );

	it( 'reads older or partial values', () => {
		expect(
			toFormAction( {
				action: 'nope',
				objectOrSingle: 'x',
				redirectURL: { value: 'a', newTab: 'newTab' },
			} )
		).toMatchObject( {
			action: '',
			objectOrSingle: 'single',
			redirectURL: { value: 'a', newTab: true },
		} );
	} );
} );
