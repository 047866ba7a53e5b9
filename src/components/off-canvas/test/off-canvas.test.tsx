/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import OffCanvas, {
	nextOffCanvasState,
	OFF_CANVAS_CLOSE_MS,
	OFF_CANVAS_WIDTH_PERCENT,
	offCanvasWidth,
	PAGE_LOAD_FINISH_EVENT,
	pushTransform,
} from '..';

describe( 'off-canvas rules', () => {
	it( 'has the spec constants', () => {
		expect( OFF_CANVAS_WIDTH_PERCENT ).toBe( 30 );
		expect( OFF_CANVAS_CLOSE_MS ).toBe( 200 );
	} );

	it( 'goes closed → open → closing → closed', () => {
		expect( nextOffCanvasState( 'closed', 'open' ) ).toBe( 'open' );
		expect( nextOffCanvasState( 'open', 'close' ) ).toBe( 'closing' );
		expect( nextOffCanvasState( 'closing', 'closed' ) ).toBe( 'closed' );
		expect( nextOffCanvasState( 'closed', 'close' ) ).toBe( 'closed' );
		expect( nextOffCanvasState( 'open', 'closed' ) ).toBe( 'open' );
		expect( nextOffCanvasState( 'closing', 'open' ) ).toBe( 'open' );
	} );

	it( 'pushes the body by the panel width', () => {
		expect( offCanvasWidth( 1000 ) ).toBe( 300 );
		expect( pushTransform( 'left', 300 ) ).toBe( 'translateX(300px)' );
		expect( pushTransform( 'right', 300 ) ).toBe( 'translateX(-300px)' );
	} );
} );

describe( 'OffCanvas', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	function renderPanel(
		props: Partial< Parameters< typeof OffCanvas >[ 0 ] >
	) {
		const states: string[] = [];
		render(
			<OffCanvas
				title="Menu"
				onStateChange={ ( state ) => states.push( state ) }
				trigger={ ( open ) => (
					<button type="button" onClick={ open }>
						Open menu
					</button>
				) }
				{ ...props }
			>
				<p>Panel content</p>
			</OffCanvas>
		);
		return states;
	}

	it( 'opens, closes on an outside click after 200 ms', () => {
		const states = renderPanel( {} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		expect( screen.getByRole( 'dialog', { name: 'Menu' } ) ).toHaveStyle( {
			width: '30%',
		} );
		fireEvent.click(
			document.querySelector( '.uip-off-canvas__backdrop' ) as Element
		);
		expect( screen.getByText( 'Panel content' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( OFF_CANVAS_CLOSE_MS );
		} );
		expect( screen.queryByText( 'Panel content' ) ).not.toBeInTheDocument();
		expect( states ).toEqual( [ 'closed', 'open', 'closing', 'closed' ] );
	} );

	it( 'opens by its shortcut and pushes the body', () => {
		window.innerWidth = 1000;
		renderPanel( {
			shortcut: [ 'Alt', 'm' ],
			overlayStyle: 'push',
			side: 'left',
		} );
		fireEvent.keyDown( document, { key: 'Alt' } );
		fireEvent.keyDown( document, { key: 'm' } );
		expect( screen.getByText( 'Panel content' ) ).toBeInTheDocument();
		expect( document.body.style.transform ).toBe( 'translateX(300px)' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( document.body.style.transform ).toBe( '' );
	} );

	it( 'closes when a page load finishes, if asked to', () => {
		renderPanel( { closeOnPageLoad: true, defaultOpen: true } );
		act( () => {
			document.dispatchEvent( new CustomEvent( PAGE_LOAD_FINISH_EVENT ) );
		} );
		act( () => {
			jest.advanceTimersByTime( OFF_CANVAS_CLOSE_MS );
		} );
		expect( screen.queryByText( 'Panel content' ) ).not.toBeInTheDocument();
	} );
} );
