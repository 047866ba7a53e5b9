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
import { openCommandPalette } from '../../../runtime/command-palette';
import ContentFrame, {
	BRIDGE_WAIT,
	FULL_SCREEN_MESSAGE,
} from '../content-frame';
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

/** Makes the frame's document unreadable, as an isolated page's is. */
function makeUnreadable(): void {
	Object.defineProperty( frame(), 'contentDocument', {
		configurable: true,
		get: () => {
			throw new DOMException( 'Blocked', 'SecurityError' );
		},
	} );
}

/**
 * Posts a message to the interface as the frame's bridge would.
 *
 * @param data   The message.
 * @param origin Its origin.
 * @param source The window it comes from (the frame's by default).
 */
function fromFrame(
	data: unknown,
	origin = window.location.origin,
	source: Window | null = frame().contentWindow
): void {
	act( () => {
		window.dispatchEvent(
			new MessageEvent( 'message', { data, origin, source } )
		);
	} );
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

	it( 'syncs the title and replaces the address with the stripped one 600 ms after load', () => {
		jest.useFakeTimers();
		const finishes = record( PAGE_EVENTS.loadFinish );
		const crumbs = record( PAGE_EVENTS.breadcrumbsUpdate );
		// The frame's own navigation is the history entry: the address is
		// replaced, so Back and Forward move frame and address together.
		const pushed = jest.spyOn( window.history, 'pushState' );
		const push = jest
			.spyOn( window.history, 'replaceState' )
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
		expect( pushed ).not.toHaveBeenCalled();
		push.mockRestore();
		pushed.mockRestore();
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

	it( 'loads the admin home for an empty page-change URL (the Admin breadcrumb)', () => {
		renderFrame();
		act( () => dispatchPageEvent( PAGE_EVENTS.pageChange, { url: '' } ) );
		expect( frame().src ).toBe( `${ ADMIN }?uip-framed-page=1` );
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

	it( 'sends the window to the requested page when the frame cannot be read and no bridge answers', () => {
		jest.useFakeTimers();
		renderFrame();
		makeUnreadable();
		act( () => {
			fireEvent.load( frame() );
		} );
		act( () => jest.advanceTimersByTime( BRIDGE_WAIT - 1 ) );
		expect( console ).not.toHaveErrored();
		act( () => jest.advanceTimersByTime( 1 ) );
		// jsdom cannot navigate; it reports the attempt.
		expect( console ).toHaveErrored();
	} );

	describe( 'a frame it cannot read, with a bridge', () => {
		it( 'follows the location, title and loading the bridge reports', () => {
			jest.useFakeTimers();
			const starts = record( PAGE_EVENTS.loadStart );
			const finishes = record( PAGE_EVENTS.loadFinish );
			const crumbs = record( PAGE_EVENTS.breadcrumbsUpdate );
			const replace = jest
				.spyOn( window.history, 'replaceState' )
				.mockImplementation( () => {} );
			const { container } = renderFrame();
			makeUnreadable();
			const url = `${ ADMIN }post-new.php?uip-framed-page=1`;
			fromFrame( {
				type: 'uipress/frame/location',
				url,
				title: 'Add Post ‹ My site',
			} );
			act( () => {
				fireEvent.load( frame() );
			} );
			fromFrame( {
				type: 'uipress/frame/loadfinish',
				url,
				title: 'Add Post ‹ My site',
			} );
			expect( document.title ).toBe( 'Add Post ‹ My site' );
			expect( crumbs.at( -1 ) ).toEqual( {
				crumbs: [ { name: 'Add Post', url: `${ ADMIN }post-new.php` } ],
			} );
			expect(
				container.querySelector( '.uip-content-frame' )
			).toHaveAttribute( 'data-uip-frame-state', 'ready' );
			expect( finishes.at( -1 ) ).toEqual( {
				url: `${ ADMIN }post-new.php`,
			} );

			// The editor's history.replaceState after the first save.
			fromFrame( {
				type: 'uipress/frame/location',
				url: `${ ADMIN }post.php?post=11&action=edit&uip-framed-page=1`,
				title: 'Edit Post “Hello” ‹ My site',
			} );
			act( () => jest.advanceTimersByTime( BRIDGE_WAIT * 2 ) );
			expect( replace ).toHaveBeenLastCalledWith(
				expect.anything(),
				'',
				`${ ADMIN }post.php?post=11&action=edit`
			);
			// No fallback to loading the window: the bridge answered.
			expect( console ).not.toHaveErrored();

			fromFrame( { type: 'uipress/frame/loadstart' } );
			expect(
				container.querySelector( '.uip-content-frame' )
			).toHaveAttribute( 'data-uip-frame-state', 'loading' );
			expect( starts.length ).toBeGreaterThan( 1 );
			replace.mockRestore();
		} );

		it( 'tells the page a post was saved when the bridge says the editor saved one', () => {
			const saves = record( PAGE_EVENTS.postSaved );
			renderFrame();
			makeUnreadable();
			fromFrame(
				{ type: 'uipress/frame/postsaved' },
				'https://attacker.example'
			);
			expect( saves ).toEqual( [] );
			fromFrame( { type: 'uipress/frame/postsaved' } );
			expect( saves ).toEqual( [ {} ] );
		} );

		it( 'toggles dark mode and the menu when the page’s command palette asks', () => {
			const dark = record( PAGE_EVENTS.darkModeToggle );
			const menu = record( PAGE_EVENTS.menuToggleCollapse );
			renderFrame();
			makeUnreadable();
			fromFrame(
				{ type: 'uipress/darkmode/toggle' },
				'https://attacker.example'
			);
			expect( dark ).toEqual( [] );
			fromFrame( { type: 'uipress/darkmode/toggle' } );
			fromFrame( { type: 'uipress/menu/togglecollapse' } );
			expect( dark ).toEqual( [ {} ] );
			expect( menu ).toEqual( [ {} ] );
		} );

		it( 'ignores messages from another origin, another window, or of a bad shape', () => {
			const crumbs = record( PAGE_EVENTS.breadcrumbsUpdate );
			renderFrame();
			makeUnreadable();
			const location = {
				type: 'uipress/frame/location',
				url: `${ ADMIN }users.php`,
				title: 'Users ‹ My site',
			};
			fromFrame( location, 'https://attacker.example' );
			fromFrame( location, window.location.origin, window );
			fromFrame( { ...location, url: 'javascript:alert(1)' } );
			fromFrame( { ...location, title: 42 } );
			fromFrame( 'uipress/frame/location' );
			fromFrame( { type: 'uipress/frame/unknown' } );
			expect( crumbs ).toEqual( [] );
			fromFrame( location );
			expect( crumbs ).toHaveLength( 1 );
		} );

		it( 'sends links the bridge passes on to the whole window, and leaves full screen on Escape', () => {
			const { container } = renderFrame();
			makeUnreadable();
			act( () => fullScreenFlag.set( true ) );
			fromFrame( { type: 'uipress/frame/escape' } );
			expect(
				container.querySelector( '.uip-content-frame' )
			).not.toHaveClass( 'uip-content-frame--fullscreen' );
			fromFrame( {
				type: 'uipress/frame/leave',
				url: 'https://wordpress.org/',
			} );
			expect( console ).toHaveErrored();
		} );

		it( 'asks the framed page to open its command palette', () => {
			renderFrame();
			const target = frame().contentWindow as Window;
			const post = jest
				.spyOn( target, 'postMessage' )
				.mockImplementation( () => {} );
			act( () => openCommandPalette() );
			expect( post ).toHaveBeenCalledWith(
				{ type: 'uipress/frame/commandpalette' },
				window.location.origin
			);
		} );
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

	describe( 'front-end reload', () => {
		const clickLink = ( href: string ) => {
			const doc = loadPage( `${ ADMIN }edit.php?uip-framed-page=1` );
			doc.body.innerHTML = `<a href="${ href }">View post</a>`;
			const click = new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
			} );
			doc.querySelector( 'a' )?.dispatchEvent( click );
			return click;
		};

		it( 'is on by default: the site’s own front end takes the window', () => {
			renderFrame();
			expect(
				clickLink( 'http://localhost:8888/hello-world/' )
			).toHaveProperty( 'defaultPrevented', true );
			expect( frame().src ).toBe(
				`${ ADMIN }edit.php?uipid=4&uip-framed-page=1`
			);
			// jsdom reports the window navigation it cannot do.
			expect( console ).toHaveErrored();
		} );

		it( 'off, shows the site’s front end in the frame, other sites still in the window', () => {
			jest.useFakeTimers();
			const replaced = jest.spyOn( window.history, 'replaceState' );
			renderFrame( { frontEndReload: false } );
			clickLink( 'http://localhost:8888/hello-world/' );
			expect( frame().src ).toBe(
				'http://localhost:8888/hello-world/?uip-framed-page=1'
			);
			// The front-end page, once shown, does not take the address.
			loadPage( 'http://localhost:8888/hello-world/?uip-framed-page=1' );
			act( () => jest.advanceTimersByTime( 1000 ) );
			expect( replaced ).not.toHaveBeenCalledWith(
				expect.anything(),
				'',
				'http://localhost:8888/hello-world/'
			);
			replaced.mockRestore();

			clickLink( 'https://wordpress.org/' );
			expect( frame().src ).toBe(
				'http://localhost:8888/hello-world/?uip-framed-page=1'
			);
			expect( console ).toHaveErrored();
		} );
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

		fromFrame( { type: FULL_SCREEN_MESSAGE, fullScreen: true } );
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
