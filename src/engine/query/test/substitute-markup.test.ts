/**
 * Internal dependencies
 */
import { resultValues } from '../placeholders';
import { substituteMarkup } from '../substitute-markup';

/** The title of the finding: kses keeps it, the server decodes it. */
const PAYLOAD = '<img src=x onerror=window.__uipXss=1>';

const values = ( entries: Record< string, string > ) =>
	resultValues(
		Object.entries( entries ).map( ( [ key, replace ] ) => ( {
			match: `{{${ key }}}`,
			replace,
		} ) )
	);

/**
 * Markup as the HTML block renders it (innerHTML of a live element).
 *
 * @param html The markup.
 */
function rendered( html: string ): HTMLElement {
	const element = document.createElement( 'div' );
	element.innerHTML = html;
	return element;
}

describe( 'substituteMarkup', () => {
	it( 'puts a value in as text, never as markup', () => {
		const html = substituteMarkup(
			'<p class="title">{{post_title}}</p>',
			values( { post_title: PAYLOAD } )
		);
		const shown = rendered( html );
		expect( shown.querySelector( 'img' ) ).toBeNull();
		expect( shown.querySelector( '[onerror]' ) ).toBeNull();
		expect( shown.querySelector( 'p.title' )?.textContent ).toBe( PAYLOAD );
		expect( html ).toBe(
			'<p class="title">&lt;img src=x onerror=window.__uipXss=1&gt;</p>'
		);
	} );

	it( 'keeps quotes and ampersands as text in attributes', () => {
		const value = `Tom & "Jerry" 'return' ${ PAYLOAD }`;
		const shown = rendered(
			substituteMarkup(
				'<span title="{{post_title}}" data-x=\'{{post_title}}\'>x</span>',
				values( { post_title: value } )
			)
		);
		const span = shown.querySelector( 'span' );
		expect( span?.getAttribute( 'title' ) ).toBe( value );
		expect( span?.getAttribute( 'data-x' ) ).toBe( value );
		expect( span?.attributes ).toHaveLength( 2 );
		expect( shown.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'treats address attributes as addresses', () => {
		const shown = rendered(
			substituteMarkup(
				'<a href="{{post_title}}">a</a><a href="https://site.test/?q={{post_title}}">b</a><img src="{{post_thumbnail}}" alt="">',
				values( {
					post_title: 'javascript:window.__uipXss=1',
					post_thumbnail: 'https://site.test/a.png',
				} )
			)
		);
		const [ first, second ] = Array.from( shown.querySelectorAll( 'a' ) );
		expect( first?.getAttribute( 'href' ) ).toBe( '' );
		expect( second?.getAttribute( 'href' ) ).toBe(
			'https://site.test/?q=javascript%3Awindow.__uipXss%3D1'
		);
		expect( shown.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'https://site.test/a.png'
		);
	} );

	it( 'leaves placeholders in code: event handlers, srcdoc, script, style, comments', () => {
		const html =
			'<button onclick="alert(\'{{post_title}}\')">go</button>' +
			'<iframe srcdoc="{{post_title}}"></iframe>' +
			'<script>var t = "{{post_title}}";</script>' +
			'<style>.x::after { content: "{{post_title}}"; }</style>' +
			'<!-- {{post_title}} -->' +
			'<p>{{post_title}}</p>';
		const shown = rendered(
			substituteMarkup( html, values( { post_title: PAYLOAD } ) )
		);
		expect(
			shown.querySelector( 'button' )?.getAttribute( 'onclick' )
		).toBe( "alert('{{post_title}}')" );
		expect(
			shown.querySelector( 'iframe' )?.getAttribute( 'srcdoc' )
		).toBe( '{{post_title}}' );
		expect( shown.querySelector( 'script' )?.textContent ).toBe(
			'var t = "{{post_title}}";'
		);
		expect( shown.querySelector( 'style' )?.textContent ).toContain(
			'"{{post_title}}"'
		);
		expect( shown.innerHTML ).toContain( '<!-- {{post_title}} -->' );
		expect( shown.querySelector( 'p' )?.textContent ).toBe( PAYLOAD );
	} );

	it( "fills in the attributes of raw-text elements, not their text; a meta's stays", () => {
		const shown = rendered(
			substituteMarkup(
				'<iframe src="{{post_link}}" title="{{post_title}}">{{post_title}}</iframe>' +
					'<textarea placeholder="{{post_title}}">{{post_title}}</textarea>' +
					'<meta http-equiv="refresh" content="0;url={{post_link}}">',
				values( {
					post_link: 'https://site.test/a-post/',
					post_title: PAYLOAD,
				} )
			)
		);
		const frame = shown.querySelector( 'iframe' );
		expect( frame?.getAttribute( 'src' ) ).toBe(
			'https://site.test/a-post/'
		);
		expect( frame?.getAttribute( 'title' ) ).toBe( PAYLOAD );
		expect( frame?.textContent ).toBe( '{{post_title}}' );
		const area = shown.querySelector( 'textarea' );
		expect( area?.getAttribute( 'placeholder' ) ).toBe( PAYLOAD );
		expect( area?.textContent ).toBe( '{{post_title}}' );
		expect( shown.querySelector( 'meta' )?.getAttribute( 'content' ) ).toBe(
			'0;url={{post_link}}'
		);
	} );

	it( 'puts only safe style values in a style attribute', () => {
		const shown = rendered(
			substituteMarkup(
				'<p style="color: {{a}}">a</p><p style="color: {{b}}">b</p>',
				values( {
					a: 'red;background:url(//evil.test/x)',
					b: '#336699',
				} )
			)
		);
		const [ first, second ] = Array.from( shown.querySelectorAll( 'p' ) );
		expect( first?.getAttribute( 'style' ) ).toBe( 'color: ' );
		expect( second?.getAttribute( 'style' ) ).toBe( 'color: #336699' );
	} );

	it( 'returns markup without a placeholder untouched', () => {
		const html = '<p>Plain <b>text</b><br/></p>';
		expect(
			substituteMarkup( html, values( { post_title: PAYLOAD } ) )
		).toBe( html );
	} );

	it( 'leaves values out of markup that parses into another tree a second time', () => {
		// A form in a form: written back, the inner one is dropped when parsed
		// again, so what is shown is not the tree the values were put in.
		const html =
			'<form><div></form><form><p>{{post_title}}</p></form></div>';
		const result = substituteMarkup(
			html,
			values( { post_title: 'Title' } )
		);
		expect( result ).toBe( '<form><div></form><form><p></p></form></div>' );
	} );

	it( 'keeps placeholders in foreign-content style elements', () => {
		const html = '<svg><style><a title="{{post_title}}"></a></style></svg>';
		const result = substituteMarkup(
			html,
			values( {
				post_title: '</style><img src=x onerror=window.__uipXss=1>',
			} )
		);
		expect( result ).not.toContain( '__uipXss' );
		expect( rendered( result ).querySelector( 'img' ) ).toBeNull();
	} );
} );
