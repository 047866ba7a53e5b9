/**
 * Internal dependencies
 */
import {
	isTrustedSource,
	parseFrameMessage,
	parseInterfaceMessage,
} from '../frame-messages';

describe( 'frame messages', () => {
	it( 'accepts each message type of the framed page with its fields', () => {
		const url = 'http://localhost:8888/wp-admin/edit.php';
		expect(
			parseFrameMessage( {
				type: 'uipress/frame/location',
				url,
				title: 'Posts',
			} )
		).toEqual( { type: 'uipress/frame/location', url, title: 'Posts' } );
		expect(
			parseFrameMessage( {
				type: 'uipress/frame/loadfinish',
				url,
				title: '',
			} )
		).toEqual( { type: 'uipress/frame/loadfinish', url, title: '' } );
		// The menu entry WordPress marks; a malformed one is dropped alone.
		expect(
			parseFrameMessage( {
				type: 'uipress/frame/location',
				url,
				title: 'Posts',
				menuUrl: url,
			} )
		).toEqual( {
			type: 'uipress/frame/location',
			url,
			title: 'Posts',
			menuUrl: url,
		} );
		expect(
			parseFrameMessage( {
				type: 'uipress/frame/loadfinish',
				url,
				title: 'Posts',
				menuUrl: 'javascript:alert(1)',
			} )
		).toEqual( { type: 'uipress/frame/loadfinish', url, title: 'Posts' } );
		expect(
			parseFrameMessage( { type: 'uipress/frame/leave', url } )
		).toEqual( { type: 'uipress/frame/leave', url } );
		expect(
			parseFrameMessage( { type: 'uipress/frame/loadstart', extra: 1 } )
		).toEqual( { type: 'uipress/frame/loadstart' } );
		expect(
			parseFrameMessage( { type: 'uipress/frame/postsaved', id: 'x' } )
		).toEqual( { type: 'uipress/frame/postsaved' } );
		// The page's command palette toggles dark mode or the menu, nothing more.
		expect(
			parseFrameMessage( { type: 'uipress/darkmode/toggle', dark: 'x' } )
		).toEqual( { type: 'uipress/darkmode/toggle' } );
		expect(
			parseFrameMessage( { type: 'uipress/menu/togglecollapse' } )
		).toEqual( { type: 'uipress/menu/togglecollapse' } );
		expect( parseFrameMessage( { type: 'uipress/frame/escape' } ) ).toEqual(
			{
				type: 'uipress/frame/escape',
			}
		);
		expect(
			parseFrameMessage( { type: 'uipress/window/fullscreen' } )
		).toEqual( { type: 'uipress/window/fullscreen' } );
		expect(
			parseFrameMessage( {
				type: 'uipress/window/fullscreen',
				fullScreen: false,
			} )
		).toEqual( { type: 'uipress/window/fullscreen', fullScreen: false } );
	} );

	it( 'refuses unknown types and malformed fields', () => {
		for ( const data of [
			null,
			'uipress/frame/loadstart',
			[ { type: 'uipress/frame/loadstart' } ],
			{ type: 'uipress/frame/unknown' },
			{ type: 'uipress/frame/location', url: 'not a url', title: '' },
			{
				type: 'uipress/frame/location',
				url: 'javascript:alert(1)',
				title: '',
			},
			{ type: 'uipress/frame/location', url: 'https://a.example/' },
			{ type: 'uipress/frame/leave', url: 'data:text/html,x' },
			{
				type: 'uipress/frame/leave',
				url: `https://a.example/${ 'x'.repeat( 5000 ) }`,
			},
			{ type: 'uipress/window/fullscreen', fullScreen: 'yes' },
			{ type: 'uipress/frame/darkmode', dark: true },
		] ) {
			expect( parseFrameMessage( data ) ).toBeNull();
		}
	} );

	it( 'cuts long titles', () => {
		const message = parseFrameMessage( {
			type: 'uipress/frame/location',
			url: 'https://a.example/wp-admin/',
			title: 't'.repeat( 5000 ),
		} );
		expect(
			message?.type === 'uipress/frame/location' && message.title
		).toHaveLength( 1000 );
	} );

	it( 'accepts the interface’s two requests only', () => {
		expect(
			parseInterfaceMessage( {
				type: 'uipress/frame/darkmode',
				dark: false,
			} )
		).toEqual( { type: 'uipress/frame/darkmode', dark: false } );
		expect(
			parseInterfaceMessage( { type: 'uipress/frame/commandpalette' } )
		).toEqual( { type: 'uipress/frame/commandpalette' } );
		expect(
			parseInterfaceMessage( {
				type: 'uipress/frame/screenmeta',
				link: 'contextual-help-link',
			} )
		).toEqual( {
			type: 'uipress/frame/screenmeta',
			link: 'contextual-help-link',
		} );
		// Only WordPress's two links: never any element the sender names.
		expect(
			parseInterfaceMessage( {
				type: 'uipress/frame/screenmeta',
				link: 'delete-all',
			} )
		).toBeNull();
		expect(
			parseInterfaceMessage( { type: 'uipress/frame/darkmode' } )
		).toBeNull();
		expect(
			parseInterfaceMessage( { type: 'uipress/frame/location' } )
		).toBeNull();
		expect( parseInterfaceMessage( 42 ) ).toBeNull();
	} );

	it( 'trusts only the expected window of its own origin', () => {
		const expected = {} as MessageEventSource;
		const origin = 'http://localhost:8888';
		expect(
			isTrustedSource( { origin, source: expected }, expected, origin )
		).toBe( true );
		expect(
			isTrustedSource(
				{ origin: 'https://evil.example', source: expected },
				expected,
				origin
			)
		).toBe( false );
		expect(
			isTrustedSource(
				{ origin, source: {} as MessageEventSource },
				expected,
				origin
			)
		).toBe( false );
		expect(
			isTrustedSource( { origin, source: null }, null, origin )
		).toBe( false );
		expect(
			isTrustedSource( { origin, source: null }, undefined, origin )
		).toBe( false );
	} );
} );
