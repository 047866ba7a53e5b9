/**
 * Internal dependencies
 */
import { printedSnapshot, releaseSnapshot } from '../handover';

describe( 'releaseSnapshot', () => {
	afterEach( () => {
		document.body.replaceChildren();
	} );

	it( 'removes the printed snapshot once the chrome beneath it is drawn', async () => {
		document.body.innerHTML =
			'<div id="uip-runtime-root"><nav>Live</nav></div>' +
			'<div class="uip-chrome-snapshot" data-uip-chrome-snapshot="" inert><nav>Picture</nav></div>';
		const root = document.getElementById( 'uip-runtime-root' )!;
		expect( printedSnapshot() ).not.toBeNull();

		await releaseSnapshot( root );

		expect( printedSnapshot() ).toBeNull();
		expect( root.textContent ).toBe( 'Live' );
	} );

	it( 'reads the snapshot the window’s width shows, and removes every band’s', async () => {
		document.body.innerHTML =
			'<style>[data-uip-chrome-snapshot="phone"]{display:none}</style>' +
			'<div id="uip-runtime-root"></div>' +
			'<div data-uip-chrome-snapshot="phone" inert>Phone</div>' +
			'<div data-uip-chrome-snapshot="desktop" inert>Desktop</div>';

		expect( printedSnapshot()?.textContent ).toBe( 'Desktop' );

		await releaseSnapshot( document.getElementById( 'uip-runtime-root' )! );
		expect(
			document.querySelectorAll( '[data-uip-chrome-snapshot]' )
		).toHaveLength( 0 );
	} );

	it( 'does nothing on a page printed without a snapshot', async () => {
		document.body.innerHTML = '<div id="uip-runtime-root"></div>';

		await expect(
			releaseSnapshot( document.getElementById( 'uip-runtime-root' )! )
		).resolves.toBeUndefined();
	} );
} );
