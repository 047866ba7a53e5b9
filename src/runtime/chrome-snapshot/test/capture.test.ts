/**
 * Internal dependencies
 */
import { captureChrome } from '../capture';

/**
 * A root holding the given markup.
 *
 * @param html The markup.
 */
function rootWith( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = html;
	return root;
}

describe( 'captureChrome', () => {
	it( 'keeps the chrome and leaves the framed page out, as a box of the same classes', () => {
		const root = rootWith(
			'<nav aria-label="Admin menu"><a href="/wp-admin/">Dashboard</a></nav>' +
				'<main><iframe class="uip-content-frame__frame" src="/wp-admin/?uip-framed-page=1" title="Page content"></iframe></main>'
		);

		const html = captureChrome( root );

		expect( html ).toBe(
			'<nav aria-label="Admin menu"><a href="/wp-admin/">Dashboard</a></nav>' +
				'<main><div class="uip-content-frame__frame"></div></main>'
		);
		// The page itself is untouched.
		expect( root.querySelector( 'iframe' ) ).not.toBeNull();
	} );

	it( 'puts the styles first, bare, and drops scripts, transient parts and live messages', () => {
		const root = rootWith(
			'<style data-uip-theme="">:root{--a:1px}</style>' +
				'<div class="uip-template"><style data-uip-template-styles="">.b{color:red}</style>' +
				'<script>alert(1)</script>' +
				'<div class="loader"><div role="progressbar"></div><span data-uip-transient="">Saved</span></div>' +
				'<ul aria-live="polite"><li>Saved</li></ul></div>'
		);

		expect( captureChrome( root ) ).toBe(
			'<style>:root{--a:1px}</style><style>.b{color:red}</style>' +
				'<div class="uip-template"><div class="loader"></div><ul aria-live="polite"></ul></div>'
		);
	} );

	it( 'writes style attributes as the browser does, so a kept snapshot captures the same again', () => {
		const first = captureChrome(
			rootWith( '<div style="--uip-height:3px;color : red"></div>' )
		);
		const again = captureChrome( rootWith( first ) );

		expect( again ).toBe( first );
		expect( first ).toContain( '--uip-height' );
	} );
} );
