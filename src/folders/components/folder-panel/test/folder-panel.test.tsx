/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { speak } from '@wordpress/a11y';
import { dispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { FolderPanel } from '..';
import { foldersStore } from '../../../store';
import { DRAG_ITEMS_TYPE } from '../../../drag';
import type { FolderTree } from '../../../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );
const mockedFetch = apiFetch as unknown as jest.Mock;

// Snackbars and dialogs scroll into view; jsdom has no layout.
window.scrollTo = jest.fn();

let kindSeq = 0;

function tree(
	kind: string,
	overrides: Partial< FolderTree > = {}
): FolderTree {
	return {
		kind,
		label: 'Media',
		folders: [
			{ id: 1, name: 'Photos', parent: 0, position: 0, count: 3 },
			{ id: 2, name: 'Logos', parent: 0, position: 1, count: 1 },
			{ id: 3, name: '2024', parent: 1, position: 0, count: 2 },
		],
		all: 10,
		uncategorised: 4,
		canEdit: true,
		...overrides,
	};
}

/** A fresh kind per test: the store is the default registry's. */
function nextKind() {
	kindSeq++;
	return `kind${ kindSeq }`;
}

function dataTransfer( data: Record< string, string > ) {
	return {
		types: Object.keys( data ),
		getData: ( type: string ) => data[ type ] ?? '',
		setData: jest.fn(),
		dropEffect: 'none',
	};
}

afterEach( () => {
	act( () => {
		void dispatch( noticesStore ).removeAllNotices(
			'snackbar',
			'uipress/folders'
		);
	} );
	mockedFetch.mockReset();
	( speak as jest.Mock ).mockReset();
} );

describe( 'FolderPanel', () => {
	it( 'loads the tree, shows All and Uncategorised with counts, and opens a folder', async () => {
		const kind = nextKind();
		mockedFetch.mockResolvedValueOnce( tree( kind ) );
		const onOpen = jest.fn();
		render(
			<FolderPanel kind={ kind } folder={ null } onOpen={ onOpen } />
		);
		const all = await screen.findByRole( 'treeitem', { name: 'All' } );
		expect( mockedFetch ).toHaveBeenCalledWith(
			expect.objectContaining( { path: `/uipress/v1/folders/${ kind }` } )
		);
		expect(
			screen.getByRole( 'heading', { name: 'Media' } )
		).toBeInTheDocument();
		expect( all ).toHaveAttribute( 'aria-selected', 'true' );
		expect( all ).toHaveAccessibleDescription( '10 items' );
		const uncategorised = screen.getByRole( 'treeitem', {
			name: 'Uncategorised',
		} );
		expect( uncategorised ).toHaveAccessibleDescription( '4 items' );
		const photos = screen.getByRole( 'treeitem', { name: 'Photos' } );
		expect( photos ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( photos ).toHaveAttribute( 'aria-posinset', '3' );
		expect( photos ).toHaveAttribute( 'aria-setsize', '4' );
		fireEvent.click( within( photos ).getByText( 'Photos' ) );
		expect( onOpen ).toHaveBeenCalledWith( 1 );
		fireEvent.click( within( uncategorised ).getByText( 'Uncategorised' ) );
		expect( onOpen ).toHaveBeenCalledWith( 0 );
	} );

	it( 'shows an error with Retry, which loads again', async () => {
		const kind = nextKind();
		mockedFetch.mockRejectedValueOnce( { code: 'x', message: 'No luck.' } );
		render(
			<FolderPanel kind={ kind } folder={ null } onOpen={ jest.fn() } />
		);
		expect( await screen.findByText( 'No luck.' ) ).toBeInTheDocument();
		mockedFetch.mockResolvedValueOnce( tree( kind ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect(
			await screen.findByRole( 'treeitem', { name: 'Photos' } )
		).toBeInTheDocument();
	} );

	it( 'says there are no folders yet and creates the first one', async () => {
		const kind = nextKind();
		mockedFetch.mockResolvedValueOnce( tree( kind, { folders: [] } ) );
		render(
			<FolderPanel kind={ kind } folder={ null } onOpen={ jest.fn() } />
		);
		expect(
			await screen.findByText( 'No folders yet' )
		).toBeInTheDocument();
		const buttons = screen.getAllByRole( 'button', { name: 'New folder' } );
		fireEvent.click( buttons[ buttons.length - 1 ] as HTMLElement );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'New folder',
		} );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Create' } )
		);
		expect(
			await within( dialog ).findByText( 'A folder needs a name.' )
		).toBeInTheDocument();
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		mockedFetch.mockResolvedValueOnce( {
			id: 9,
			name: 'Receipts',
			parent: 0,
			position: 0,
			count: 0,
		} );
		fireEvent.change(
			within( dialog ).getByRole( 'textbox', { name: 'Name' } ),
			{
				target: { value: ' Receipts ' },
			}
		);
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Create' } )
		);
		expect(
			await screen.findByRole( 'treeitem', { name: 'Receipts' } )
		).toBeInTheDocument();
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: `/uipress/v1/folders/${ kind }`,
			method: 'POST',
			data: { name: 'Receipts', parent: 0 },
		} );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( speak ).toHaveBeenCalledWith( 'Folder “Receipts” created.' );
	} );

	it( 'files dropped items and tells the host, with the new counts', async () => {
		const kind = nextKind();
		mockedFetch.mockResolvedValueOnce( tree( kind ) );
		const onItemsMoved = jest.fn();
		render(
			<FolderPanel
				kind={ kind }
				folder={ null }
				onOpen={ jest.fn() }
				onItemsMoved={ onItemsMoved }
			/>
		);
		const logos = await screen.findByRole( 'treeitem', { name: 'Logos' } );
		const answer = {
			moved: 2,
			folder: 2,
			counts: { 2: 3 },
			uncategorised: 2,
		};
		mockedFetch.mockResolvedValueOnce( answer );
		const row = within( logos ).getByText( 'Logos' )
			.parentElement as HTMLElement;
		const transfer = dataTransfer( {
			[ DRAG_ITEMS_TYPE ]: JSON.stringify( { kind, ids: [ 7, 8 ] } ),
		} );
		fireEvent.dragOver( row, { dataTransfer: transfer } );
		expect( logos ).toHaveClass( 'is-drop-target' );
		fireEvent.drop( row, { dataTransfer: transfer } );
		await waitFor( () =>
			expect( onItemsMoved ).toHaveBeenCalledWith( answer, [ 7, 8 ] )
		);
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: `/uipress/v1/folders/${ kind }/items`,
			method: 'POST',
			data: { ids: [ 7, 8 ], folder: 2 },
		} );
		expect( logos ).toHaveAccessibleDescription( '3 items' );
		expect(
			screen.getByRole( 'treeitem', { name: 'Uncategorised' } )
		).toHaveAccessibleDescription( '2 items' );
		expect( speak ).toHaveBeenCalledWith( '2 items moved to “Logos”.' );
	} );

	it( 'ignores drops on All and items of another kind', async () => {
		const kind = nextKind();
		mockedFetch.mockResolvedValueOnce( tree( kind ) );
		render(
			<FolderPanel kind={ kind } folder={ null } onOpen={ jest.fn() } />
		);
		const all = await screen.findByRole( 'treeitem', { name: 'All' } );
		const transfer = dataTransfer( {
			[ DRAG_ITEMS_TYPE ]: JSON.stringify( { kind, ids: [ 7 ] } ),
		} );
		fireEvent.drop( within( all ).getByText( 'All' ), {
			dataTransfer: transfer,
		} );
		const logos = screen.getByRole( 'treeitem', { name: 'Logos' } );
		fireEvent.drop( within( logos ).getByText( 'Logos' ), {
			dataTransfer: dataTransfer( {
				[ DRAG_ITEMS_TYPE ]: JSON.stringify( {
					kind: 'other',
					ids: [ 7 ],
				} ),
			} ),
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'deletes with Delete and restores with the snackbar’s Undo', async () => {
		const kind = nextKind();
		mockedFetch.mockResolvedValueOnce( tree( kind ) );
		const onOpen = jest.fn();
		render( <FolderPanel kind={ kind } folder={ 2 } onOpen={ onOpen } /> );
		const logos = await screen.findByRole( 'treeitem', { name: 'Logos' } );
		expect( logos ).toHaveAttribute( 'tabindex', '0' );
		const snapshot = {
			name: 'Logos',
			parent: 0,
			position: 1,
			items: [ 5 ],
			children: [],
		};
		mockedFetch.mockResolvedValueOnce( {
			deleted: snapshot,
			folders: tree( kind ).folders.filter( ( one ) => one.id !== 2 ),
		} );
		act( () => logos.focus() );
		fireEvent.keyDown( logos, { key: 'Delete' } );
		const undo = await screen.findByRole( 'button', { name: 'Undo' } );
		expect(
			screen.queryByRole( 'treeitem', { name: 'Logos' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'treeitem', { name: 'Uncategorised' } )
		).toHaveAccessibleDescription( '5 items' );
		// The open folder is gone: All opens.
		expect( onOpen ).toHaveBeenCalledWith( null );
		// Focus stays in the tree (on its tab stop), not lost on the page.
		const treeNode = screen.getByRole( 'tree' );
		await waitFor( () =>
			expect(
				treeNode.ownerDocument.activeElement?.getAttribute( 'role' )
			).toBe( 'treeitem' )
		);
		expect( speak ).toHaveBeenCalledWith( 'Folder “Logos” deleted.' );
		mockedFetch
			.mockResolvedValueOnce( {
				id: 12,
				name: 'Logos',
				parent: 0,
				position: 1,
				count: 1,
			} )
			.mockResolvedValueOnce(
				tree( kind, {
					folders: [
						...tree( kind ).folders.filter(
							( one ) => one.id !== 2
						),
						{
							id: 12,
							name: 'Logos',
							parent: 0,
							position: 1,
							count: 1,
						},
					],
				} )
			);
		fireEvent.click( undo );
		expect(
			await screen.findByRole( 'treeitem', { name: 'Logos' } )
		).toBeInTheDocument();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: `/uipress/v1/folders/${ kind }/restore`,
			method: 'POST',
			data: { snapshot },
		} );
		await waitFor( () =>
			expect(
				screen.getByRole( 'treeitem', { name: 'Uncategorised' } )
			).toHaveAccessibleDescription( '4 items' )
		);
	} );

	it( 'offers no editing to a viewer who may not edit', async () => {
		const kind = nextKind();
		mockedFetch.mockResolvedValueOnce( tree( kind, { canEdit: false } ) );
		render(
			<FolderPanel kind={ kind } folder={ null } onOpen={ jest.fn() } />
		);
		const photos = await screen.findByRole( 'treeitem', {
			name: 'Photos',
		} );
		expect(
			screen.queryByRole( 'button', { name: 'New folder' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Actions for/ } )
		).not.toBeInTheDocument();
		fireEvent.keyDown( photos, { key: 'F2' } );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
	} );

	it( 'shows progress while a move of more than 100 items runs', async () => {
		const kind = nextKind();
		mockedFetch.mockResolvedValueOnce( tree( kind ) );
		render(
			<FolderPanel kind={ kind } folder={ null } onOpen={ jest.fn() } />
		);
		await screen.findByRole( 'treeitem', { name: 'Photos' } );
		let finish: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValueOnce(
			new Promise( ( resolve ) => ( finish = resolve ) )
		);
		const ids = Array.from( { length: 150 }, ( _, index ) => index + 1 );
		let moving: Promise< unknown > = Promise.resolve();
		act( () => {
			moving = dispatch( foldersStore ).moveItems( kind, ids, 1 );
		} );
		expect(
			await screen.findByText( 'Moving 0 of 150 items…' )
		).toBeInTheDocument();
		await act( async () => {
			finish( {
				moved: 150,
				folder: 1,
				counts: { 1: 153 },
				uncategorised: 0,
			} );
			await moving;
		} );
		expect( screen.queryByText( /Moving/ ) ).not.toBeInTheDocument();
	} );
} );
