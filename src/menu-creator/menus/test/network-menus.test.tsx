/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { forgetNetworkLists } from '../../../components/entity-list/network/use-network-list';
import { readOnlyNetworkRow } from '../../../components/entity-list/network/test/read-only-section';
import MenuList from '../menu-list';

function answer( network: unknown, own: unknown[] = [] ) {
	forgetNetworkLists();
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const path = options.path ?? '';
		if ( path.startsWith( '/uipress/v1/users-roles' ) ) {
			return {
				roles: [ { name: 'author', label: 'Author', type: 'role' } ],
				users: [],
				total_users: 0,
			};
		}
		if ( path.startsWith( '/uipress/v1/network/menus' ) ) {
			return network;
		}
		// The site's own menus.
		return own;
	} );
}

describe( 'Network menus in the menu list', () => {
	it( 'lists the network’s menus read-only below the site’s own', async () => {
		answer( {
			items: [
				{
					id: 40,
					title: 'Network menu',
					status: 'publish',
					modified: '2026-05-01T10:00:00',
					type: '',
					audience: {
						forRoles: [ 'author' ],
						forUsers: [],
						excludesRoles: [],
						excludesUsers: [],
					},
				},
			],
			canMark: false,
		} );
		render( <MenuList onOpen={ jest.fn() } /> );

		const { section, row } = await readOnlyNetworkRow(
			'Network menus',
			/Network menu/
		);
		expect(
			await within( row ).findByText( 'Author' )
		).toBeInTheDocument();
		// Menus have no type column.
		expect(
			within( section ).queryByRole( 'columnheader', { name: 'Type' } )
		).not.toBeInTheDocument();
	} );

	it( 'badges the main site’s own network-wide menus', async () => {
		answer( { items: [], canMark: true }, [
			{
				id: 7,
				title: { raw: 'Everywhere' },
				status: 'publish',
				menu_order: 0,
				modified: '2026-05-01T10:00:00',
				uipress: { forRoles: [ 'author' ], network: true },
			},
			{
				id: 8,
				title: { raw: 'Here only' },
				status: 'publish',
				menu_order: 1,
				modified: '2026-05-01T10:00:00',
				uipress: { forRoles: [ 'author' ], network: false },
			},
		] );
		render( <MenuList onOpen={ jest.fn() } /> );

		const everywhere = await screen.findByRole( 'row', {
			name: /Everywhere/,
		} );
		expect(
			within( everywhere ).getByText( 'Network' )
		).toBeInTheDocument();
		const here = screen.getByRole( 'row', { name: /Here only/ } );
		expect(
			within( here ).queryByText( 'Network' )
		).not.toBeInTheDocument();
	} );
} );
