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
import {
	restPost,
	servePosts,
} from '../../../components/entity-list/test/fixtures';
import { MENUS_PATH } from '../../api/menus';
import MenuList from '../menu-list';

const menu = ( id: number, title: string, order: number, status = 'publish' ) =>
	restPost( id, title, status, [ 'author' ], order );

const serve = ( menus: ReturnType< typeof menu >[] ) =>
	servePosts( MENUS_PATH, menus );

// jsdom has no CSS.supports, which the actions menu asks.
beforeAll( () => {
	Object.defineProperty( window, 'CSS', {
		configurable: true,
		value: { supports: () => false, escape: ( text: string ) => text },
	} );
} );

const titles = () =>
	screen
		.getAllByRole( 'row' )
		.slice( 1 )
		.map( ( row ) => row.textContent ?? '' );

describe( 'MenuList', () => {
	it( 'lists menus in order of precedence and moves one up', async () => {
		const menus = [
			menu( 2, 'Second', 2 ),
			menu( 1, 'First', 1 ),
			menu( 3, 'Third', 3, 'draft' ),
		];
		const calls = serve( menus );
		render( <MenuList onOpen={ jest.fn() } /> );
		const second = await screen.findByRole( 'row', { name: /Second/ } );
		expect( titles()[ 0 ] ).toContain( 'First' );
		expect( within( second ).getByText( '2' ) ).toBeInTheDocument();

		fireEvent.click(
			within( second ).getByRole( 'button', { name: 'Actions' } )
		);
		fireEvent.click(
			await screen.findByRole( 'menuitem', { name: 'Move up' } )
		);
		await waitFor( () => expect( titles()[ 0 ] ).toContain( 'Second' ) );
		const saved = calls.filter(
			( call ) => call.method === 'POST' && call.data
		);
		expect( saved.map( ( call ) => [ call.path, call.data ] ) ).toEqual( [
			[ '/wp/v2/uip-admin-menu/2?_locale=user', { menu_order: 1 } ],
			[ '/wp/v2/uip-admin-menu/1?_locale=user', { menu_order: 2 } ],
		] );
	} );

	it( 'offers no Move up on the first menu', async () => {
		serve( [ menu( 1, 'First', 1 ), menu( 2, 'Second', 2 ) ] );
		render( <MenuList onOpen={ jest.fn() } /> );
		const first = await screen.findByRole( 'row', { name: /First/ } );
		fireEvent.click(
			within( first ).getByRole( 'button', { name: 'Actions' } )
		);
		await screen.findByRole( 'menuitem', { name: 'Move down' } );
		expect(
			screen.queryByRole( 'menuitem', { name: 'Move up' } )
		).toBeNull();
	} );

	it( 'creates a draft last in precedence and opens it', async () => {
		const calls = serve( [ menu( 1, 'First', 4 ) ] );
		const onOpen = jest.fn();
		render( <MenuList onOpen={ onOpen } /> );
		await screen.findByRole( 'row', { name: /First/ } );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Create menu' } )
		);
		await waitFor( () => expect( onOpen ).toHaveBeenCalled() );
		expect( calls.at( -1 ) ).toMatchObject( {
			method: 'POST',
			data: { title: 'New admin menu', status: 'draft', menu_order: 5 },
		} );
	} );
} );
