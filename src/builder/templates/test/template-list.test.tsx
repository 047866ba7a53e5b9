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
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import TemplateList from '../template-list';

type Handler = ( options: APIFetchOptions ) => Promise< unknown >;

let requests: APIFetchOptions[] = [];

function answer( handler: Handler ) {
	requests = [];
	apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
		const path = decodeURIComponent( options.path ?? '' )
			.replace( /([?&])_locale=user&?/, '$1' )
			.replace( /[?&]$/, '' );
		const request = { ...options, path };
		// The role names the list shows: answered here, not recorded.
		if ( path.startsWith( '/uipress/v1/users-roles' ) ) {
			return Promise.resolve( {
				roles: [
					{
						name: 'administrator',
						label: 'Administrator',
						type: 'role',
					},
				],
				users: [],
				total_users: 0,
			} );
		}
		// The network's templates (none on a single site): not recorded.
		if ( path.startsWith( '/uipress/v1/network/' ) ) {
			return Promise.resolve( { items: [], canMark: false } );
		}
		requests.push( request );
		return handler( request );
	} );
}

function post( id: number, title: string, status = 'draft' ) {
	return {
		id,
		title: { raw: title },
		status,
		modified: '2026-05-01T10:00:00',
		uipress: {
			type: 'ui-template',
			content: [],
			forRoles: [ 'administrator' ],
		},
	};
}

describe( 'TemplateList', () => {
	it( 'shows a loading status, then the table', async () => {
		answer( () =>
			Promise.resolve( [ post( 1, 'Admin look', 'publish' ) ] )
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading templates…'
		);
		const row = await screen.findByRole( 'row', { name: /Admin look/ } );
		expect( within( row ).getByText( 'Published' ) ).toBeInTheDocument();
		// Roles by name, not as stored.
		expect(
			await within( row ).findByText( 'Administrator' )
		).toBeInTheDocument();
		expect( requests[ 0 ]?.path ).toBe(
			'/wp/v2/uip-ui-template?context=edit&status=publish,draft&per_page=100'
		);
	} );

	it( 'shows the server message when the list fails', async () => {
		answer( () =>
			Promise.reject( { code: 'rest_forbidden', message: 'Sorry, no.' } )
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		expect( await screen.findByText( 'Sorry, no.' ) ).toBeInTheDocument();
	} );

	it( 'offers to create from the empty state and opens the new draft', async () => {
		answer( ( options ) =>
			Promise.resolve(
				options.method === 'POST' ? post( 9, 'Untitled template' ) : []
			)
		);
		const onOpen = jest.fn();
		render( <TemplateList onOpen={ onOpen } /> );
		await screen.findByText( /There are no templates yet/ );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Create template' } )
		);
		await waitFor( () => expect( onOpen ).toHaveBeenCalledWith( 9 ) );
		expect( requests[ 1 ] ).toMatchObject( {
			method: 'POST',
			data: {
				title: 'Untitled template',
				status: 'draft',
				uipress: { type: 'ui-template', content: [] },
			},
		} );
	} );

	it( 'deletes only after confirmation', async () => {
		answer( ( options ) =>
			Promise.resolve(
				options.method === 'POST' ? {} : [ post( 4, 'Old one' ) ]
			)
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Delete Old one' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'row', { name: /Old one/ } )
			).toBeNull()
		);
		// api-fetch sends DELETE as POST with a method override header.
		expect( requests[ 1 ] ).toMatchObject( {
			path: '/wp/v2/uip-ui-template/4',
			headers: { 'X-HTTP-Method-Override': 'DELETE' },
		} );
	} );

	it( 'renames inline', async () => {
		answer( ( options ) =>
			Promise.resolve(
				options.method === 'POST'
					? post( 4, ( options.data as { title: string } ).title )
					: [ post( 4, 'Old name' ) ]
			)
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Rename Old name' } )
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Template title' } ),
			{
				target: { value: 'New name' },
			}
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Save title' } ) );
		expect(
			await screen.findByRole( 'button', { name: 'New name' } )
		).toBeInTheDocument();
		expect( requests[ 1 ] ).toMatchObject( {
			path: '/wp/v2/uip-ui-template/4',
			data: { title: 'New name' },
		} );
	} );
} );
