/**
 * Internal dependencies
 */
import { applyOutline, OUTLINE_ATTRIBUTE } from '../canvas-outline';

function canvas(): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = `
		<div data-uip-uid="a"><div data-uip-uid="b"></div></div>
		<div data-uip-uid="c"></div><div data-uip-uid="c"></div>
		<div data-uip-uid='q"]{x}'></div>`;
	return root;
}

const marks = ( root: HTMLElement ) =>
	Array.from( root.querySelectorAll( `[${ OUTLINE_ATTRIBUTE }]` ) ).map(
		( element ) =>
			`${ element.getAttribute(
				'data-uip-uid'
			) }:${ element.getAttribute( OUTLINE_ATTRIBUTE ) }`
	);

describe( 'applyOutline', () => {
	it( 'marks the selected and hovered blocks, every copy of them', () => {
		const root = canvas();
		applyOutline( root, 'a', 'c' );
		expect( marks( root ) ).toEqual( [
			'a:selected',
			'c:hovered',
			'c:hovered',
		] );
	} );

	it( 'moves the marks and clears them', () => {
		const root = canvas();
		applyOutline( root, 'a', 'b' );
		applyOutline( root, 'b', null );
		expect( marks( root ) ).toEqual( [ 'b:selected' ] );
		applyOutline( root, null, null );
		expect( marks( root ) ).toEqual( [] );
	} );

	it( 'shows a block both selected and hovered as selected', () => {
		const root = canvas();
		applyOutline( root, 'b', 'b' );
		expect( marks( root ) ).toEqual( [ 'b:selected' ] );
	} );

	it( 'finds a uid with quotes without breaking the selector', () => {
		const root = canvas();
		applyOutline( root, 'q"]{x}', null );
		expect( marks( root ) ).toEqual( [ 'q"]{x}:selected' ] );
	} );
} );
