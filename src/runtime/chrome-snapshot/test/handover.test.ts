/**
 * External dependencies
 */
import { waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { releaseSnapshot } from '../handover';

/** How many printed snapshots the page holds. */
const printed = () =>
	document.querySelectorAll( '[data-uip-chrome-snapshot]' ).length;

describe( 'releaseSnapshot', () => {
	afterEach( () => {
		document.body.replaceChildren();
	} );

	it( 'removes the printed snapshot on the frame after the runtime’s render', async () => {
		document.body.innerHTML =
			'<div id="uip-runtime-root"><nav>Live</nav></div>' +
			'<div class="uip-chrome-snapshot" data-uip-chrome-snapshot="desktop" inert><nav>Picture</nav></div>';

		expect( releaseSnapshot() ).toBe( true );
		// Still there until the next frame: the live chrome is drawn by then.
		expect( printed() ).toBe( 1 );

		await waitFor( () => expect( printed() ).toBe( 0 ) );
		expect(
			document.getElementById( 'uip-runtime-root' )
		).toHaveTextContent( 'Live' );
	} );

	it( 'sees the snapshot the window’s width shows, and removes every band’s', async () => {
		document.body.innerHTML =
			'<style>[data-uip-chrome-snapshot="phone"]{display:none}</style>' +
			'<div data-uip-chrome-snapshot="phone" inert>Phone</div>' +
			'<div data-uip-chrome-snapshot="desktop" inert>Desktop</div>';

		expect( releaseSnapshot() ).toBe( true );
		await waitFor( () => expect( printed() ).toBe( 0 ) );
	} );

	it( 'sees none when only another width’s snapshot was printed', async () => {
		document.body.innerHTML =
			'<style>[data-uip-chrome-snapshot="phone"]{display:none}</style>' +
			'<div data-uip-chrome-snapshot="phone" inert>Phone</div>';

		expect( releaseSnapshot() ).toBe( false );
		await waitFor( () => expect( printed() ).toBe( 0 ) );
	} );

	it( 'sees none on a page printed without a snapshot', () => {
		document.body.innerHTML = '<div id="uip-runtime-root"></div>';

		expect( releaseSnapshot() ).toBe( false );
	} );
} );
