/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import SegmentedToggle, {
	defaultToggleOptions,
	nextToggleValue,
	toToggleValue,
} from '..';

describe( 'SegmentedToggle', () => {
	it( 'defaults to Yes and No, with booleans', () => {
		expect( defaultToggleOptions() ).toEqual( [
			{ label: 'Yes', value: true },
			{ label: 'No', value: false },
		] );
		const onChange = jest.fn();
		render( <SegmentedToggle value="true" onChange={ onChange } /> );
		expect( screen.getByRole( 'button', { name: 'Yes' } ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'No' } ) );
		expect( onChange ).toHaveBeenCalledWith( false );
	} );

	it( 'converts the strings true and false to booleans', () => {
		expect( toToggleValue( 'true' ) ).toBe( true );
		expect( toToggleValue( 'false' ) ).toBe( false );
		expect( toToggleValue( 'left' ) ).toBe( 'left' );
		expect( toToggleValue( 0 ) ).toBe( 0 );
		expect( toToggleValue( undefined ) ).toBeNull();
	} );

	it( 'deselects the chosen option only with allowOptional', () => {
		expect( nextToggleValue( 'left', 'left', false ) ).toBe( 'left' );
		expect( nextToggleValue( 'left', 'left', true ) ).toBeNull();
		expect( nextToggleValue( 'true', true, true ) ).toBeNull();
		expect( nextToggleValue( 'left', 'right', true ) ).toBe( 'right' );
		expect( nextToggleValue( null, 'false', false ) ).toBe( false );

		const onChange = jest.fn();
		render(
			<SegmentedToggle
				allowOptional
				value="center"
				onChange={ onChange }
				options={ [
					{ label: 'Left', value: 'left' },
					{ label: 'Center', value: 'center' },
				] }
			/>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Center' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( null );
	} );

	it( 'shows icons and tips', async () => {
		jest.useFakeTimers();
		render(
			<SegmentedToggle
				value="b"
				onChange={ jest.fn() }
				options={ [ { value: 'b', icon: 'format_bold', tip: 'Bold' } ] }
			/>
		);
		const button = screen.getByRole( 'button', { name: 'Bold' } );
		expect( button ).toHaveTextContent( 'format_bold' );
		fireEvent.mouseEnter( button );
		fireEvent.mouseMove( button );
		await act( async () => {
			jest.runAllTimers();
		} );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent( 'Bold' );
		jest.useRealTimers();
	} );
} );
