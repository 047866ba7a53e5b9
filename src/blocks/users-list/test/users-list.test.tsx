/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { chosenRoles, usersAppUrl, usersShown } from '../users-list';

const NOTE =
	'User management blocks need User management turned on in UiPress settings.';

function user( id: number, name: string ) {
	return {
		id,
		login: name.toLowerCase(),
		name,
		firstName: name,
		lastName: '',
		email: `${ name.toLowerCase() }@example.test`,
		avatar: '',
		roles: [ 'editor' ],
		roleNames: [ 'Editor' ],
		posts: 2,
		registered: '2026-11-20T10:00:00Z',
		lastLogin: null,
		lastActivity: null,
		editUrl: '',
		canEdit: true,
		canDelete: true,
		canPromote: true,
		isCurrent: false,
	};
}

function usersBlock( options: Record< string, unknown > = {} ) {
	return block( 'uip-users-list', {
		settings: { block: { options: { perPage: 3, ...options } } },
	} );
}

describe( 'uip-users-list', () => {
	let requests: string[];
	beforeEach( () => {
		requests = [];
		window.uipressConfig = {
			appState: {
				loading: false,
				adminUrl: 'http://example.test/wp-admin/',
				menu_minimised: false,
			},
		};
	} );
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'lists the newest users of the chosen roles, with a link to the users app', async () => {
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options.path ?? '' );
			return {
				items: [ user( 7, 'Ada' ), user( 6, 'Grace' ) ],
				total: 2,
				totalPages: 1,
				page: 1,
				cursors: { prev: null, next: null },
			};
		} );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [
					usersBlock( {
						roles: [
							{ name: 'editor', label: 'Editor', type: 'role' },
						],
					} ),
				] }
			/>
		);
		expect( await screen.findByText( 'Ada' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Grace' ) ).toBeInTheDocument();
		const query = new URLSearchParams(
			( requests[ 0 ] ?? '' ).split( '?' )[ 1 ]
		);
		expect( query.get( 'per_page' ) ).toBe( '3' );
		expect( query.get( 'roles[0]' ) ).toBe( 'editor' );
		expect( query.get( 'orderby' ) ).toBe( 'registered' );
		expect(
			screen.getByRole( 'link', { name: 'Manage users' } )
		).toHaveAttribute(
			'href',
			'http://example.test/wp-admin/users.php?page=uip-users'
		);
	} );

	it( 'renders nothing for a viewer the route refuses', async () => {
		apiFetch.setFetchHandler( async () => {
			requests.push( 'asked' );
			throw {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			};
		} );
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ usersBlock() ] }
			/>
		);
		await waitFor( () => expect( requests ).toHaveLength( 1 ) );
		expect(
			container.querySelector( '.uip-users-block' )
		).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'Sorry, you are not allowed to do that.' )
		).not.toBeInTheDocument();
	} );

	it( 'says in the builder that user management is off, asking nothing', async () => {
		apiFetch.setFetchHandler( async () => {
			requests.push( 'asked' );
			return {};
		} );
		render(
			<TemplateRenderer
				mode="builder"
				templateId={ 7 }
				blocks={ [ usersBlock() ] }
			/>
		);
		expect( await screen.findByText( NOTE ) ).toBeInTheDocument();
		expect( requests ).toEqual( [] );
	} );

	it( 'reads its options', () => {
		expect( usersShown( { perPage: 500 } ) ).toBe( 50 );
		expect( usersShown( { perPage: 'x' } ) ).toBe( 5 );
		expect(
			chosenRoles( {
				roles: [ { name: 'author', label: 'Author', type: 'role' }, 3 ],
			} )
		).toEqual( [ 'author' ] );
		expect( usersAppUrl( 4 ) ).toBe(
			'http://example.test/wp-admin/users.php?page=uip-users&user=4'
		);
	} );
} );
