/**
 * Internal dependencies
 */
import { contrastRatio, parseColour, themeContrastProblems } from '../contrast';

describe( 'parseColour', () => {
	it( 'reads hex colours of 3, 4, 6 and 8 digits and rgb()', () => {
		expect( parseColour( '#fff' ) ).toEqual( [ 255, 255, 255 ] );
		expect( parseColour( '#0008' ) ).toEqual( [ 0, 0, 0 ] );
		expect( parseColour( ' #1f6aa8 ' ) ).toEqual( [ 31, 106, 168 ] );
		expect( parseColour( '#1f6aa8ff' ) ).toEqual( [ 31, 106, 168 ] );
		expect( parseColour( 'rgb(10, 20, 30)' ) ).toEqual( [ 10, 20, 30 ] );
		expect( parseColour( 'rgba(10 20 30 / 50%)' ) ).toEqual( [
			10, 20, 30,
		] );
	} );

	it( 'gives null for what it cannot read', () => {
		expect( parseColour( 'red' ) ).toBeNull();
		expect( parseColour( 'var(--uip-color-primary)' ) ).toBeNull();
		expect( parseColour( '#12345' ) ).toBeNull();
		expect( parseColour( 'rgb(300, 0, 0)' ) ).toBeNull();
	} );
} );

describe( 'contrastRatio', () => {
	it( 'is 21 for black on white, whatever the order', () => {
		expect( contrastRatio( '#000', '#fff' ) ).toBeCloseTo( 21, 5 );
		expect( contrastRatio( '#ffffff', '#000000' ) ).toBeCloseTo( 21, 5 );
	} );

	it( 'is 1 for a colour on itself and matches the WCAG example', () => {
		expect( contrastRatio( '#777', '#777' ) ).toBe( 1 );
		// #767676 on white is the well-known 4.54:1.
		expect( contrastRatio( '#767676', '#fff' ) ).toBeCloseTo( 4.54, 2 );
	} );

	it( 'is null when a colour is not readable', () => {
		expect( contrastRatio( 'inherit', '#fff' ) ).toBeNull();
	} );
} );

describe( 'themeContrastProblems', () => {
	it( 'finds none in the default theme', () => {
		expect( themeContrastProblems( {} ) ).toEqual( [] );
	} );

	it( 'names the text, base and mode an override makes unreadable', () => {
		const problems = themeContrastProblems( {
			'--uip-color-text-muted': { darkValue: '#555b66' },
		} );
		expect( problems.map( ( p ) => [ p.text, p.base, p.mode ] ) ).toEqual( [
			[ 'text-muted', 'base-0', 'dark' ],
			[ 'text-muted', 'base-1', 'dark' ],
			[ 'text-muted', 'base-2', 'dark' ],
		] );
		expect( problems[ 2 ]?.ratio ).toBeLessThan( 4.5 );
	} );

	it( 'checks a changed base against every text colour in its mode', () => {
		const problems = themeContrastProblems( {
			'--uip-color-base-2': { value: '#8c8f94' },
		} );
		expect( problems.length ).toBeGreaterThan( 0 );
		expect(
			problems.every( ( p ) => p.base === 'base-2' && p.mode === 'light' )
		).toBe( true );
	} );
} );
