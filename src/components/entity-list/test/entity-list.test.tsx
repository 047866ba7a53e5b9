/**
 * External dependencies
 */
import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import EntityList from '../entity-list';
import { PATH, restPost, servePosts, testConfig } from './fixtures';

// jsdom has no CSS.supports, which the actions menu asks.
beforeAll( () => {
	Object.defineProperty( window, 'CSS', {
		configurable: true,
		value: { supports: () => false, escape: ( text: string ) => text },
	} );
} );

async function rowAction( title: RegExp, action: string ) {
	const row = await screen.findByRole( 'row', { name: title } );
	fireEvent.click( within( row ).getByRole( 'button', { name: 'Actions' } ) );
	fireEvent.click( await screen.findByRole( 'menuitem', { name: action } ) );
}

/** Opens the status filter and adds the trash to it. */
async function showTrash() {
	fireEvent.click(
		screen.getByRole( 'button', { name: /Status includes/ } )
	);
	fireEvent.click( await screen.findByRole( 'option', { name: 'Trash' } ) );
}

describe( 'EntityList', () => {
	it( 'shows a loading status, then the live posts with role names', async () => {
		const calls = servePosts( PATH, [
			restPost( 1, 'Sales board' ),
			restPost( 2, 'Old board', 'trash' ),
		] );
		render( <EntityList config={ testConfig() } onOpen={ jest.fn() } /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading posts…'
		);
		const row = await screen.findByRole( 'row', { name: /Sales board/ } );
		expect( within( row ).getByText( 'Published' ) ).toBeInTheDocument();
		expect(
			await within( row ).findByText( 'Editor' )
		).toBeInTheDocument();
		// The trash is a filter away.
		expect( screen.queryByRole( 'row', { name: /Old board/ } ) ).toBeNull();
		expect( decodeURIComponent( calls[ 0 ]?.path ?? '' ) ).toContain(
			`${ PATH }?context=edit&status=publish,draft,trash&per_page=100`
		);
	} );

	it( 'shows the server message and tries again', async () => {
		let refuse = true;
		servePosts( PATH, [ restPost( 1, 'Sales board' ) ], ( options ) =>
			Boolean( refuse && options.path?.startsWith( PATH ) )
		);
		render( <EntityList config={ testConfig() } onOpen={ jest.fn() } /> );
		expect( await screen.findByText( 'Sorry, no.' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'The posts could not be loaded.' )
		).toBeInTheDocument();
		refuse = false;
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByRole( 'row', { name: /Sales board/ } )
		).toBeInTheDocument();
	} );

	it( 'invites to create when there is nothing', async () => {
		servePosts( PATH, [] );
		const onOpen = jest.fn();
		render( <EntityList config={ testConfig() } onOpen={ onOpen } /> );
		await screen.findByText( 'There are no posts yet.' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Create post' } )
		);
		// The new draft opens.
		await waitFor( () => expect( onOpen ).toHaveBeenCalledWith( 9 ) );
	} );

	it( 'searches by title', async () => {
		servePosts( PATH, [
			restPost( 1, 'Sales board' ),
			restPost( 2, 'Editors' ),
		] );
		render( <EntityList config={ testConfig() } onOpen={ jest.fn() } /> );
		await screen.findByRole( 'row', { name: /Sales board/ } );
		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'sales' },
		} );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'row', { name: /Editors/ } )
			).toBeNull()
		);
		expect(
			screen.getByRole( 'row', { name: /Sales board/ } )
		).toBeInTheDocument();
	} );

	it( 'moves to the trash, and deletes from the trash only after confirmation', async () => {
		const posts = [ restPost( 4, 'Old one' ) ];
		const calls = servePosts( PATH, posts );
		const config = testConfig();
		render( <EntityList config={ config } onOpen={ jest.fn() } /> );
		await rowAction( /Old one/, 'Move to trash' );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'row', { name: /Old one/ } )
			).toBeNull()
		);
		expect( posts[ 0 ]?.status ).toBe( 'trash' );
		expect( calls.at( -1 ) ).toMatchObject( {
			path: `${ PATH }/4?_locale=user`,
			headers: { 'X-HTTP-Method-Override': 'DELETE' },
		} );

		// The trash: restore brings it back as a draft.
		await showTrash();
		await rowAction( /Old one/, 'Restore' );
		await waitFor( () => expect( posts[ 0 ]?.status ).toBe( 'draft' ) );

		// Trashed again, then deleted for good once confirmed.
		await rowAction( /Old one/, 'Move to trash' );
		await waitFor( () => expect( posts[ 0 ]?.status ).toBe( 'trash' ) );
		await rowAction( /Old one/, 'Delete permanently' );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Delete permanently?',
		} );
		expect(
			within( dialog ).getByText( '1 will be deleted for good.' )
		).toBeInTheDocument();
		expect( posts ).toHaveLength( 1 );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);
		await waitFor( () => expect( posts ).toHaveLength( 0 ) );
		expect( calls.at( -1 )?.path ).toContain( `${ PATH }/4?force=true` );
	} );

	it( 'opens a post from its title', async () => {
		servePosts( PATH, [ restPost( 1, 'Sales board' ) ] );
		const onOpen = jest.fn();
		render( <EntityList config={ testConfig() } onOpen={ onOpen } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Sales board' } )
		);
		expect( onOpen ).toHaveBeenCalledWith( 1 );
		const row = screen.getByRole( 'row', { name: /Sales board/ } );
		fireEvent.click(
			within( row ).getByRole( 'button', { name: 'Open in editor' } )
		);
		expect( onOpen ).toHaveBeenCalledTimes( 2 );
	} );
} );
