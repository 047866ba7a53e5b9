/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import ContextMenu, {
	CONTEXT_MENU_BOTTOM_CORRECTION,
	CONTEXT_MENU_MIN_LEFT,
	CONTEXT_MENU_MIN_LEFT_SNAPPED,
	CONTEXT_MENU_RIGHT_CORRECTION,
	contextMenuPosition,
} from '..';

describe( 'contextMenuPosition', () => {
	const menu = { width: 200, height: 300 };
	const viewport = { width: 1200, height: 800 };

	it( 'has the spec constants', () => {
		expect( CONTEXT_MENU_MIN_LEFT ).toBe( 32 );
		expect( CONTEXT_MENU_MIN_LEFT_SNAPPED ).toBe( 400 );
		expect( CONTEXT_MENU_BOTTOM_CORRECTION ).toBe( 20 );
		expect( CONTEXT_MENU_RIGHT_CORRECTION ).toBe( 40 );
	} );

	it( 'opens at the pointer, never left of 32', () => {
		expect(
			contextMenuPosition( { x: 100, y: 50 }, menu, viewport )
		).toEqual( { left: 100, top: 50, snappedRight: false } );
		expect(
			contextMenuPosition( { x: 5, y: 50 }, menu, viewport ).left
		).toBe( 32 );
	} );

	it( 'snaps right 40 px from the edge, never left of 400', () => {
		expect(
			contextMenuPosition( { x: 1100, y: 50 }, menu, viewport )
		).toEqual( { left: 960, top: 50, snappedRight: true } );
		expect(
			contextMenuPosition( { x: 500, y: 50 }, menu, {
				width: 600,
				height: 800,
			} ).left
		).toBe( 400 );
	} );

	it( 'moves up to stay 20 px above the bottom', () => {
		expect(
			contextMenuPosition( { x: 100, y: 700 }, menu, viewport ).top
		).toBe( 480 );
	} );
} );

describe( 'ContextMenu', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'closes on an outside click or another context menu, not inside', () => {
		const onClose = jest.fn();
		render(
			<div>
				<p>Canvas</p>
				<ContextMenu
					position={ { x: 100, y: 100 } }
					onClose={ onClose }
				>
					<button type="button">Copy</button>
				</ContextMenu>
			</div>
		);
		act( () => {
			jest.runOnlyPendingTimers();
		} );
		expect( screen.getByRole( 'menu' ) ).toHaveStyle( {
			left: '100px',
			top: '100px',
		} );
		fireEvent.mouseDown( screen.getByRole( 'button', { name: 'Copy' } ) );
		expect( onClose ).not.toHaveBeenCalled();
		fireEvent.mouseDown( screen.getByText( 'Canvas' ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		fireEvent.contextMenu( screen.getByText( 'Canvas' ) );
		expect( onClose ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'renders nothing without a position', () => {
		render(
			<ContextMenu position={ null } onClose={ jest.fn() }>
				<span>Copy</span>
			</ContextMenu>
		);
		expect( screen.queryByText( 'Copy' ) ).not.toBeInTheDocument();
	} );
} );
