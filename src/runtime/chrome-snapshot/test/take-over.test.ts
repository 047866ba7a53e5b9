/**
 * Internal dependencies
 */
import { KEEP_CHUNK } from '../take-over';

/**
 * takeOverChrome() of a fresh page: the chunks a page loaded are kept per
 * page (src/shared/printed-chunks.ts).
 */
function takeOverChrome(): void {
	jest.isolateModules( () => {
		(
			require( '../take-over' ) as typeof import( '../take-over' )
		 ).takeOverChrome();
	} );
}

const CHUNK_URL =
	'http://localhost/wp-content/plugins/uipress/build/later/snapshot.js';

/** Whether the page asked for the keeping chunk's file. */
const chunkRequested = () =>
	document.head.querySelector( `script[src="${ CHUNK_URL }"]` ) !== null;

/** How many printed snapshots the page holds. */
const printed = () =>
	document.querySelectorAll( '[data-uip-chrome-snapshot]' ).length;

describe( 'takeOverChrome', () => {
	beforeAll( () => {
		// jsdom has no Element.checkVisibility(): what browsers answer for a
		// box with no `display: none` up its ancestors.
		Element.prototype.checkVisibility = function ( this: Element ) {
			for (
				let node: Element | null = this;
				node;
				node = node.parentElement
			) {
				if ( getComputedStyle( node ).display === 'none' ) {
					return false;
				}
			}
			return true;
		};
	} );

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

	it( 'removes the printed snapshot once the runtime has rendered, and keeps none', () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="uip-chrome-snapshot" data-uip-chrome-snapshot="desktop" inert><nav>Picture</nav></div>'
		);

		takeOverChrome();

		expect( printed() ).toBe( 0 );
		expect(
			document.getElementById( 'uip-runtime-root' )
		).toHaveTextContent( 'Live' );
		expect( chunkRequested() ).toBe( false );
	} );

	it( 'keeps one when only another width’s snapshot was printed, and removes it', () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<style>[data-uip-chrome-snapshot="phone"]{display:none}</style>' +
				'<div data-uip-chrome-snapshot="phone" inert>Phone</div>'
		);

		takeOverChrome();

		expect( chunkRequested() ).toBe( true );
		expect( printed() ).toBe( 0 );
	} );

	it( 'keeps none when the window’s width has one among the bands printed', () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<style>[data-uip-chrome-snapshot="phone"]{display:none}</style>' +
				'<div data-uip-chrome-snapshot="phone" inert>Phone</div>' +
				'<div data-uip-chrome-snapshot="desktop" inert>Desktop</div>'
		);

		takeOverChrome();

		expect( chunkRequested() ).toBe( false );
		expect( printed() ).toBe( 0 );
	} );

	it( 'keeps one when the page was printed without a snapshot', () => {
		takeOverChrome();

		expect( chunkRequested() ).toBe( true );
	} );
} );
