/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { BlockOptions, DisplayMode } from '../../../engine/types';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { validConfig } from '../../../shared/config/test/fixtures';
import { validRuntimeConfig } from '../../../shared/config/test/runtime-fixtures';
import { PAGE_EVENTS, dispatchPageEvent } from '../../../runtime/events';
import { fullScreenFlag } from '../../../runtime/flag';
import ContentFrame, { FULL_SCREEN_MESSAGE } from '../content-frame';
import { contentFrameDefinition } from '../definition';

const ADMIN = 'http://localhost:8888/wp-admin/';

function renderFrame( stored: BlockOptions = {}, mode: DisplayMode = 'prod' ) {
	return render(
		<ContentFrame
			block={ block( 'uip-content-frame' ) }
			mode={ mode }
			options={ optionsWithDefaults( contentFrameDefinition, stored ) }
		/>
	);
}

function frame(): HTMLIFrameElement {
	return screen.getByTitle( 'Page content' ) as HTMLIFrameElement;
}

/**
 * Makes the frame show a page (jsdom loads no pages) and fires its load.
 *
 * @param url   The page URL as the frame's window reports it.
 * @param title The page title.
 */
function loadPage( url: string, title = 'Posts ‹ My site' ): Document {
	const doc = document.implementation.createHTMLDocument( title );
	Object.defineProperty( frame(), 'contentDocument', {
		configurable: true,
		get: () => doc,
	} );
	Object.defineProperty( frame(), 'contentWindow', {
		configurable: true,
		get: () => ( { location: { href: url } } ),
	} );
	act( () => {
		fireEvent.load( frame() );
	} );
	return doc;
}

function record( name: string ) {
	const details: unknown[] = [];
	const listener = ( event: Event ) =>
		details.push( ( event as CustomEvent ).detail );
	document.addEventListener( name, listener );
	return details;
}

describe( 'uip-content-frame', () => {
	beforeEach( () => {
		window.uipressConfig = {
			...validConfig(),
			runtime: validRuntimeConfig( {
				frameUrl: `${ ADMIN }edit.php?uipid=4`,
				fullScreenUrls: [ 'page=gf_edit' ],
			} ),
		};
	} );

	afterEach( () => {
		delete window.uipressConfig;
		act( () => fullScreenFlag.set( false ) );
		jest.useRealTimers();
	} );

	it( 'loads the start page framed and stays hidden until it renders', () => {
		const starts = record( PAGE_EVENTS.loadStart );
		const { container } = renderFrame();
		expect( frame() ).toHaveAttribute(
			'src',
			`${ ADMIN }edit.php?uipid=4&uip-framed-page=1`
		);
		const root = container.querySelector( '.uip-content-frame' );
		expect( root ).not.toHaveClass( 'uip-content-frame--rendered' );
		expect( root ).toHaveAttribute( 'data-uip-frame-state', 'loading' );
		expect( starts ).toEqual( [ { url: `${ ADMIN }edit.php` } ] );
	} );

	it( 'syncs the title and pushes the stripped address 600 ms after load', () => {
		jest.useFakeTimers();
		const finishes = record( PAGE_EVENTS.loadFinish );
		const crumbs = record( PAGE_EVENTS.breadcrumbsUpdate );
		const push = jest
			.spyOn( window.history, 'pushState' )
			.mockImplementation( () => {} );
		const { container } = renderFrame();
		loadPage( `${ ADMIN }upload.php?mode=list&uip-framed-page=1` );
		expect( document.title ).toBe( 'Posts ‹ My site' );
		expect( crumbs ).toEqual( [
			{
				crumbs: [
					{ name: 'Posts', url: `${ ADMIN }upload.php?mode=list` },
				],
			},
		] );
		expect( container.querySelector( '.uip-content-frame' ) ).toHaveClass(
			'uip-content-frame--rendered'
		);
		expect( finishes ).toEqual( [
			{ url: `${ ADMIN }upload.php?mode=list` },
		] );
		act( () => jest.advanceTimersByTime( 599 ) );
		expect( push ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( push ).toHaveBeenCalledWith(
			expect.anything(),
			'',
			`${ ADMIN }upload.php?mode=list`
		);
		push.mockRestore();
	} );

	it( 'finishes loading after 3 s at the latest', () => {
		jest.useFakeTimers();
		const finishes = record( PAGE_EVENTS.loadFinish );
		const { container } = renderFrame( { hideLoader: false } );
		expect(
			container.querySelector( '.uip-content-frame__loader' )
		).not.toBeNull();
		act( () => jest.advanceTimersByTime( 2999 ) );
		expect( finishes ).toHaveLength( 0 );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( finishes ).toHaveLength( 1 );
		expect(
			container.querySelector( '.uip-content-frame' )
		).toHaveAttribute( 'data-uip-frame-state', 'ready' );
		expect(
			container.querySelector( '.uip-content-frame__loader' )
		).toBeNull();
	} );

	it( 'hides its loader with hideLoader', () => {
		const { container } = renderFrame( { hideLoader: true } );
		expect(
			container.querySelector( '.uip-content-frame__loader' )
		).toBeNull();
	} );

	it( 'loads the page a page-change event asks for, relative to the admin', () => {
		const starts = record( PAGE_EVENTS.loadStart );
		renderFrame();
		act( () =>
			dispatchPageEvent( PAGE_EVENTS.pageChange, {
				url: 'options-general.php',
			} )
		);
		expect( frame().src ).toBe(
			`${ ADMIN }options-general.php?uip-framed-page=1`
		);
		expect( starts.at( -1 ) ).toEqual( {
			url: `${ ADMIN }options-general.php`,
		} );
	} );

	it( 'follows admin links in the frame and leaves new-tab links alone', () => {
		renderFrame();
		const doc = loadPage( `${ ADMIN }edit.php?uip-framed-page=1` );
		doc.body.innerHTML = `<a href="${ ADMIN }users.php">Users</a><a href="${ ADMIN }tools.php" target="_blank">Tools</a>`;
		const [ users, tools ] = Array.from( doc.querySelectorAll( 'a' ) );

		const toolsClick = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		tools?.dispatchEvent( toolsClick );
		expect( toolsClick.defaultPrevented ).toBe( false );

		const usersClick = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		act( () => {
			users?.dispatchEvent( usersClick );
		} );
		expect( usersClick.defaultPrevented ).toBe( true );
		expect( frame().src ).toBe( `${ ADMIN }users.php?uip-framed-page=1` );
	} );

	it( 'sends the window to the requested page when the frame cannot be read', () => {
		renderFrame();
		Object.defineProperty( frame(), 'contentDocument', {
			configurable: true,
			get: () => {
				throw new DOMException( 'Blocked', 'SecurityError' );
			},
		} );
		act( () => {
			fireEvent.load( frame() );
		} );
		// jsdom cannot navigate; it reports the attempt.
		expect( console ).toHaveErrored();
	} );

	it( 'sends links to other sites to the whole window', () => {
		renderFrame();
		const doc = loadPage( `${ ADMIN }edit.php?uip-framed-page=1` );
		doc.body.innerHTML = '<a href="https://wordpress.org/">WordPress</a>';
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		doc.querySelector( 'a' )?.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( frame().src ).toBe(
			`${ ADMIN }edit.php?uipid=4&uip-framed-page=1`
		);
		expect( console ).toHaveErrored();
	} );

	it( 'toggles full screen by event, corner button and frame message; Escape leaves unless typing', () => {
		const { container } = renderFrame();
		const root = () => container.querySelector( '.uip-content-frame' );

		act( () =>
			document.dispatchEvent( new CustomEvent( PAGE_EVENTS.fullScreen ) )
		);
		expect( root() ).toHaveClass( 'uip-content-frame--fullscreen' );

		const input = document.createElement( 'input' );
		document.body.appendChild( input );
		fireEvent.keyDown( input, { key: 'Escape' } );
		expect( root() ).toHaveClass( 'uip-content-frame--fullscreen' );
		fireEvent.keyDown( document.body, { key: 'Escape' } );
		expect( root() ).not.toHaveClass( 'uip-content-frame--fullscreen' );
		input.remove();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Enter full screen' } )
		);
		expect( root() ).toHaveClass( 'uip-content-frame--fullscreen' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Exit full screen' } )
		);
		expect( root() ).not.toHaveClass( 'uip-content-frame--fullscreen' );

		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: FULL_SCREEN_MESSAGE, fullScreen: true },
					origin: window.location.origin,
				} )
			);
		} );
		expect( root() ).toHaveClass( 'uip-content-frame--fullscreen' );
	} );

	it( 'forces full screen on listed URLs, not in the builder', () => {
		const { container, unmount } = renderFrame();
		loadPage( `${ ADMIN }admin.php?page=gf_edit&uip-framed-page=1` );
		expect( container.querySelector( '.uip-content-frame' ) ).toHaveClass(
			'uip-content-frame--fullscreen'
		);
		unmount();
		act( () => fullScreenFlag.set( false ) );

		const builder = renderFrame( {}, 'builder' );
		loadPage( `${ ADMIN }admin.php?page=gf_edit&uip-framed-page=1` );
		expect(
			builder.container.querySelector( '.uip-content-frame' )
		).not.toHaveClass( 'uip-content-frame--fullscreen' );
	} );

	it( 'never goes full screen with disableFullScreen', () => {
		const { container } = renderFrame( { disableFullScreen: true } );
		expect(
			screen.queryByRole( 'button', { name: 'Enter full screen' } )
		).not.toBeInTheDocument();
		act( () =>
			dispatchPageEvent( PAGE_EVENTS.fullScreen, { fullScreen: true } )
		);
		expect(
			container.querySelector( '.uip-content-frame' )
		).not.toHaveClass( 'uip-content-frame--fullscreen' );
	} );
} );
