/**
 * Internal dependencies
 */
import { placementSpace } from '../layer-space';

function element( rect: Partial< DOMRect >, size?: [ number, number ] ) {
	const node = document.createElement( 'div' );
	node.getBoundingClientRect = () =>
		( {
			top: 0,
			left: 0,
			width: 0,
			height: 0,
			...rect,
		} ) as DOMRect;
	if ( size ) {
		Object.defineProperty( node, 'offsetWidth', { value: size[ 0 ] } );
		Object.defineProperty( node, 'offsetHeight', { value: size[ 1 ] } );
	}
	return node;
}

describe( 'placementSpace', () => {
	const toggle = element( { top: 150, left: 250, width: 50, height: 20 } );

	it( 'is the window outside a scaled layer', () => {
		expect( placementSpace( toggle, document.body ) ).toEqual( {
			toggle: toggle.getBoundingClientRect(),
			bounds: { width: window.innerWidth, height: window.innerHeight },
		} );
	} );

	it( 'is the scaled layer’s own pixels inside one (the builder’s canvas)', () => {
		// A 1440 × 900 screen shown at half size from (100, 50).
		const layer = element(
			{ top: 50, left: 100, width: 720, height: 450 },
			[ 1440, 900 ]
		);
		layer.setAttribute( 'data-uip-popover-scaled', '' );
		expect( placementSpace( toggle, layer ) ).toEqual( {
			toggle: { top: 200, left: 300, width: 100, height: 40 },
			bounds: { width: 1440, height: 900 },
		} );
	} );
} );
