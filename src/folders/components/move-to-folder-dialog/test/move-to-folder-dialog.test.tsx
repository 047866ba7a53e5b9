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
import { MoveToFolderDialog } from '..';
import { pagesTree } from '../../../test/pages-tree';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );
const mockedFetch = apiFetch as unknown as jest.Mock;
window.scrollTo = jest.fn();

let seq = 0;

afterEach( () => {
	act( () => {
		void dispatch( noticesStore ).removeAllNotices(
			'snackbar',
			'uipress/folders'
		);
	} );
	mockedFetch.mockReset();
} );

describe( 'MoveToFolderDialog', () => {
	it( 'picks a folder with the keyboard and moves the items there', async () => {
		const kind = `dialog${ ++seq }`;
		mockedFetch.mockResolvedValueOnce( pagesTree( kind ) );
		const onMoved = jest.fn();
		const onClose = jest.fn();
		render(
			<MoveToFolderDialog
				kind={ kind }
				ids={ [ 11, 12, 13 ] }
				onClose={ onClose }
				onMoved={ onMoved }
			/>
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Move 3 items to folder',
		} );
		const move = within( dialog ).getByRole( 'button', { name: 'Move' } );
		expect( move ).toHaveAttribute( 'aria-disabled', 'true' );
		const picker = await within( dialog ).findByRole( 'tree' );
		// Items go to folders or Uncategorised, not to "All".
		expect(
			within( picker ).queryByRole( 'treeitem', { name: 'All' } )
		).not.toBeInTheDocument();
		const uncategorised = within( picker ).getByRole( 'treeitem', {
			name: 'Uncategorised',
		} );
		act( () => uncategorised.focus() );
		fireEvent.keyDown( uncategorised, { key: 'ArrowDown' } );
		fireEvent.keyDown( picker.ownerDocument.activeElement as Element, {
			key: 'ArrowRight',
		} );
		fireEvent.keyDown( picker.ownerDocument.activeElement as Element, {
			key: 'ArrowRight',
		} );
		const old = within( picker ).getByRole( 'treeitem', { name: 'Old' } );
		expect( old ).toHaveFocus();
		fireEvent.keyDown( old, { key: 'Enter' } );
		expect( old ).toHaveAttribute( 'aria-selected', 'true' );
		const answer = {
			moved: 3,
			folder: 3,
			counts: { 3: 5 },
			uncategorised: 1,
		};
		mockedFetch.mockResolvedValueOnce( answer );
		fireEvent.click( move );
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: `/uipress/v1/folders/${ kind }/items`,
			method: 'POST',
			data: { ids: [ 11, 12, 13 ], folder: 3 },
		} );
		expect( onMoved ).toHaveBeenCalledWith( answer, [ 11, 12, 13 ] );
	} );

	it( 'stays open with the server’s refusal, and Cancel closes it', async () => {
		const kind = `dialog${ ++seq }`;
		mockedFetch.mockResolvedValueOnce( pagesTree( kind ) );
		const onMoved = jest.fn();
		const onClose = jest.fn();
		render(
			<MoveToFolderDialog
				kind={ kind }
				ids={ [ 11 ] }
				onClose={ onClose }
				onMoved={ onMoved }
			/>
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Move 1 item to folder',
		} );
		fireEvent.click( await within( dialog ).findByText( 'Uncategorised' ) );
		mockedFetch.mockRejectedValueOnce( {
			code: 'uipress_folders_forbidden',
			message: 'You may not edit 1 of these items.',
		} );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Move' } )
		);
		await waitFor( () =>
			expect(
				within( dialog ).getByRole( 'button', { name: 'Move' } )
			).not.toHaveAttribute( 'aria-disabled' )
		);
		expect( mockedFetch ).toHaveBeenLastCalledWith(
			expect.objectContaining( { data: { ids: [ 11 ], folder: 0 } } )
		);
		expect( onMoved ).not.toHaveBeenCalled();
		expect( onClose ).not.toHaveBeenCalled();
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( onClose ).toHaveBeenCalled();
	} );
} );
