/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { createRef } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { DisplayMode } from '../../../../engine/types';
import { fakeStore, testBlock } from '../../dnd/test/fake-builder-store';
import CanvasContextMenu from '../canvas-context-menu';

function renderCanvas( mode: DisplayMode ) {
	const canvasRef = createRef< HTMLDivElement >();
	render(
		<div ref={ canvasRef }>
			<div data-uip-mode={ mode }>
				<div data-uip-uid="a" data-uip-module="uip-heading">
					<span>Heading text</span>
				</div>
			</div>
			<CanvasContextMenu canvasRef={ canvasRef } />
		</div>
	);
}

describe( 'CanvasContextMenu', () => {
	beforeEach( () => {
		act( () => {
			dispatch( fakeStore ).setBlocks( [
				testBlock( 'a' ),
				testBlock( 'b' ),
			] );
		} );
	} );

	it( 'opens on a right-click on a block, selects it, and a new right-click replaces it', async () => {
		renderCanvas( 'builder' );
		fireEvent.contextMenu( screen.getByText( 'Heading text' ) );
		await act( async () => {} );
		expect( select( fakeStore ).getSelectedUid() ).toBe( 'a' );
		expect(
			screen.getByRole( 'menu', { name: 'Block actions' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'menuitem', { name: 'Copy' } )
		).toHaveFocus();
		// Arrow keys between entries are NavigableMenu's; jsdom has no layout
		// for its visibility check, so the browser check covers them.
		fireEvent.contextMenu( screen.getByText( 'Heading text' ) );
		await act( async () => {} );
		expect( screen.getAllByRole( 'menu' ) ).toHaveLength( 1 );
	} );

	it( 'opens leftwards in the window’s right half, never left of 400 px', async () => {
		const width = window.innerWidth;
		window.innerWidth = 700;
		try {
			renderCanvas( 'builder' );
			fireEvent.contextMenu( screen.getByText( 'Heading text' ), {
				clientX: 300,
				clientY: 10,
			} );
			await act( async () => {} );
			const menu = () =>
				screen.getByRole( 'menu', { name: 'Block actions' } )
					.parentElement as HTMLElement;
			// Left half: at the pointer, rightwards.
			expect( menu().style.left ).toBe( '300px' );
			fireEvent.contextMenu( screen.getByText( 'Heading text' ), {
				clientX: 380,
				clientY: 10,
			} );
			await act( async () => {} );
			// Right half: snapped right, so 400 is the least left.
			expect( menu().style.left ).toBe( '400px' );
		} finally {
			window.innerWidth = width;
		}
	} );

	it( 'copies and pastes after the block', () => {
		renderCanvas( 'builder' );
		fireEvent.contextMenu( screen.getByText( 'Heading text' ) );
		fireEvent.click( screen.getByRole( 'menuitem', { name: 'Copy' } ) );
		fireEvent.contextMenu( screen.getByText( 'Heading text' ) );
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Paste after' } )
		);
		const blocks = select( fakeStore ).getBlocks();
		expect( blocks ).toHaveLength( 3 );
		expect( blocks[ 1 ]?.name ).toBe( 'a' );
		expect( blocks[ 1 ]?.uid ).not.toBe( 'a' );
	} );

	it( 'does not open on a template rendered for preview', () => {
		renderCanvas( 'prod' );
		fireEvent.contextMenu( screen.getByText( 'Heading text' ) );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
	} );
} );
