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
import NetworkToggle from '../../../components/entity-list/network/network-toggle';
import { forgetNetworkLists } from '../../../components/entity-list/network/use-network-list';
import { readOnlyNetworkRow } from '../../../components/entity-list/network/test/read-only-section';

let requests: APIFetchOptions[] = [];

/**
 * Answers the list's requests: the network route with `network`, the
 * templates of the site with `own`, everything else with `other`.
 *
 * @param network The network route's answer.
 * @param own     The site's templates.
 * @param other   Any other request's answer.
 */
function answer(
	network: unknown,
	own: unknown[] = [],
	other: ( options: APIFetchOptions ) => unknown = () => ( {} )
) {
	requests = [];
	forgetNetworkLists();
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const path = decodeURIComponent( options.path ?? '' )
			.replace( /([?&])_locale=user&?/, '$1' )
			.replace( /[?&]$/, '' );
		requests.push( { ...options, path } );
		if ( path.startsWith( '/uipress/v1/users-roles' ) ) {
			return {
				roles: [ { name: 'editor', label: 'Editor', type: 'role' } ],
				users: [],
				total_users: 0,
			};
		}
		if ( path.startsWith( '/uipress/v1/network/' ) ) {
			return network;
		}
		if ( path.startsWith( '/wp/v2/uip-ui-template?' ) ) {
			return own;
		}
		return other( { ...options, path } );
	} );
}

const networkTemplate = {
	id: 12,
	title: 'Network look',
	status: 'publish',
	modified: '2026-05-01T10:00:00',
	type: 'ui-template',
	audience: {
		forRoles: [ 'editor' ],
		forUsers: [],
		excludesRoles: [],
		excludesUsers: [],
	},
};

describe( 'Network templates in the template list', () => {
	it( 'lists the network templates read-only, with a badge and who manages them', async () => {
		answer( { items: [ networkTemplate ], canMark: false } );
		render( <TemplateList onOpen={ jest.fn() } /> );

		const { row } = await readOnlyNetworkRow(
			'Network templates',
			/Network look/
		);
		expect( within( row ).getByText( 'Published' ) ).toBeInTheDocument();
		expect(
			await within( row ).findByText( 'Editor' )
		).toBeInTheDocument();
	} );

	it( 'shows no section when the network has no templates', async () => {
		answer( { items: [], canMark: false } );
		render( <TemplateList onOpen={ jest.fn() } /> );

		await screen.findByText( /There are no templates yet/ );
		expect(
			screen.queryByRole( 'region', { name: 'Network templates' } )
		).not.toBeInTheDocument();
	} );

	it( 'badges the site’s own templates that apply to every site', async () => {
		answer( { items: [], canMark: true }, [
			{
				id: 3,
				title: { raw: 'Everywhere' },
				status: 'publish',
				modified: '2026-05-01T10:00:00',
				uipress: { type: 'ui-template', network: true },
			},
		] );
		render( <TemplateList onOpen={ jest.fn() } /> );

		const row = await screen.findByRole( 'row', { name: /Everywhere/ } );
		expect( within( row ).getByText( 'Network' ) ).toBeInTheDocument();
	} );
} );

describe( 'NetworkToggle', () => {
	it( 'renders nothing for users who may not mark, and asks nothing more', async () => {
		answer( { items: [], canMark: false } );
		const { container } = render(
			<NetworkToggle kind="templates" id={ 3 } />
		);

		await waitFor( () => expect( requests ).toHaveLength( 1 ) );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'saves the mark at once for a network administrator', async () => {
		answer( { items: [], canMark: true }, [], ( options ) =>
			options.method === 'POST'
				? { uipress: { network: true } }
				: { uipress: { network: false } }
		);
		render( <NetworkToggle kind="menus" id={ 5 } /> );

		const toggle = await screen.findByRole( 'checkbox', {
			name: 'Apply to every site in the network',
		} );
		expect( toggle ).not.toBeChecked();
		fireEvent.click( toggle );

		await waitFor( () => expect( toggle ).toBeChecked() );
		const saved = requests.find( ( request ) => request.method === 'POST' );
		expect( saved?.path ).toBe(
			'/wp/v2/uip-admin-menu/5?_fields=uipress.network,uipress.networkAdmin'
		);
		expect( saved?.data ).toEqual( { uipress: { network: true } } );
		// Menus never take the network admin over.
		expect(
			screen.queryByRole( 'checkbox', {
				name: 'Also use in the network admin',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'offers the network admin for a network template, saved at once', async () => {
		answer( { items: [], canMark: true }, [], ( options ) =>
			options.method === 'POST'
				? { uipress: { network: true, networkAdmin: true } }
				: { uipress: { network: true, networkAdmin: false } }
		);
		render( <NetworkToggle kind="templates" id={ 3 } /> );

		const admin = await screen.findByRole( 'checkbox', {
			name: 'Also use in the network admin',
		} );
		expect( admin ).not.toBeChecked();
		fireEvent.click( admin );

		await waitFor( () => expect( admin ).toBeChecked() );
		const saved = requests.find( ( request ) => request.method === 'POST' );
		expect( saved?.data ).toEqual( { uipress: { networkAdmin: true } } );
	} );

	it( 'hides the network admin toggle while the template is not network-wide', async () => {
		answer( { items: [], canMark: true }, [], () => ( {
			uipress: { network: false, networkAdmin: false },
		} ) );
		render( <NetworkToggle kind="templates" id={ 3 } /> );

		await screen.findByRole( 'checkbox', {
			name: 'Apply to every site in the network',
		} );
		expect(
			screen.queryByRole( 'checkbox', {
				name: 'Also use in the network admin',
			} )
		).not.toBeInTheDocument();
	} );
} );
