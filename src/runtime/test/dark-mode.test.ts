/**
 * Internal dependencies
 */
import { applyDarkMode, isDarkMode, startDarkMode } from '../dark-mode';
import { PAGE_EVENTS, dispatchPageEvent } from '../events';

function addFrame(): HTMLIFrameElement {
	const frame = document.createElement( 'iframe' );
	document.body.appendChild( frame );
	return frame;
}

describe( 'dark mode', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		document.documentElement.removeAttribute( 'data-theme' );
	} );

	it( 'asks the bridge of a frame it cannot read', () => {
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		Object.defineProperty( frame, 'contentDocument', {
			configurable: true,
			get: () => null,
		} );
		const post = jest
			.spyOn( frame.contentWindow as Window, 'postMessage' )
			.mockImplementation( () => {} );
		applyDarkMode( document, true );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'uipress/frame/darkmode', dark: true },
			window.location.origin
		);
		applyDarkMode( document, false );
		expect( post ).toHaveBeenLastCalledWith(
			{ type: 'uipress/frame/darkmode', dark: false },
			window.location.origin
		);
		frame.remove();
	} );

	it( 'passes over a frame whose page has no root yet (still arriving)', () => {
		const frame = addFrame();
		const arriving = document.implementation.createHTMLDocument( '' );
		arriving.removeChild( arriving.documentElement );
		Object.defineProperty( frame, 'contentDocument', {
			configurable: true,
			get: () => arriving,
		} );
		expect( () => applyDarkMode( document, true ) ).not.toThrow();
		expect( document.documentElement ).toHaveAttribute(
			'data-theme',
			'dark'
		);
	} );

	it( 'sets data-theme on the page root and every frame', () => {
		const frame = addFrame();
		applyDarkMode( document, true );
		expect( document.documentElement ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		expect(
			frame.contentDocument?.documentElement.getAttribute( 'data-theme' )
		).toBe( 'dark' );
		applyDarkMode( document, false );
		expect( document.documentElement ).not.toHaveAttribute( 'data-theme' );
		expect(
			frame.contentDocument?.documentElement.hasAttribute( 'data-theme' )
		).toBe( false );
	} );

	it( 'applies to frames that load later and toggles on the event, saving the preference', () => {
		const save = jest.fn();
		const stop = startDarkMode( true, save );
		const frame = addFrame();
		frame.dispatchEvent( new Event( 'load' ) );
		expect(
			frame.contentDocument?.documentElement.getAttribute( 'data-theme' )
		).toBe( 'dark' );

		document.dispatchEvent( new CustomEvent( PAGE_EVENTS.darkModeToggle ) );
		expect( isDarkMode() ).toBe( false );
		expect( save ).toHaveBeenLastCalledWith( 'darkTheme', false );
		expect(
			frame.contentDocument?.documentElement.hasAttribute( 'data-theme' )
		).toBe( false );

		dispatchPageEvent( PAGE_EVENTS.darkModeToggle, { dark: true } );
		expect( document.documentElement ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		expect( save ).toHaveBeenLastCalledWith( 'darkTheme', true );

		// Asking for the current state changes and saves nothing.
		dispatchPageEvent( PAGE_EVENTS.darkModeToggle, { dark: true } );
		expect( save ).toHaveBeenCalledTimes( 2 );
		stop();
	} );
} );
