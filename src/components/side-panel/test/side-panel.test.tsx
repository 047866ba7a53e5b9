/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import SidePanel, {
	closeTo,
	navigate,
	routeParam,
	SIDE_PANEL_WIDTH,
	useRouteParam,
	withRouteParam,
} from '..';

const PAGE = 'http://localhost/wp-admin/admin.php?page=uip-menu-creator&menu=7';

/** A screen with two things, each with a panel the route opens. */
function Screen() {
	const [ item, setItem ] = useRouteParam( 'item' );
	return (
		<>
			{ [ 'posts', 'pages' ].map( ( name ) => (
				<button
					key={ name }
					type="button"
					data-item={ name }
					onClick={ () => setItem( name === item ? null : name ) }
				>
					{ name }
				</button>
			) ) }
			{ item && (
				<SidePanel
					title={ `${ item } settings` }
					closeRoute={ withRouteParam(
						window.location.href,
						'item',
						null
					) }
					returnFocus={ () =>
						document.querySelector< HTMLElement >(
							`[data-item="${ item }"]`
						)
					}
				>
					<button type="button">Section</button>
					<label htmlFor="side-panel-name">Name</label>
					<input id="side-panel-name" defaultValue={ item } />
					<input type="search" aria-label="Search icons" />
				</SidePanel>
			) }
		</>
	);
}

const panel = () => screen.queryByRole( 'dialog' );

beforeEach( () => {
	window.history.replaceState( null, '', PAGE );
} );

describe( 'side panel routes', () => {
	it( 'reads and writes one query argument, keeping the others', () => {
		expect( routeParam( `${ PAGE }&item=%3Eedit.php`, 'item' ) ).toBe(
			'>edit.php'
		);
		expect( routeParam( PAGE, 'item' ) ).toBeNull();
		expect( routeParam( `${ PAGE }&item=`, 'item' ) ).toBeNull();
		const open = withRouteParam( PAGE, 'item', '>edit.php' );
		expect( routeParam( open, 'item' ) ).toBe( '>edit.php' );
		expect( routeParam( open, 'menu' ) ).toBe( '7' );
		expect( withRouteParam( open, 'item', null ) ).toBe( PAGE );
	} );

	it( 'is 500 px wide, as the spec says', () => {
		expect( SIDE_PANEL_WIDTH ).toBe( 500 );
	} );

	it( 'steps back when closing to the route it was opened from, else goes there', async () => {
		const start = window.history.length;
		navigate( withRouteParam( PAGE, 'item', 'posts' ) );
		expect( window.history.length ).toBe( start + 1 );
		closeTo( PAGE );
		await waitFor( () => expect( window.location.href ).toBe( PAGE ) );

		// Opened by a link (no entry of ours): closing adds the close route.
		window.history.replaceState(
			null,
			'',
			withRouteParam( PAGE, 'item', 'posts' )
		);
		closeTo( PAGE );
		expect( window.location.href ).toBe( PAGE );
		expect( window.history.state ).toEqual( {
			uipOpenedFrom: withRouteParam( PAGE, 'item', 'posts' ),
		} );
	} );
} );

describe( 'SidePanel', () => {
	it( 'opens from the URL, a deep link included, with the focus inside', async () => {
		window.history.replaceState(
			null,
			'',
			withRouteParam( PAGE, 'item', 'pages' )
		);
		render( <Screen /> );
		expect( panel() ).toHaveAccessibleName( 'pages settings' );
		expect( screen.getByRole( 'textbox', { name: 'Name' } ) ).toHaveFocus();

		// Closed with its button: the URL loses the argument, the focus goes
		// to the thing it was about.
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		await waitFor( () => expect( panel() ).toBeNull() );
		expect( routeParam( window.location.href, 'item' ) ).toBeNull();
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'pages' } )
			).toHaveFocus()
		);
	} );

	it( 'opening pushes the URL; switching replaces it; Back closes it', async () => {
		render( <Screen /> );
		expect( panel() ).toBeNull();
		const start = window.history.length;

		fireEvent.click( screen.getByRole( 'button', { name: 'posts' } ) );
		expect( routeParam( window.location.href, 'item' ) ).toBe( 'posts' );
		expect( window.history.length ).toBe( start + 1 );
		expect( panel() ).toHaveAccessibleName( 'posts settings' );

		fireEvent.click( screen.getByRole( 'button', { name: 'pages' } ) );
		expect( routeParam( window.location.href, 'item' ) ).toBe( 'pages' );
		expect( window.history.length ).toBe( start + 1 );
		expect( panel() ).toHaveAccessibleName( 'pages settings' );

		act( () => window.history.back() );
		await waitFor( () => expect( panel() ).toBeNull() );
		expect( window.location.href ).toBe( PAGE );
	} );

	it( 'Escape closes it to its close route and the focus returns', async () => {
		render( <Screen /> );
		const posts = screen.getByRole( 'button', { name: 'posts' } );
		posts.focus();
		fireEvent.click( posts );
		const field = screen.getByRole( 'textbox', { name: 'Name' } );
		expect( field ).toHaveFocus();

		fireEvent.keyDown( field, { key: 'Escape' } );
		await waitFor( () => expect( panel() ).toBeNull() );
		expect( window.location.href ).toBe( PAGE );
		await waitFor( () => expect( posts ).toHaveFocus() );
	} );

	it( 'leaves an Escape to what inside handled it', () => {
		window.history.replaceState(
			null,
			'',
			withRouteParam( PAGE, 'item', 'posts' )
		);
		render( <Screen /> );
		const field = screen.getByRole( 'textbox', { name: 'Name' } );
		field.addEventListener( 'keydown', ( event ) =>
			event.preventDefault()
		);
		fireEvent.keyDown( field, { key: 'Escape' } );
		expect( panel() ).not.toBeNull();
		expect( routeParam( window.location.href, 'item' ) ).toBe( 'posts' );
	} );

	it( 'leaves an Escape in a search field with text to the search', () => {
		window.history.replaceState(
			null,
			'',
			withRouteParam( PAGE, 'item', 'posts' )
		);
		render( <Screen /> );
		const search = screen.getByRole( 'searchbox', {
			name: 'Search icons',
		} );
		fireEvent.change( search, { target: { value: 'cart' } } );
		fireEvent.keyDown( search, { key: 'Escape' } );
		expect( panel() ).not.toBeNull();
		// Empty, Escape closes the panel as anywhere else.
		fireEvent.change( search, { target: { value: '' } } );
		fireEvent.keyDown( search, { key: 'Escape' } );
		expect( routeParam( window.location.href, 'item' ) ).toBeNull();
	} );
} );
