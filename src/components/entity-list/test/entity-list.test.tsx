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
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../utils/test-helpers';
import EntityList from '../entity-list';
import { forgetNetworkLists } from '../network/use-network-list';
import { PATH, restPost, testConfig } from './fixtures';

type Posts = ReturnType< typeof restPost >[];

/**
 * Answers the list's requests from `posts`, changing them as the server
 * would; role names and the network answered too.
 *
 * @param posts The stored posts.
 * @param fail  A request to refuse.
 */
function serve(
	posts: Posts,
	fail: ( options: APIFetchOptions ) => boolean = () => false
) {
	forgetNetworkLists();
	return answerApiFetch( ( options ) => {
		const path = decodeURIComponent( options.path ?? '' );
		// api-fetch sends DELETE as POST with a method override header.
		const headers = ( options.headers ?? {} ) as Record< string, string >;
		const method = headers[ 'X-HTTP-Method-Override' ] ?? options.method;
		if ( fail( options ) ) {
			throw { code: 'rest_forbidden', message: 'Sorry, no.' };
		}
		if ( path.startsWith( '/uipress/v1/users-roles' ) ) {
			return {
				roles: [ { name: 'editor', label: 'Editor', type: 'role' } ],
				users: [],
			};
		}
		if ( path.startsWith( '/uipress/v1/network/' ) ) {
			return { items: [], canMark: false };
		}
		if ( path.startsWith( '/uipress/v1/preferences/' ) ) {
			return { value: null };
		}
		const id = Number( /test-post\/(\d+)/.exec( path )?.[ 1 ] ?? 0 );
		const post = posts.find( ( item ) => item.id === id );
		if ( post && method === 'DELETE' ) {
			if ( path.includes( 'force=true' ) ) {
				posts.splice( posts.indexOf( post ), 1 );
				return { deleted: true };
			}
			post.status = 'trash';
			return post;
		}
		if ( post && method === 'POST' ) {
			Object.assign( post, options.data );
			return post;
		}
		return posts;
	} );
}

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
		const calls = serve( [
			restPost( 1, 'Sales board' ),
			restPost( 2, 'Old board', 'trash' ),
		] );
		render( <EntityList config={ testConfig() } onCreate={ jest.fn() } /> );
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
		serve( [ restPost( 1, 'Sales board' ) ], ( options ) =>
			Boolean( refuse && options.path?.startsWith( PATH ) )
		);
		render( <EntityList config={ testConfig() } onCreate={ jest.fn() } /> );
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
		serve( [] );
		const onCreate = jest.fn( async () => undefined );
		render( <EntityList config={ testConfig() } onCreate={ onCreate } /> );
		await screen.findByText( 'There are no posts yet.' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Create post' } )
		);
		await waitFor( () => expect( onCreate ).toHaveBeenCalled() );
	} );

	it( 'searches by title', async () => {
		serve( [ restPost( 1, 'Sales board' ), restPost( 2, 'Editors' ) ] );
		render( <EntityList config={ testConfig() } onCreate={ jest.fn() } /> );
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
		const calls = serve( posts );
		const config = testConfig();
		render( <EntityList config={ config } onCreate={ jest.fn() } /> );
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
		serve( [ restPost( 1, 'Sales board' ) ] );
		const config = testConfig();
		render( <EntityList config={ config } onCreate={ jest.fn() } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Sales board' } )
		);
		expect( config.onOpen ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 1 } )
		);
	} );
} );
