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
import {
	clearNotifications,
	shownNotifications,
} from '../../../components/utils/test-helpers';
import { textFile } from '../../../components/entity-list/test/fixtures';
import TemplateList from '../template-list';

type Handler = ( options: APIFetchOptions ) => Promise< unknown >;

let requests: APIFetchOptions[] = [];

function answer( handler: Handler ) {
	requests = [];
	apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
		const path = decodeURIComponent( options.path ?? '' )
			.replace( /([?&])_locale=user&?/, '$1' )
			.replace( /[?&]$/, '' );
		// The kept view: none saved.
		if ( path.startsWith( '/uipress/v1/preferences/' ) ) {
			return Promise.resolve( { value: null } );
		}
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

// jsdom has no CSS.supports, which the actions menu asks.
beforeAll( () => {
	Object.defineProperty( window, 'CSS', {
		configurable: true,
		value: { supports: () => false, escape: ( text: string ) => text },
	} );
} );

beforeEach( () => clearNotifications() );

async function rowAction( title: RegExp, action: string ) {
	const row = await screen.findByRole( 'row', { name: title } );
	fireEvent.click( within( row ).getByRole( 'button', { name: 'Actions' } ) );
	fireEvent.click( await screen.findByRole( 'menuitem', { name: action } ) );
}

describe( 'TemplateList', () => {
	it( 'shows a loading status, then the table with the type and role names', async () => {
		answer( () =>
			Promise.resolve( [ post( 1, 'Admin look', 'publish' ) ] )
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading templates…'
		);
		const row = await screen.findByRole( 'row', { name: /Admin look/ } );
		expect( within( row ).getByText( 'Published' ) ).toBeInTheDocument();
		expect(
			within( row ).getByText( 'Admin interface' )
		).toBeInTheDocument();
		// Roles by name, not as stored.
		expect(
			await within( row ).findByText( 'Administrator' )
		).toBeInTheDocument();
		expect( requests[ 0 ]?.path ).toBe(
			'/wp/v2/uip-ui-template?context=edit&status=publish,draft,trash&per_page=100'
		);
	} );

	it( 'shows the server message when the list fails', async () => {
		answer( () =>
			Promise.reject( { code: 'rest_forbidden', message: 'Sorry, no.' } )
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		expect( await screen.findByText( 'Sorry, no.' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'The templates could not be loaded.' )
		).toBeInTheDocument();
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

	it( 'opens a template with “Open in builder”', async () => {
		answer( () => Promise.resolve( [ post( 4, 'Old one' ) ] ) );
		const onOpen = jest.fn();
		render( <TemplateList onOpen={ onOpen } /> );
		const row = await screen.findByRole( 'row', { name: /Old one/ } );
		fireEvent.click(
			within( row ).getByRole( 'button', { name: 'Open in builder' } )
		);
		expect( onOpen ).toHaveBeenCalledWith( 4 );
	} );

	it( 'moves to the trash from the row’s actions', async () => {
		answer( ( options ) =>
			Promise.resolve(
				options.method === 'POST'
					? post( 4, 'Old one', 'trash' )
					: [ post( 4, 'Old one' ) ]
			)
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		await rowAction( /Old one/, 'Move to trash' );
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

	it( 'renames in a dialog', async () => {
		answer( ( options ) =>
			Promise.resolve(
				options.method === 'POST'
					? post( 4, ( options.data as { title: string } ).title )
					: [ post( 4, 'Old name' ) ]
			)
		);
		render( <TemplateList onOpen={ jest.fn() } /> );
		await rowAction( /Old name/, 'Rename' );
		fireEvent.change(
			await screen.findByRole( 'textbox', { name: 'Template title' } ),
			{ target: { value: 'New name' } }
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Save title' } ) );
		expect(
			await screen.findByRole( 'button', { name: 'New name' } )
		).toBeInTheDocument();
		expect( requests[ 1 ] ).toMatchObject( {
			path: '/wp/v2/uip-ui-template/4?context=edit',
			data: { title: 'New name' },
		} );
	} );

	it( 'imports files as drafts and says, file by file, what was refused and why', async () => {
		answer( ( options ) =>
			Promise.resolve(
				options.method === 'POST' ? post( 7, 'Imported' ) : []
			)
		);
		const { container } = render( <TemplateList onOpen={ jest.fn() } /> );
		await screen.findByText( /There are no templates yet/ );
		const input = container.querySelector( 'input[type="file"]' );
		if ( ! input ) {
			throw new Error( 'no file input' );
		}
		fireEvent.change( input, {
			target: {
				files: [
					textFile(
						'good.json',
						JSON.stringify( [
							{ title: 'Sales', uipress: { content: [] } },
						] )
					),
					textFile( 'broken.json', '{ nope' ),
					textFile(
						'no-name.json',
						JSON.stringify( [
							{ content: [ { moduleName: 'x' } ] },
						] )
					),
				],
			},
		} );
		const results = await screen.findByText( 'good.json' );
		const list = results.closest( 'ul' ) as HTMLElement;
		expect( list ).toHaveTextContent( 'good.json: 1 imported as a draft' );
		expect( list ).toHaveTextContent(
			'broken.json: Unable to import template. This file is not valid JSON.'
		);
		expect( list ).toHaveTextContent(
			'no-name.json: Unable to import template. Template 1: the block at content[0] has no name or module name.'
		);
		// Only the sound file was saved, as a draft.
		const saved = requests.filter(
			( request ) => request.method === 'POST'
		);
		expect( saved ).toHaveLength( 1 );
		expect( saved[ 0 ] ).toMatchObject( {
			data: { title: 'Sales', status: 'draft' },
		} );
		expect( shownNotifications() ).toHaveLength( 0 );
	} );
} );
