/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { MenuItem } from '@wordpress/components';

/**
 * Internal dependencies
 */
import ContextMenu from '..';

describe( 'ContextMenu', () => {
	it( 'shows its entries as a named menu and focuses the first', () => {
		render(
			<ContextMenu
				position={ { x: 100, y: 100 } }
				onClose={ jest.fn() }
				label="Block actions"
			>
				<MenuItem>Copy</MenuItem>
				<MenuItem>Delete</MenuItem>
			</ContextMenu>
		);
		const menu = screen.getByRole( 'menu', { name: 'Block actions' } );
		expect( menu ).toBeInTheDocument();
		expect(
			screen.getByRole( 'menuitem', { name: 'Copy' } )
		).toHaveFocus();
	} );

	it( 'closes on an outside click, another context menu or Escape, not inside', () => {
		const onClose = jest.fn();
		render(
			<div>
				<p>Canvas</p>
				<ContextMenu
					position={ { x: 100, y: 100 } }
					onClose={ onClose }
				>
					<MenuItem>Copy</MenuItem>
				</ContextMenu>
			</div>
		);
		fireEvent.pointerDown(
			screen.getByRole( 'menuitem', { name: 'Copy' } )
		);
		expect( onClose ).not.toHaveBeenCalled();
		fireEvent.pointerDown( screen.getByText( 'Canvas' ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		fireEvent.contextMenu( screen.getByText( 'Canvas' ) );
		expect( onClose ).toHaveBeenCalledTimes( 2 );
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( onClose ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'gives the focus back when it closes', () => {
		function Harness( { open }: { open: boolean } ) {
			return (
				<>
					<button type="button">Opener</button>
					<ContextMenu
						position={ open ? { x: 10, y: 10 } : null }
						onClose={ jest.fn() }
					>
						<MenuItem>Copy</MenuItem>
					</ContextMenu>
				</>
			);
		}
		const { rerender } = render( <Harness open={ false } /> );
		const opener = screen.getByRole( 'button', { name: 'Opener' } );
		opener.focus();
		rerender( <Harness open /> );
		expect(
			screen.getByRole( 'menuitem', { name: 'Copy' } )
		).toHaveFocus();
		rerender( <Harness open={ false } /> );
		expect( opener ).toHaveFocus();
	} );

	it( 'renders nothing without a position', () => {
		render(
			<ContextMenu position={ null } onClose={ jest.fn() }>
				<MenuItem>Copy</MenuItem>
			</ContextMenu>
		);
		expect( screen.queryByText( 'Copy' ) ).not.toBeInTheDocument();
	} );
} );
