/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { serveNetwork } from '../../../components/entity-list/test/fixtures';
import { readOnlyNetworkRow } from '../../../components/entity-list/network/test/read-only-section';
import MenuList from '../menu-list';

const answer = serveNetwork;

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
