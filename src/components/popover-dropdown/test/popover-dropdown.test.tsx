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

	it( 'moves the focus into the panel once it shows, and back to the toggle when it closes from inside', () => {
		render(
			<PopoverDropdown trigger="Open">
				{ ( close ) => (
					<>
						<p>Heading</p>
						<button type="button" onClick={ close }>
							Done
						</button>
					</>
				) }
			</PopoverDropdown>
		);
		const toggle = screen.getByRole( 'button', { name: 'Open' } );
		toggle.focus();
		fireEvent.click( toggle );
		expect( toggle ).toHaveFocus();
		act( () => {
			jest.advanceTimersByTime( DROPDOWN_POSITION_DELAY_MS );
		} );
		const done = screen.getByRole( 'button', { name: 'Done' } );
		expect( done ).toHaveFocus();
		fireEvent.click( done );
		expect( toggle ).toHaveFocus();
	} );

	it( 'focuses the panel itself when it holds nothing focusable; Escape gives the focus back', () => {
		render( <PopoverDropdown trigger="Open">Panel body</PopoverDropdown> );
		const toggle = screen.getByRole( 'button', { name: 'Open' } );
		fireEvent.click( toggle );
		act( () => {
			jest.advanceTimersByTime( DROPDOWN_POSITION_DELAY_MS );
		} );
		expect( screen.getByRole( 'dialog', { name: 'Open' } ) ).toHaveFocus();
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( toggle ).toHaveFocus();
	} );

	it( 'closes when the keyboard moves the focus out of the panel, not to its toggle', () => {
		render(
			<div>
				<button type="button">Elsewhere</button>
				<PopoverDropdown trigger="Open">
					<button type="button">Inside</button>
				</PopoverDropdown>
			</div>
		);
		const toggle = screen.getByRole( 'button', { name: 'Open' } );
		fireEvent.click( toggle );
		act( () => {
			jest.advanceTimersByTime( DROPDOWN_POSITION_DELAY_MS );
		} );
		const inside = screen.getByRole( 'button', { name: 'Inside' } );
		fireEvent.blur( inside, { relatedTarget: toggle } );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		fireEvent.blur( inside, {
			relatedTarget: screen.getByRole( 'button', { name: 'Elsewhere' } ),
		} );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'leaves the focus where it is when hovering opens the panel', () => {
		render(
			<PopoverDropdown trigger="Open" openOn="hover">
				<button type="button">Inside</button>
			</PopoverDropdown>
		);
		const toggle = screen.getByRole( 'button', { name: 'Open' } );
		fireEvent.mouseEnter( toggle );
		act( () => {
			jest.advanceTimersByTime( DROPDOWN_POSITION_DELAY_MS );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Inside' } )
		).not.toHaveFocus();
	} );

	it( 'never gets narrower while open', () => {
		let width = 240;
		const offsetWidth = jest
			.spyOn( HTMLElement.prototype, 'offsetWidth', 'get' )
			.mockImplementation( () => width );
		try {
			render(
				<PopoverDropdown trigger="Open">Panel body</PopoverDropdown>
			);
			fireEvent.click( screen.getByRole( 'button', { name: 'Open' } ) );
			act( () => {
				jest.advanceTimersByTime( DROPDOWN_POSITION_DELAY_MS );
			} );
			const panel = screen.getByRole( 'dialog' );
			expect( panel ).toHaveStyle( { minWidth: '240px' } );
			width = 180;
			act( () => {
				window.dispatchEvent( new Event( 'resize' ) );
			} );
			expect( panel ).toHaveStyle( { minWidth: '240px' } );
			width = 300;
			act( () => {
				window.dispatchEvent( new Event( 'resize' ) );
			} );
			expect( panel ).toHaveStyle( { minWidth: '300px' } );
		} finally {
			offsetWidth.mockRestore();
		}
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
		).toEqual( { top: 292, left: 8 } );
	} );

	it( 'keeps the panel 8 px inside the viewport horizontally', () => {
		expect(
			dropdownPosition( { ...toggle, left: 900 }, panel, viewport )
		).toEqual( { top: 138, left: 792 } );
		expect(
			dropdownPosition( { ...toggle, left: 0 }, panel, viewport )
		).toEqual( { top: 138, left: 8 } );
		// Wider than the room between the margins: from the left edge.
		expect(
			dropdownPosition(
				{ ...toggle, left: 0 },
				{ width: 990, height: 100 },
				viewport
			)
		).toEqual( { top: 138, left: 0 } );
	} );

	it( 'keeps a panel opening beside the toggle off the window edges', () => {
		expect(
			dropdownPosition(
				{ ...toggle, left: 5, width: 20 },
				panel,
				viewport,
				'left-start'
			).left
		).toBe( 33 );
		expect(
			dropdownPosition(
				{ ...toggle, left: 975, width: 20 },
				panel,
				viewport,
				'right-start'
			).left
		).toBe( 767 );
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
