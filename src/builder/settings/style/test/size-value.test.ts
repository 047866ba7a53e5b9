/**
 * Internal dependencies
 */
import { formatSize, parseSize } from '../fields/size-value';

describe( 'parseSize', () => {
	it( 'reads a number and a unit', () => {
		expect( parseSize( '12px' ) ).toEqual( { value: 12, units: 'px' } );
		expect( parseSize( '-1.5em' ) ).toEqual( { value: -1.5, units: 'em' } );
		expect( parseSize( '50%' ) ).toEqual( { value: 50, units: '%' } );
		expect( parseSize( '2fr' ) ).toEqual( { value: 2, units: 'fr' } );
	} );

	it( 'clears the field when the text is empty', () => {
		expect( parseSize( '' ) ).toBeUndefined();
		expect( parseSize( undefined ) ).toBeUndefined();
	} );

	it( 'stores nothing for a unit chosen in an empty field', () => {
		expect( parseSize( 'px' ) ).toBeNull();
		expect( parseSize( '12pt' ) ).toBeNull();
		expect( parseSize( 'calc(1px)' ) ).toBeNull();
	} );

	it( 'keeps the stored number when only the unit changes', () => {
		expect( parseSize( 'em', { value: 3, units: 'auto' } ) ).toEqual( {
			value: 3,
			units: 'em',
		} );
		expect( parseSize( 'auto' ) ).toEqual( { value: 0, units: 'auto' } );
		expect( parseSize( '12auto' ) ).toEqual( { value: 12, units: 'auto' } );
	} );
} );

describe( 'formatSize', () => {
	it( 'writes the text UnitControl shows', () => {
		expect( formatSize( { value: 12, units: 'px' } ) ).toBe( '12px' );
		expect( formatSize( { value: 7, units: 'auto' } ) ).toBe( 'auto' );
		expect( formatSize( undefined ) ).toBe( '' );
	} );
} );
