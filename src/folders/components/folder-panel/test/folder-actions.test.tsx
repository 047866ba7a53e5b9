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
import { dispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { FolderPanel } from '..';
import { pagesTree } from '../../../test/pages-tree';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );
const mockedFetch = apiFetch as unknown as jest.Mock;
window.scrollTo = jest.fn();

let seq = 0;

async function openMenu( name: string ) {
	fireEvent.click(
		await screen.findByRole( 'button', { name: `Actions for “${ name }”` } )
	);
	return screen.findByRole( 'menu' );
}

async function panel() {
	const kind = `actions${ ++seq }`;
	mockedFetch.mockResolvedValueOnce( pagesTree( kind ) );
	render(
		<FolderPanel kind={ kind } folder={ null } onOpen={ jest.fn() } />
	);
	await screen.findByRole( 'treeitem', { name: 'Guides' } );
	return kind;
}

const topNames = () =>
	screen
		.getAllByRole( 'treeitem' )
		.filter( ( node ) => node.getAttribute( 'aria-level' ) === '1' )
		.map(
			( node ) =>
				document.getElementById(
					node.getAttribute( 'aria-labelledby' ) ?? ''
				)?.textContent
		);

afterEach( () => {
	act( () => {
		void dispatch( noticesStore ).removeAllNotices(
			'snackbar',
			'uipress/folders'
		);
	} );
	mockedFetch.mockReset();
} );

describe( 'A folder’s actions menu', () => {
	it( 'moves a folder down and up among its siblings (the ends disabled)', async () => {
		const kind = await panel();
		let menu = await openMenu( 'Guides' );
		expect(
			within( menu ).getByRole( 'menuitem', { name: 'Move up' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		mockedFetch.mockResolvedValueOnce( {
			id: 1,
			name: 'Guides',
			parent: 0,
			position: 1,
			count: 3,
		} );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Move down' } )
		);
		expect( topNames() ).toEqual( [
			'All',
			'Uncategorised',
			'Drafts',
			'Guides',
		] );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: `/uipress/v1/folders/${ kind }/1`,
			method: 'POST',
			data: { position: 1 },
		} );
		menu = await openMenu( 'Guides' );
		expect(
			within( menu ).getByRole( 'menuitem', { name: 'Move down' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'renames inline from the menu', async () => {
		const kind = await panel();
		const menu = await openMenu( 'Drafts' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Rename' } )
		);
		const field = await screen.findByRole( 'textbox', {
			name: 'Folder name',
		} );
		mockedFetch.mockResolvedValueOnce( {
			id: 2,
			name: 'Ideas',
			parent: 0,
			position: 1,
			count: 1,
		} );
		fireEvent.change( field, { target: { value: 'Ideas' } } );
		fireEvent.keyDown( field, { key: 'Enter' } );
		expect(
			await screen.findByRole( 'treeitem', { name: 'Ideas' } )
		).toBeInTheDocument();
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: `/uipress/v1/folders/${ kind }/2`,
			method: 'POST',
			data: { name: 'Ideas' },
		} );
	} );

	it( 'creates a subfolder and shows it', async () => {
		const kind = await panel();
		const menu = await openMenu( 'Drafts' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'New subfolder' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'New folder in “Drafts”',
		} );
		mockedFetch.mockResolvedValueOnce( {
			id: 8,
			name: 'Later',
			parent: 2,
			position: 0,
			count: 0,
		} );
		fireEvent.change(
			within( dialog ).getByRole( 'textbox', { name: 'Name' } ),
			{
				target: { value: 'Later' },
			}
		);
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Create' } )
		);
		const later = await screen.findByRole( 'treeitem', { name: 'Later' } );
		expect( later ).toHaveAttribute( 'aria-level', '2' );
		expect(
			screen.getByRole( 'treeitem', { name: 'Drafts' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		expect( mockedFetch ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				path: `/uipress/v1/folders/${ kind }`,
				data: { name: 'Later', parent: 2 },
			} )
		);
	} );

	it( 'moves a folder into another with the picker, never into its own subtree', async () => {
		const kind = await panel();
		const menu = await openMenu( 'Guides' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Move to folder…' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Move “Guides” to folder',
		} );
		const picker = within( dialog ).getByRole( 'tree' );
		expect(
			within( picker ).getByRole( 'treeitem', { name: 'Top level' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect(
			within( picker ).getByRole( 'treeitem', { name: 'Guides' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.click( within( picker ).getByText( 'Drafts' ) );
		mockedFetch.mockResolvedValueOnce( {
			id: 1,
			name: 'Guides',
			parent: 2,
			position: 0,
			count: 3,
		} );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Move' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: `/uipress/v1/folders/${ kind }/1`,
			method: 'POST',
			data: { parent: 2, position: 0 },
		} );
		expect( topNames() ).toEqual( [ 'All', 'Uncategorised', 'Drafts' ] );
	} );
} );
