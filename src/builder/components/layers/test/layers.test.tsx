/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';
import { fakeStore, testBlock } from '../../dnd/test/fake-builder-store';
import Layers from '../layers';

function uids( blocks: readonly Block[] ): unknown {
	return blocks.map( ( item ) =>
		item.content ? { [ item.uid ]: uids( item.content ) } : item.uid
	);
}

const row = ( name: string ) => screen.getByRole( 'treeitem', { name } );

describe( 'Layers', () => {
	beforeEach( () => {
		act( () => {
			dispatch( fakeStore ).setBlocks( [
				testBlock( 'a' ),
				testBlock( 'box', 'uip-container', [ testBlock( 'b' ) ] ),
				testBlock( 'c' ),
			] );
		} );
	} );

	it( 'shows the tree and selects a block on click', () => {
		render( <Layers /> );
		expect(
			screen.getByRole( 'tree', { name: 'Template blocks' } )
		).toBeInTheDocument();
		expect( screen.getAllByRole( 'treeitem' ) ).toHaveLength( 4 );
		fireEvent.click( row( 'b' ) );
		expect( select( fakeStore ).getSelectedUid() ).toBe( 'b' );
		expect( row( 'b' ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( row( 'b' ) ).toHaveAttribute( 'aria-level', '2' );
	} );

	it( 'highlights the hovered block', () => {
		render( <Layers /> );
		fireEvent.mouseEnter( row( 'a' ) );
		expect( select( fakeStore ).getHoveredUid() ).toBe( 'a' );
		fireEvent.mouseLeave( row( 'a' ) );
		expect( select( fakeStore ).getHoveredUid() ).toBeNull();
	} );

	it( 'collapses and expands a container', () => {
		render( <Layers /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Collapse box' } )
		);
		expect( screen.queryByRole( 'treeitem', { name: 'b' } ) ).toBeNull();
		expect( row( 'box' ) ).toHaveAttribute( 'aria-expanded', 'false' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Expand box' } ) );
		expect( row( 'b' ) ).toBeInTheDocument();
	} );

	it( 'renames with F2 or a double-click', () => {
		render( <Layers /> );
		fireEvent.keyDown( row( 'a' ), { key: 'F2' } );
		const input = screen.getByRole( 'textbox', { name: 'Block name' } );
		fireEvent.change( input, { target: { value: 'Title' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( select( fakeStore ).getBlock( 'a' )?.name ).toBe( 'Title' );

		fireEvent.doubleClick( row( 'c' ) );
		const second = screen.getByRole( 'textbox', { name: 'Block name' } );
		fireEvent.change( second, { target: { value: 'Ignored' } } );
		fireEvent.keyDown( second, { key: 'Escape' } );
		expect( select( fakeStore ).getBlock( 'c' )?.name ).toBe( 'c' );
	} );

	it( 'moves focus with the arrow keys', () => {
		render( <Layers /> );
		act( () => row( 'a' ).focus() );
		fireEvent.keyDown( row( 'a' ), { key: 'ArrowDown' } );
		expect( row( 'box' ) ).toHaveFocus();
		fireEvent.keyDown( row( 'box' ), { key: 'End' } );
		expect( row( 'c' ) ).toHaveFocus();
	} );

	it( 'moves blocks with Alt and the arrow keys', () => {
		render( <Layers /> );
		fireEvent.keyDown( row( 'c' ), { key: 'ArrowUp', altKey: true } );
		expect( uids( select( fakeStore ).getBlocks() ) ).toEqual( [
			'a',
			'c',
			{ box: [ 'b' ] },
		] );
		fireEvent.keyDown( row( 'b' ), { key: 'ArrowLeft', altKey: true } );
		expect( uids( select( fakeStore ).getBlocks() ) ).toEqual( [
			'a',
			'c',
			{ box: [] },
			'b',
		] );
		fireEvent.keyDown( row( 'b' ), { key: 'ArrowRight', altKey: true } );
		expect( uids( select( fakeStore ).getBlocks() ) ).toEqual( [
			'a',
			'c',
			{ box: [ 'b' ] },
		] );
	} );

	it( 'opens the context menu on a right-click and runs an entry', () => {
		render( <Layers /> );
		fireEvent.contextMenu( row( 'a' ), { clientX: 50, clientY: 60 } );
		const menu = screen.getByRole( 'menu', { name: 'Block actions' } );
		expect( menu ).toBeInTheDocument();
		// MenuItem keeps an unavailable entry focusable (aria-disabled).
		expect(
			screen.getByRole( 'menuitem', { name: 'Move up' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.click(
			screen.getByRole( 'menuitem', { name: 'Duplicate' } )
		);
		expect( select( fakeStore ).getBlocks() ).toHaveLength( 4 );
		expect(
			screen.queryByRole( 'menu', { name: 'Block actions' } )
		).toBeNull();
	} );

	it( 'closes the context menu on Escape and on an outside click', () => {
		render( <Layers /> );
		fireEvent.contextMenu( row( 'a' ) );
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		fireEvent.contextMenu( row( 'a' ) );
		fireEvent.pointerDown( document.body );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
	} );
} );
