/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../../components/utils/test-helpers';
import { isAsPrinted, startKeeping } from '../start';

const FRAME_URL = 'http://localhost/wp-admin/?uip-framed-page=1';

/**
 * The runtime configuration as the interface page prints it.
 *
 * @param extra Members to set.
 */
function printed( extra: Record< string, unknown > = {} ) {
	return {
		snapshot: { key: 'd'.repeat( 32 ), token: 'token' },
		preferences: {},
		frameUrl: FRAME_URL,
		...extra,
	};
}

describe( 'startKeeping', () => {
	let root: HTMLElement;
	let sent: APIFetchOptions[];

	beforeEach( () => {
		sent = answerApiFetch( () => ( { saved: true } ) );
		document.body.innerHTML =
			'<div id="uip-runtime-root"><nav>Menu</nav></div>';
		root = document.getElementById( 'uip-runtime-root' )!;
	} );

	afterEach( () => {
		document.body.replaceChildren();
		document.documentElement.removeAttribute( 'uip-menu-collapsed' );
		document.documentElement.removeAttribute( 'data-theme' );
		delete window.uipressConfig;
	} );

	it( 'keeps a snapshot under the printed key and token', async () => {
		window.uipressConfig = { runtime: printed() };

		const kept = startKeeping( root );

		await expect( kept?.done ).resolves.toBe( true );
		expect( sent[ 0 ]?.data ).toMatchObject( {
			key: 'd'.repeat( 32 ),
			token: 'token',
			html: '<nav>Menu</nav>',
		} );
	} );

	it( 'keeps nothing without a printed key', () => {
		window.uipressConfig = { runtime: printed( { snapshot: { key: 5 } } ) };

		expect( startKeeping( root ) ).toBeUndefined();
		window.uipressConfig = {};
		expect( startKeeping( root ) ).toBeUndefined();
	} );

	it( 'keeps nothing when the page is not as printed once it has settled', async () => {
		window.uipressConfig = { runtime: printed() };
		// A menu collapsed from local storage alone: the server printed it open.
		document.documentElement.setAttribute( 'uip-menu-collapsed', '' );

		await expect( startKeeping( root )?.done ).resolves.toBe( false );
		expect( sent ).toHaveLength( 0 );
	} );

	it( 'sees the state the server printed from the preferences', () => {
		expect( isAsPrinted( printed(), root ) ).toBe( true );

		// A menu collapsed from local storage alone: the server printed it open.
		document.documentElement.setAttribute( 'uip-menu-collapsed', '' );
		expect( isAsPrinted( printed(), root ) ).toBe( false );
		expect(
			isAsPrinted(
				printed( { preferences: { menuCollapsed: 'true' } } ),
				root
			)
		).toBe( true );

		// Dark mode toggled before the chunk came.
		document.documentElement.setAttribute( 'data-theme', 'dark' );
		expect(
			isAsPrinted(
				printed( { preferences: { menuCollapsed: true } } ),
				root
			)
		).toBe( false );
		expect(
			isAsPrinted(
				printed( {
					preferences: { menuCollapsed: 1, darkTheme: true },
				} ),
				root
			)
		).toBe( true );
	} );

	it( 'sees a frame that moved on from its first page', () => {
		root.insertAdjacentHTML( 'beforeend', '<iframe></iframe>' );
		// The test frame shows about:blank, not the page the key names.
		expect( isAsPrinted( printed(), root ) ).toBe( false );
		expect(
			isAsPrinted( printed( { frameUrl: 'about:blank' } ), root )
		).toBe( true );
	} );
} );
