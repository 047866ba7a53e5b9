/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { renderOption } from './harness';

describe( 'dynamicInput', () => {
	beforeEach( () => {
		addFilter(
			'uipress.dynamicData',
			'uipress/test-dynamic',
			( catalogue: Record< string, unknown > ) => ( {
				...catalogue,
				user_name: {
					label: 'User display name',
					value: 'Ada',
					group: 'user',
				},
			} )
		);
	} );
	afterEach( () => {
		removeFilter( 'uipress.dynamicData', 'uipress/test-dynamic' );
	} );

	it( 'reads a plain string and stores the whole value while typing', () => {
		const { last } = renderOption(
			{ option: 'dynamicInput', label: 'Text' },
			'Hello'
		);
		const field = screen.getByRole( 'textbox', { name: 'Text' } );
		expect( field ).toHaveValue( 'Hello' );
		fireEvent.change( field, { target: { value: 'Hello,' } } );
		expect( last() ).toEqual( {
			value: {
				string: 'Hello,',
				dynamic: false,
				dynamicKey: '',
				dynamicPos: 'right',
			},
			merge: true,
		} );
		expect(
			screen.queryByRole( 'combobox', { name: 'Dynamic value' } )
		).toBeNull();
	} );

	it( 'adds a dynamic value chosen by group, before or after the text', () => {
		const { last } = renderOption(
			{ option: 'dynamicInput', label: 'Text' },
			{
				string: 'Hi',
				dynamic: false,
				dynamicKey: '',
				dynamicPos: 'right',
			}
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Add a dynamic value' } )
		);
		expect( last()?.value ).toMatchObject( { dynamic: true } );

		const picker = screen.getByRole( 'combobox', {
			name: 'Dynamic value',
		} );
		const userGroup = picker.querySelector( 'optgroup[label="User"]' );
		expect( userGroup ).not.toBeNull();
		expect(
			picker.querySelector( 'optgroup[label="Date and time"]' )
		).not.toBeNull();
		fireEvent.change( picker, { target: { value: 'user_name' } } );
		expect( last() ).toEqual( {
			value: {
				string: 'Hi',
				dynamic: true,
				dynamicKey: 'user_name',
				dynamicPos: 'right',
			},
			merge: false,
		} );
		expect( screen.getByText( 'Now: Ada' ) ).toBeInTheDocument();

		const position = screen.getByRole( 'group', {
			name: 'Dynamic value position',
		} );
		fireEvent.click(
			within( position ).getByRole( 'button', {
				name: 'Before the text',
			} )
		);
		expect( last()?.value ).toMatchObject( { dynamicPos: 'left' } );
	} );

	it( 'keeps a stored key that is not in the catalogue', () => {
		renderOption(
			{ option: 'dynamicInput', label: 'Text' },
			{
				string: '',
				dynamic: true,
				dynamicKey: 'gone',
				dynamicPos: 'left',
			}
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Dynamic value' } )
		).toHaveValue( 'gone' );
		expect(
			screen.getByRole( 'option', { name: 'gone (not available)' } )
		).toBeTruthy();
	} );
} );

describe( 'linkSelect', () => {
	it( 'stores the URL while typing and the tab choice', () => {
		const { last } = renderOption(
			{ option: 'linkSelect', label: 'Link' },
			'https://a.test'
		);
		const url = screen.getByRole( 'textbox', { name: 'Link' } );
		expect( url ).toHaveValue( 'https://a.test' );
		expect(
			screen.getByRole( 'combobox', { name: 'Open the link in' } )
		).toHaveValue( 'default' );
		fireEvent.change( url, { target: { value: 'https://b.test' } } );
		expect( last() ).toEqual( {
			value: { value: 'https://b.test', newTab: '' },
			merge: true,
		} );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Open the link in' } ),
			{ target: { value: 'newTab' } }
		);
		expect( last() ).toEqual( {
			value: { value: 'https://b.test', newTab: 'newTab' },
			merge: undefined,
		} );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Open the link in' } ),
			{ target: { value: 'dynamic' } }
		);
		expect( last()?.value ).toEqual( {
			value: 'https://b.test',
			newTab: 'dynamic',
		} );
	} );
} );

describe( 'keyboardShortcut', () => {
	it( 'records keys pressed together and shows them', () => {
		const { last } = renderOption(
			{ option: 'keyboardShortcut', label: 'Keyboard shortcut' },
			{ enabled: false, display: false, selectedKeys: [] }
		);
		expect( screen.getByText( 'No keys chosen.' ) ).toBeInTheDocument();
		const record = screen.getByRole( 'button', {
			name: 'Record shortcut',
		} );
		fireEvent.click( record );
		const recording = screen.getByRole( 'button', {
			name: 'Press the keys together…',
		} );
		fireEvent.keyDown( recording, { key: 'Control' } );
		fireEvent.keyDown( recording, { key: 'K' } );
		fireEvent.keyUp( recording, { key: 'K' } );
		expect( last() ).toBeUndefined();
		fireEvent.keyUp( recording, { key: 'Control' } );
		expect( last() ).toEqual( {
			value: {
				enabled: false,
				display: false,
				selectedKeys: [ 'Control', 'k' ],
			},
			merge: undefined,
		} );
		const keys = Array.from( document.querySelectorAll( 'kbd' ) ).map(
			( element ) => element.textContent
		);
		expect( keys ).toEqual( [ 'Control', 'K' ] );
		expect(
			screen.getByRole( 'button', { name: 'Record shortcut' } )
		).toBeInTheDocument();
	} );

	it( 'toggles enabled and display, and clears the keys', () => {
		const { last } = renderOption(
			{ option: 'keyboardShortcut', label: 'Keyboard shortcut' },
			{ enabled: false, display: false, selectedKeys: [ 'Alt', 'm' ] }
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Enable the keyboard shortcut',
			} )
		);
		expect( last()?.value ).toEqual( {
			enabled: true,
			display: false,
			selectedKeys: [ 'Alt', 'm' ],
		} );
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Show the shortcut on the block',
			} )
		);
		expect( last()?.value ).toMatchObject( { display: true } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Clear shortcut' } )
		);
		expect( last()?.value ).toEqual( {
			enabled: true,
			display: true,
			selectedKeys: [],
		} );
		expect( screen.getByText( 'No keys chosen.' ) ).toBeInTheDocument();
	} );

	it( 'Escape cancels recording without storing', () => {
		const { changes } = renderOption(
			{ option: 'keyboardShortcut', label: 'Keyboard shortcut' },
			undefined
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Record shortcut' } )
		);
		fireEvent.keyDown(
			screen.getByRole( 'button', { name: 'Press the keys together…' } ),
			{ key: 'Escape' }
		);
		expect( changes ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Record shortcut' } )
		).toBeInTheDocument();
	} );
} );
