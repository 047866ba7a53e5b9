/**
 * External dependencies
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { renderOption } from './harness';

const SIZES = {
	options: [
		{ value: 'small', label: 'Small' },
		{ value: 'large', label: 'Large' },
	],
};

describe( 'choice option controls', () => {
	it( 'select: lists args.options and stores the chosen value', () => {
		const { last } = renderOption(
			{ option: 'select', label: 'Size', args: SIZES },
			'small'
		);
		const field = screen.getByRole( 'combobox', { name: 'Size' } );
		expect( field ).toHaveValue( 'small' );
		fireEvent.change( field, { target: { value: 'large' } } );
		expect( last() ).toEqual( { value: 'large', merge: undefined } );
	} );

	it( 'select: keeps a stored value that is not one of the options', () => {
		renderOption(
			{ option: 'select', label: 'Size', args: SIZES },
			'huge'
		);
		expect( screen.getByRole( 'combobox', { name: 'Size' } ) ).toHaveValue(
			'huge'
		);
		expect( screen.getByRole( 'option', { name: 'huge' } ) ).toBeTruthy();
	} );

	it( 'choiceSelect: shows buttons and presses the chosen one', () => {
		const { last } = renderOption(
			{ option: 'choiceSelect', label: 'Size', args: SIZES },
			'small'
		);
		const group = screen.getByRole( 'group', { name: 'Size' } );
		expect( group ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Small' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Large' } ) );
		expect( last() ).toEqual( { value: 'large', merge: undefined } );
		expect(
			screen.getByRole( 'button', { name: 'Large' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'multiChoice: a checkbox per option, storing the ticked ones in the options’ order', () => {
		const { last } = renderOption(
			{
				option: 'multiChoice',
				label: 'Actions',
				args: {
					options: [
						{ value: 'view', label: 'View' },
						{ value: 'edit', label: 'Edit' },
						{ value: 'delete', label: 'Delete' },
					],
				},
			},
			[ 'delete', 'view' ]
		);
		expect( screen.getByRole( 'group', { name: 'Actions' } ) ).toBeTruthy();
		expect(
			screen.getByRole( 'checkbox', { name: 'View' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Edit' } )
		).not.toBeChecked();
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'Edit' } ) );
		expect( last() ).toEqual( {
			value: [ 'view', 'edit', 'delete' ],
			merge: undefined,
		} );
	} );

	it( 'multiChoice: args.min and args.max bound how many may be ticked', () => {
		const metrics = {
			option: 'multiChoice',
			label: 'Metrics',
			args: {
				min: 1,
				max: 2,
				options: [
					{ value: 'net_revenue', label: 'Net sales' },
					{ value: 'orders_count', label: 'Orders' },
					{ value: 'gross_sales', label: 'Gross sales' },
				],
			},
		};
		const { unmount } = renderOption( metrics, [ 'net_revenue' ] );
		// The one ticked box cannot be unticked; the others can be ticked.
		expect(
			screen.getByRole( 'checkbox', { name: 'Net sales' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'checkbox', { name: 'Orders' } )
		).toBeEnabled();
		unmount();
		renderOption( metrics, [ 'net_revenue', 'orders_count' ] );
		// At the max: the unticked box waits, the ticked ones may go.
		expect(
			screen.getByRole( 'checkbox', { name: 'Gross sales' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'checkbox', { name: 'Net sales' } )
		).toBeEnabled();
	} );

	it( 'trueFalse: stores booleans and reads the string "true"', () => {
		const { last } = renderOption(
			{ option: 'trueFalse', label: 'Show search' },
			'true'
		);
		const toggle = screen.getByRole( 'checkbox', { name: 'Show search' } );
		expect( toggle ).toBeChecked();
		fireEvent.click( toggle );
		expect( last() ).toEqual( { value: false, merge: undefined } );
		fireEvent.click( toggle );
		expect( last() ).toEqual( { value: true, merge: undefined } );
	} );

	it( 'color: stores a theme variable, shows it, and clears', () => {
		const { last } = renderOption( { option: 'color', label: 'Colour' } );
		const current = screen.getByRole( 'button', { name: 'Colour: None' } );
		expect( current ).toHaveAttribute( 'aria-expanded', 'false' );
		fireEvent.click( current );
		const swatches = screen.getByRole( 'group', {
			name: 'Colour: theme colours',
		} );
		fireEvent.click(
			within( swatches ).getByRole( 'button', { name: 'Primary' } )
		);
		expect( last() ).toEqual( {
			value: 'var(--uip-color-primary)',
			merge: undefined,
		} );
		expect(
			within( swatches ).getByRole( 'button', { name: 'Primary' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Colour: Primary' } )
		).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Clear colour' } )
		);
		expect( last() ).toEqual( { value: '', merge: undefined } );
	} );

	it( 'color: warns that a custom colour does not follow dark mode', () => {
		const warning = /stays the same in dark mode/;
		renderOption(
			{ option: 'color', label: 'Colour' },
			'var(--uip-color-primary)'
		);
		expect( screen.queryByText( warning ) ).not.toBeInTheDocument();
		cleanup();
		renderOption( { option: 'color', label: 'Colour' }, '#ff0000' );
		expect( screen.getByText( warning ) ).toBeInTheDocument();
	} );

	it( 'color: offers a custom colour picker', () => {
		renderOption( { option: 'color', label: 'Colour' }, '#ff0000' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Colour: #ff0000' } )
		);
		const custom = screen.getByRole( 'button', { name: 'Custom colour' } );
		expect( custom ).toHaveAttribute( 'aria-expanded', 'false' );
		fireEvent.click( custom );
		expect( custom ).toHaveAttribute( 'aria-expanded', 'true' );
		const picker = document.getElementById(
			custom.getAttribute( 'aria-controls' ) ?? ''
		);
		expect(
			picker?.querySelector( '.components-color-picker' )
		).toBeTruthy();
	} );
} );
