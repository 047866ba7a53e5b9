/**
 * Internal dependencies
 */
import { zoomAfter, zoomKeyFor } from '../zoom-keys';

const press = ( key: string, extra: Partial< KeyboardEventInit > = {} ) => ( {
	key,
	ctrlKey: false,
	metaKey: false,
	altKey: false,
	...extra,
} );

describe( 'zoom keys', () => {
	it( 'reads Ctrl or Cmd with 0, = (or +) and -', () => {
		expect( zoomKeyFor( press( '0', { ctrlKey: true } ) ) ).toBe( 'fit' );
		expect( zoomKeyFor( press( '=', { metaKey: true } ) ) ).toBe( 'in' );
		expect( zoomKeyFor( press( '+', { ctrlKey: true } ) ) ).toBe( 'in' );
		expect( zoomKeyFor( press( '-', { ctrlKey: true } ) ) ).toBe( 'out' );
	} );

	it( 'leaves other keys alone', () => {
		expect( zoomKeyFor( press( '0' ) ) ).toBeNull();
		expect(
			zoomKeyFor( press( '-', { ctrlKey: true, altKey: true } ) )
		).toBeNull();
		expect( zoomKeyFor( press( 'z', { ctrlKey: true } ) ) ).toBeNull();
	} );

	it( 'fits, or steps through the levels', () => {
		expect( zoomAfter( 'fit', 100, 0.41 ) ).toBe( 'fit' );
		expect( zoomAfter( 'in', 'fit', 0.41 ) ).toBe( 50 );
		expect( zoomAfter( 'out', 75, 0.41 ) ).toBe( 50 );
	} );
} );
