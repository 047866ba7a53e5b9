/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import FolderTree, { type FolderTreeProps } from '..';
import type { Folder } from '../../../types';

const FOLDERS: Folder[] = [
	{ id: 1, name: 'Photos', parent: 0, position: 0, count: 3 },
	{ id: 2, name: 'Logos', parent: 0, position: 1, count: 1 },
	{ id: 3, name: '2024', parent: 1, position: 0, count: 2 },
	{ id: 4, name: '2023', parent: 1, position: 1, count: 0 },
	{ id: 5, name: 'Posters', parent: 0, position: 2, count: 0 },
	{ id: 6, name: 'Summer', parent: 3, position: 0, count: 0 },
];

/**
 * The tree with its open folder and renaming held as a host holds them.
 * @param props
 */
function Host(
	props: Partial< FolderTreeProps > & { initial?: number | null }
) {
	const [ selected, setSelected ] = useState< number | null >(
		props.initial ?? null
	);
	const [ renaming, setRenaming ] = useState< number | null >( null );
	return (
		<FolderTree
			kind="attachment"
			label="Media folders"
			folders={ FOLDERS }
			all={ 12 }
			uncategorised={ 6 }
			selected={ selected }
			renaming={ renaming }
			onRenamingChange={ setRenaming }
			{ ...props }
			onOpen={ ( folder ) => {
				setSelected( folder );
				props.onOpen?.( folder );
			} }
		/>
	);
}

const item = ( name: string ) => screen.getByRole( 'treeitem', { name } );
/** The focused element (the tree's own document: no global). */
const active = () => screen.getByRole( 'tree' ).ownerDocument.activeElement;
const focused = () => {
	const labelledBy = active()?.getAttribute( 'aria-labelledby' );
	return labelledBy
		? document.getElementById( labelledBy )?.textContent
		: null;
};
const press = ( key: string, options: object = {} ) =>
	fireEvent.keyDown( active() as Element, { key, ...options } );

function start( props: Parameters< typeof Host >[ 0 ] = {} ) {
	render( <Host { ...props } /> );
	const tabStops = screen
		.getAllByRole( 'treeitem' )
		.filter( ( node ) => node.tabIndex === 0 );
	expect( tabStops ).toHaveLength( 1 );
	act( () => ( tabStops[ 0 ] as HTMLElement ).focus() );
}

describe( 'FolderTree', () => {
	it( 'is a tree of levels, set sizes and positions, with one tab stop on the open folder', () => {
		start( { initial: 3 } );
		expect(
			screen.getByRole( 'tree', { name: 'Media folders' } )
		).toBeInTheDocument();
		// The open folder's parents are expanded.
		expect( item( 'Photos' ) ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( item( '2024' ) ).toHaveAttribute( 'aria-level', '2' );
		expect( item( '2024' ) ).toHaveAttribute( 'aria-posinset', '1' );
		expect( item( '2024' ) ).toHaveAttribute( 'aria-setsize', '2' );
		expect( item( '2024' ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( item( '2024' ) ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( item( '2023' ) ).not.toHaveAttribute( 'aria-expanded' );
		expect( item( 'All' ) ).toHaveAttribute( 'aria-posinset', '1' );
		expect( item( 'Posters' ) ).toHaveAttribute( 'aria-posinset', '5' );
		expect( item( 'Posters' ) ).toHaveAttribute( 'aria-setsize', '5' );
		expect( focused() ).toBe( '2024' );
		expect( screen.getAllByRole( 'group' ) ).toHaveLength( 1 );
	} );

	it( 'walks with Down, Up, Home and End, moving the tab stop', () => {
		start();
		expect( focused() ).toBe( 'All' );
		press( 'ArrowDown' );
		expect( focused() ).toBe( 'Uncategorised' );
		press( 'ArrowDown' );
		expect( focused() ).toBe( 'Photos' );
		expect( item( 'Photos' ) ).toHaveAttribute( 'tabindex', '0' );
		expect( item( 'All' ) ).toHaveAttribute( 'tabindex', '-1' );
		press( 'ArrowUp' );
		expect( focused() ).toBe( 'Uncategorised' );
		press( 'End' );
		expect( focused() ).toBe( 'Posters' );
		press( 'ArrowDown' );
		expect( focused() ).toBe( 'Posters' );
		press( 'Home' );
		expect( focused() ).toBe( 'All' );
		press( 'ArrowUp' );
		expect( focused() ).toBe( 'All' );
	} );

	it( 'expands with Right, enters with Right again, and goes back with Left', () => {
		start();
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		press( 'ArrowRight' );
		expect( item( 'Photos' ) ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( focused() ).toBe( 'Photos' );
		press( 'ArrowRight' );
		expect( focused() ).toBe( '2024' );
		// A leaf: Right does nothing; Left goes to the parent.
		press( 'ArrowDown' );
		expect( focused() ).toBe( '2023' );
		press( 'ArrowRight' );
		expect( focused() ).toBe( '2023' );
		press( 'ArrowLeft' );
		expect( focused() ).toBe( 'Photos' );
		press( 'ArrowLeft' );
		expect( item( 'Photos' ) ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'treeitem', { name: '2024' } )
		).not.toBeInTheDocument();
		// At the top, Left stays.
		press( 'ArrowLeft' );
		expect( focused() ).toBe( 'Photos' );
		press( 'ArrowDown' );
		expect( focused() ).toBe( 'Logos' );
	} );

	it( 'opens with Enter and Space, and with a click', () => {
		const onOpen = jest.fn();
		start( { onOpen } );
		press( 'ArrowDown' );
		press( 'Enter' );
		expect( onOpen ).toHaveBeenLastCalledWith( 0 );
		expect( item( 'Uncategorised' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		press( 'ArrowDown' );
		press( ' ' );
		expect( onOpen ).toHaveBeenLastCalledWith( 1 );
		press( 'Home' );
		press( 'Enter' );
		expect( onOpen ).toHaveBeenLastCalledWith( null );
		fireEvent.click( screen.getByText( 'Logos' ) );
		expect( onOpen ).toHaveBeenLastCalledWith( 2 );
	} );

	it( 'finds a folder by typing the start of its name', () => {
		jest.useFakeTimers();
		try {
			start();
			press( 'p' );
			expect( focused() ).toBe( 'Photos' );
			// A growing prefix that still matches stays.
			press( 'h' );
			expect( focused() ).toBe( 'Photos' );
			act( () => {
				jest.advanceTimersByTime( 600 );
			} );
			press( 'p' );
			press( 'o' );
			expect( focused() ).toBe( 'Posters' );
			act( () => {
				jest.advanceTimersByTime( 600 );
			} );
			// The same letter again cycles through the names it starts.
			press( 'p' );
			expect( focused() ).toBe( 'Photos' );
			press( 'p' );
			expect( focused() ).toBe( 'Posters' );
			act( () => {
				jest.advanceTimersByTime( 600 );
			} );
			press( 'U' );
			expect( focused() ).toBe( 'Uncategorised' );
			// Nothing matches: focus stays.
			act( () => {
				jest.advanceTimersByTime( 600 );
			} );
			press( 'z' );
			expect( focused() ).toBe( 'Uncategorised' );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'renames with F2: Enter saves, an empty name is refused, Escape cancels', async () => {
		const onRename = jest.fn().mockResolvedValue( true );
		start( { onRename, initial: 2 } );
		press( 'F2' );
		const field = screen.getByRole( 'textbox', { name: 'Folder name' } );
		expect( field ).toHaveFocus();
		expect( field ).toHaveValue( 'Logos' );
		// The tree's keys edit the text.
		fireEvent.keyDown( field, { key: 'Home' } );
		expect( field ).toHaveFocus();
		fireEvent.change( field, { target: { value: '   ' } } );
		fireEvent.keyDown( field, { key: 'Enter' } );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'A folder needs a name.'
		);
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( onRename ).not.toHaveBeenCalled();
		fireEvent.change( field, { target: { value: 'Brand' } } );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		fireEvent.keyDown( field, { key: 'Enter' } );
		expect( onRename ).toHaveBeenCalledWith( 2, 'Brand' );
		await waitFor( () =>
			expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument()
		);
		expect( focused() ).toBe( 'Logos' );

		press( 'F2' );
		fireEvent.change( screen.getByRole( 'textbox' ), {
			target: { value: 'Other' },
		} );
		fireEvent.keyDown( screen.getByRole( 'textbox' ), { key: 'Escape' } );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect( onRename ).toHaveBeenCalledTimes( 1 );
		expect( focused() ).toBe( 'Logos' );
	} );

	it( 'keeps the field open when the server refuses the name', async () => {
		const onRename = jest.fn().mockResolvedValue( false );
		start( { onRename, initial: 2 } );
		press( 'F2' );
		const field = screen.getByRole( 'textbox', { name: 'Folder name' } );
		fireEvent.change( field, { target: { value: 'Photos' } } );
		fireEvent.keyDown( field, { key: 'Enter' } );
		await waitFor( () => expect( onRename ).toHaveBeenCalled() );
		await waitFor( () => expect( field ).not.toBeDisabled() );
		expect( screen.getByRole( 'textbox' ) ).toBeInTheDocument();
	} );

	it( 'offers no F2 nor Delete on All and Uncategorised, nor without handlers', () => {
		const onRename = jest.fn();
		const onDelete = jest.fn();
		start( { onRename, onDelete } );
		press( 'F2' );
		press( 'Delete' );
		press( 'ArrowDown' );
		press( 'F2' );
		press( 'Delete' );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect( onDelete ).not.toHaveBeenCalled();
		press( 'ArrowDown' );
		press( 'Delete' );
		expect( onDelete ).toHaveBeenCalledWith( 1 );
	} );

	it( 'shows disabled folders but does not open them', () => {
		const onOpen = jest.fn();
		start( { onOpen, disabled: new Set( [ 2 ] ) } );
		expect( item( 'Logos' ) ).toHaveAttribute( 'aria-disabled', 'true' );
		press( 'l' );
		expect( focused() ).toBe( 'Logos' );
		press( 'Enter' );
		expect( onOpen ).not.toHaveBeenCalled();
	} );

	it( 'nests a dragged folder on drop, and files items on Uncategorised', () => {
		const onItems = jest.fn();
		const onFolder = jest.fn();
		render( <Host drop={ { onItems, onFolder } } /> );
		const store = new Map< string, string >();
		const dataTransfer = {
			get types() {
				return [ ...store.keys() ];
			},
			setData: ( type: string, value: string ) =>
				store.set( type, value ),
			getData: ( type: string ) => store.get( type ) ?? '',
			setDragImage: jest.fn(),
			effectAllowed: 'all',
			dropEffect: 'none',
		};
		const logosRow = screen.getByText( 'Logos' )
			.parentElement as HTMLElement;
		expect( logosRow ).toHaveAttribute( 'draggable', 'true' );
		fireEvent.dragStart( logosRow, { dataTransfer } );
		const postersRow = screen.getByText( 'Posters' )
			.parentElement as HTMLElement;
		fireEvent.dragOver( postersRow, { dataTransfer } );
		expect( dataTransfer.dropEffect ).toBe( 'move' );
		fireEvent.drop( postersRow, { dataTransfer } );
		expect( onFolder ).toHaveBeenCalledWith( 5, 2 );
		// Dropped on itself: nothing.
		fireEvent.drop( logosRow, { dataTransfer } );
		expect( onFolder ).toHaveBeenCalledTimes( 1 );

		store.clear();
		store.set(
			'application/x-uipress-folder-items',
			JSON.stringify( { kind: 'attachment', ids: [ 4, 5 ] } )
		);
		fireEvent.drop( screen.getByText( 'Uncategorised' ), { dataTransfer } );
		expect( onItems ).toHaveBeenCalledWith( 0, [ 4, 5 ] );
		fireEvent.drop( screen.getByText( 'All' ), { dataTransfer } );
		expect( onItems ).toHaveBeenCalledTimes( 1 );
	} );
} );
