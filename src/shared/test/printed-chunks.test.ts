/**
 * Internal dependencies
 */
import {
	laterChunk,
	printedChunk,
	printedChunksUnder,
} from '../printed-chunks';

const BASE = 'https://example.test/wp-content/plugins/uipress/build/';

afterEach( () => {
	delete window.uipressChunks;
	delete window.uipressLaterChunks;
	document.head.innerHTML = '';
} );

describe( 'printed chunks', () => {
	it( 'reads what the chunks the server printed left, by name and by kind', () => {
		const button = { moduleName: 'uip-button' };
		const conditions = { buildContext: () => ( {} ) };
		window.uipressChunks = {
			'blocks/button': button,
			'engine/conditions': conditions,
		};
		expect( printedChunk( 'blocks/button' ) ).toBe( button );
		expect( printedChunk( 'blocks/quote' ) ).toBeUndefined();
		expect( printedChunk( 'toString' ) ).toBeUndefined();
		expect( printedChunksUnder( 'blocks/' ) ).toEqual( { button } );
		expect( printedChunksUnder( 'engine/' ) ).toEqual( { conditions } );
	} );

	it( 'loads a later chunk once, styles and scripts in order, skipping files the page has', async () => {
		// The server printed the shared code with a block that uses it.
		const printed = document.createElement( 'script' );
		printed.src = `${ BASE }blocks/common.js?ver=aaa`;
		document.head.appendChild( printed );
		window.uipressLaterChunks = {
			'later/toasts': {
				js: [
					`${ BASE }blocks/common.js?ver=bbb`,
					`${ BASE }later/toasts.js?ver=ccc`,
				],
				css: [ `${ BASE }later/toasts.css?ver=ccc` ],
			},
		};
		const first = laterChunk( 'later/toasts' );
		expect( laterChunk( 'later/toasts' ) ).toBe( first );

		const added = Array.from(
			document.head.querySelectorAll( 'link, script' )
		).slice( 1 );
		expect(
			added.map( ( element ) =>
				element instanceof HTMLScriptElement
					? [ 'script', element.src, element.async ]
					: [ 'link', ( element as HTMLLinkElement ).href ]
			)
		).toEqual( [
			[ 'link', `${ BASE }later/toasts.css?ver=ccc` ],
			[ 'script', `${ BASE }later/toasts.js?ver=ccc`, false ],
		] );

		let settled = false;
		first.then( () => ( settled = true ) );
		added[ 0 ]!.dispatchEvent( new Event( 'load' ) );
		await Promise.resolve();
		expect( settled ).toBe( false );
		// The chunk's script ran (or failed): callers read it, or fail safe.
		window.uipressChunks = { 'later/toasts': () => null };
		added[ 1 ]!.dispatchEvent( new Event( 'error' ) );
		await first;
		expect( typeof printedChunk( 'later/toasts' ) ).toBe( 'function' );
	} );

	it( 'resolves at once for a chunk the page does not name', async () => {
		await expect( laterChunk( 'later/unknown' ) ).resolves.toBeUndefined();
		expect( document.head.children ).toHaveLength( 0 );
	} );
} );
