/**
 * Internal dependencies
 */
import { ROW_HEIGHT, windowFor } from '../use-row-window';

describe( 'windowFor', () => {
	it( 'renders the visible rows and a margin around them', () => {
		const shown = windowFor( 100 * ROW_HEIGHT, 20 * ROW_HEIGHT, 500 );
		expect( shown.start ).toBeLessThan( 100 );
		expect( shown.end ).toBeGreaterThan( 120 );
		expect( shown.end - shown.start ).toBeLessThan( 60 );
	} );

	it( 'starts at the first row while the list is below the visible top', () => {
		expect( windowFor( -300, 600, 500 ).start ).toBe( 0 );
	} );

	it( 'never passes the end of the list', () => {
		const shown = windowFor( 499 * ROW_HEIGHT, 20 * ROW_HEIGHT, 500 );
		expect( shown.end ).toBe( 500 );
		expect( shown.start ).toBeLessThan( 500 );
		expect( windowFor( 0, 600, 0 ) ).toEqual( { start: 0, end: 0 } );
	} );
} );
