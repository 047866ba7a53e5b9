/**
 * External dependencies
 */
import { waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { KEEP_CHUNK, takeOverChrome } from '../take-over';

const CHUNK_URL =
	'http://localhost/wp-content/plugins/uipress/build/later/chrome-snapshot.js';

/** Whether the page asked for the keeping chunk's file. */
const chunkRequested = () =>
	document.head.querySelector( `script[src="${ CHUNK_URL }"]` ) !== null;

describe( 'takeOverChrome', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<div id="uip-runtime-root"><nav>Live</nav></div>';
		window.uipressLaterChunks = {
			[ KEEP_CHUNK ]: { js: [ CHUNK_URL ], css: [] },
		};
	} );

	afterEach( () => {
		document.body.replaceChildren();
		document.head.replaceChildren();
		delete window.uipressLaterChunks;
	} );

	it( 'loads the chunk that keeps a snapshot when the page was printed without one', () => {
		takeOverChrome();

		expect( chunkRequested() ).toBe( true );
	} );

	it( 'loads nothing when a snapshot was printed for the window, and removes it', async () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div data-uip-chrome-snapshot="desktop" inert><nav>Live</nav></div>'
		);

		takeOverChrome();

		expect( chunkRequested() ).toBe( false );
		await waitFor( () =>
			expect(
				document.querySelectorAll( '[data-uip-chrome-snapshot]' )
			).toHaveLength( 0 )
		);
	} );
} );
