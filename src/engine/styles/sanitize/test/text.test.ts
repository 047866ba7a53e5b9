/**
 * Internal dependencies
 */
import {
	cssString,
	cssUrl,
	sanitizeFontFamily,
	sanitizePosition,
} from '../text';
import {
	blockClass,
	blockElementSelector,
	blockSelector,
	safeInnerSelector,
} from '../selector';

describe( 'cssString', () => {
	it( 'quotes plain text', () => {
		expect( cssString( 'New' ) ).toBe( '"New"' );
		expect( cssString( '' ) ).toBe( '""' );
		expect( cssString( '→ ★ é' ) ).toBe( '"→ ★ é"' );
	} );

	it( 'escapes quotes, backslashes, line breaks and CSS / HTML structure', () => {
		expect( cssString( 'say "hi"' ) ).toBe( '"say \\22 hi\\22 "' );
		expect( cssString( 'a\\b' ) ).toBe( '"a\\5c b"' );
		expect( cssString( 'one\ntwo' ) ).toBe( '"one\\a two"' );
		const hostile = cssString( '";}</style><script>alert(1)</script>{' );
		expect( hostile ).not.toMatch( /[<>{};]/ );
		expect( hostile.slice( 1, -1 ) ).not.toContain( '"' );
	} );

	it( 'drops control characters', () => {
		expect( cssString( 'a\u0000b\u0007c' ) ).toBe( '"abc"' );
	} );
} );

describe( 'cssUrl', () => {
	it.each( [
		[ 'https://example.org/a.png', 'url("https://example.org/a.png")' ],
		[ '/wp-content/uploads/a.png', 'url("/wp-content/uploads/a.png")' ],
		[ '//cdn.example.org/a.png', 'url("//cdn.example.org/a.png")' ],
		[
			'data:image/png;base64,AAAA',
			'url("data:image/png\\3b base64,AAAA")',
		],
	] )( '%s', ( url, css ) => {
		expect( cssUrl( url ) ).toBe( css );
	} );

	it( 'escapes a quote that would end the url', () => {
		expect( cssUrl( 'https://x.test/a".png' ) ).toBe(
			'url("https://x.test/a\\22 .png")'
		);
	} );

	it.each( [
		'javascript:alert(1)',
		'data:text/html,<b>',
		'vbscript:x',
		'',
		7,
	] )( 'drops %p', ( url ) => {
		expect( cssUrl( url ) ).toBeUndefined();
	} );
} );

describe( 'font family, position and selectors', () => {
	it( 'keeps font lists and drops anything else', () => {
		expect( sanitizeFontFamily( '"Open Sans", Arial, sans-serif' ) ).toBe(
			'"Open Sans", Arial, sans-serif'
		);
		expect( sanitizeFontFamily( 'Arial;}body{color:red' ) ).toBeUndefined();
		expect( sanitizeFontFamily( '"Open Sans' ) ).toBeUndefined();
	} );

	it( 'keeps background positions', () => {
		expect( sanitizePosition( 'center top' ) ).toBe( 'center top' );
		expect( sanitizePosition( '50% 20px' ) ).toBe( '50% 20px' );
		expect( sanitizePosition( 'center;color:red' ) ).toBeUndefined();
	} );

	it( 'keeps only safe uid characters in the block selector', () => {
		expect( blockSelector( 'abc123' ) ).toBe( '.uip-b-abc123' );
		expect( blockSelector( 'a"]{}</style>' ) ).toBe( '.uip-b-astyle' );
		expect( safeInnerSelector( '.a{}</style>' ) ).toBe( '.a/style' );
	} );

	it( 'finds block elements by data-uip-uid and styles them by class', () => {
		expect( blockElementSelector( 'abc123' ) ).toBe(
			'[data-uip-uid="abc123"]'
		);
		expect( blockElementSelector( 'a"]{}' ) ).toBe( '[data-uip-uid="a"]' );
		expect( blockClass( 'abc123' ) ).toBe( 'uip-b-abc123' );
	} );
} );
