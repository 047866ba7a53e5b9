/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import PopoverDropdown, {
	DROPDOWN_HOVER_CLOSE_MS,
	DROPDOWN_OFFSET,
	DROPDOWN_POSITION_DELAY_MS,
	DROPDOWN_Z_INDEX,
	dropdownPosition,
} from '..';

describe( 'PopoverDropdown', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'has the spec constants', () => {
		expect( DROPDOWN_OFFSET ).toBe( 8 );
		expect( DROPDOWN_Z_INDEX ).toBe( 9 );
		expect( DROPDOWN_POSITION_DELAY_MS ).toBe( 100 );
		expect( DROPDOWN_HOVER_CLOSE_MS ).toBe( 400 );
	} );

	it( 'opens on click, is positioned after 100 ms, closes on toggle click', () => {
		render( <PopoverDropdown trigger="Open">Panel body</PopoverDropdown> );
		const toggle = screen.getByRole( 'button', { name: 'Open' } );
		fireEvent.click( toggle );
		const panel = screen.getByText( 'Panel body' );
		expect( panel ).toHaveStyle( { zIndex: 9, visibility: 'hidden' } );
		act( () => {
			jest.advanceTimersByTime( 99 );
		} );
		expect( panel ).toHaveStyle( { visibility: 'hidden' } );
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( panel ).toHaveStyle( { visibility: 'visible' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		fireEvent.click( toggle );
		expect( screen.queryByText( 'Panel body' ) ).not.toBeInTheDocument();
	} );

	it( 'closes on an outside click but not on a click inside', () => {
		render(
			<div>
				<span>Outside</span>
				<PopoverDropdown trigger="Open">Panel body</PopoverDropdown>
			</div>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Open' } ) );
		fireEvent.mouseDown( screen.getByText( 'Panel body' ) );
		expect( screen.getByText( 'Panel body' ) ).toBeInTheDocument();
		fireEvent.mouseDown( screen.getByText( 'Outside' ) );
		expect( screen.queryByText( 'Panel body' ) ).not.toBeInTheDocument();
	} );

	it( 'opens on hover and closes 400 ms after the mouse leaves', () => {
		render(
			<PopoverDropdown trigger="Open" openOn="hover">
				Panel body
			</PopoverDropdown>
		);
		const toggle = screen.getByRole( 'button', { name: 'Open' } );
		fireEvent.mouseEnter( toggle );
		expect( screen.getByText( 'Panel body' ) ).toBeInTheDocument();
		fireEvent.mouseLeave( toggle );
		act( () => {
			jest.advanceTimersByTime( 399 );
		} );
		// Moving into the panel keeps it open.
		fireEvent.mouseEnter( screen.getByText( 'Panel body' ) );
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		expect( screen.getByText( 'Panel body' ) ).toBeInTheDocument();
		fireEvent.mouseLeave( screen.getByText( 'Panel body' ) );
		act( () => {
			jest.advanceTimersByTime( 400 );
		} );
		expect( screen.queryByText( 'Panel body' ) ).not.toBeInTheDocument();
	} );

	it( 'toggles when all shortcut keys are held together', () => {
		render(
			<PopoverDropdown trigger="Open" shortcut={ [ 'Control', 'k' ] }>
				Panel body
			</PopoverDropdown>
		);
		fireEvent.keyDown( document, { key: 'k' } );
		expect( screen.queryByText( 'Panel body' ) ).not.toBeInTheDocument();
		fireEvent.keyUp( document, { key: 'k' } );
		fireEvent.keyDown( document, { key: 'Control' } );
		fireEvent.keyDown( document, { key: 'K' } );
		expect( screen.getByText( 'Panel body' ) ).toBeInTheDocument();
	} );

	it( 'gives children a close function', () => {
		render(
			<PopoverDropdown trigger="Open">
				{ ( close ) => (
					<button type="button" onClick={ close }>
						Done
					</button>
				) }
			</PopoverDropdown>
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Open' } ) );
		act( () => {
			jest.advanceTimersByTime( DROPDOWN_POSITION_DELAY_MS );
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Done' } ) );
		expect(
			screen.queryByRole( 'button', { name: 'Done' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'dropdownPosition', () => {
	const viewport = { width: 1000, height: 800 };
	const toggle = { top: 100, left: 50, width: 80, height: 30 };
	const panel = { width: 200, height: 300 };

	it( 'places the panel 8 px below the toggle, start-aligned', () => {
		expect( dropdownPosition( toggle, panel, viewport ) ).toEqual( {
			top: 138,
			left: 50,
		} );
	} );

	it( 'aligns the end edge and flips above when there is no room below', () => {
		expect(
			dropdownPosition(
				{ ...toggle, top: 600 },
				panel,
				viewport,
				'bottom-end'
			)
		).toEqual( { top: 292, left: 0 } );
	} );

	it( 'keeps the panel inside the viewport horizontally', () => {
		expect(
			dropdownPosition( { ...toggle, left: 900 }, panel, viewport )
		).toEqual( { top: 138, left: 800 } );
	} );

	it( 'on neither side whole, takes the roomier side and caps its height to the room there', () => {
		// 684 px of room below, 54 above: below, 684 px tall at most.
		expect(
			dropdownPosition(
				{ ...toggle, top: 70 },
				{ width: 200, height: 900 },
				viewport
			)
		).toEqual( { top: 108, left: 50, maxHeight: 684 } );
		// Near the bottom: above, from the top margin down to the toggle.
		expect(
			dropdownPosition(
				{ ...toggle, top: 700 },
				{ width: 200, height: 900 },
				viewport
			)
		).toEqual( { top: 8, left: 50, maxHeight: 684 } );
	} );
} );
