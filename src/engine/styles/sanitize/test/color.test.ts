/**
 * Internal dependencies
 */
import { sanitizeColor } from '../color';

describe( 'sanitizeColor', () => {
	it.each( [
		'#fff',
		'#FFFA',
		'#1f6aa8',
		'#1f6aa880',
		'rgb(10, 20, 30)',
		'rgba(10,20,30,0.5)',
		'rgb(10 20 30 / 50%)',
		'hsl(210deg 50% 40%)',
		'hsla(210, 50%, 40%, .3)',
		'oklch(0.7 0.1 200)',
		'var(--uip-color-primary)',
		'var( --my-brand )',
		'transparent',
		'currentColor',
		'rebeccapurple',
	] )( 'keeps %s', ( color ) => {
		expect( sanitizeColor( color ) ).toBe( color.trim() );
	} );

	it( 'trims', () => {
		expect( sanitizeColor( '  #abc ' ) ).toBe( '#abc' );
	} );

	it.each( [
		'',
		'#ggg',
		'#12345',
		'red; background: url(evil)',
		'red}body{display:none',
		'red</style><script>alert(1)</script>',
		'var(--x);}',
		'var(--x, red)',
		'rgb(1,2,3);x',
		'rgb(expression(alert(1)))',
		'url(javascript:alert(1))',
		'red !important',
		'a'.repeat( 200 ),
		12,
		null,
		{ color: 'red' },
	] )( 'drops %p', ( value ) => {
		expect( sanitizeColor( value ) ).toBeUndefined();
	} );

	it( 'rejects long near-colours quickly (no catastrophic backtracking)', () => {
		expect( sanitizeColor( `rgb(${ ' '.repeat( 100 ) }` ) ).toBeUndefined();
		expect( sanitizeColor( `rgb(${ '1 '.repeat( 50 ) }` ) ).toBeUndefined();
	} );
} );
