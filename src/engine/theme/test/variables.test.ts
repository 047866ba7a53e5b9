/**
 * Internal dependencies
 */
import { SIZE_VARIABLES } from '../size-scale';
import { THEME_VARIABLES } from '../variables';
import { contrast, luminance } from './contrast';

const COLOURS = [ 'primary', 'accent', 'success', 'warning', 'danger' ];
const BASES = [ 'base-0', 'base-1', 'base-2' ];
const TEXT = [ 'text-base', 'text-emphasis', 'text-muted' ];

function variable( name: string ) {
	const found = THEME_VARIABLES.find(
		( entry ) => entry.name === `--uip-color-${ name }`
	);
	if ( ! found ) {
		throw new Error( `missing --uip-color-${ name }` );
	}
	return found;
}

describe( 'THEME_VARIABLES', () => {
	it( 'holds every variable of the spec, named --uip-color-…', () => {
		const expected = [
			...COLOURS.flatMap( ( name ) => [
				name,
				`${ name }-darker`,
				`${ name }-lighter`,
			] ),
			...BASES,
			'text-base',
			'text-emphasis',
			'text-muted',
			'text-inverse',
			'border',
		].map( ( name ) => `--uip-color-${ name }` );
		expect( THEME_VARIABLES.map( ( entry ) => entry.name ) ).toEqual(
			expected
		);
	} );

	it( 'gives each a label, type colour and hex light and dark values', () => {
		for ( const entry of THEME_VARIABLES ) {
			expect( entry.label ).not.toBe( '' );
			expect( entry.type ).toBe( 'color' );
			expect( entry.value ).toMatch( /^#[0-9a-f]{6}$/ );
			expect( entry.darkValue ).toMatch( /^#[0-9a-f]{6}$/ );
		}
	} );

	describe.each( [
		[ 'light', 'value' as const ],
		[ 'dark', 'darkValue' as const ],
	] )( '%s values pass WCAG AA (4.5:1)', ( _mode, key ) => {
		it.each(
			TEXT.flatMap( ( text ) => BASES.map( ( base ) => [ text, base ] ) )
		)( '%s on %s', ( text, base ) => {
			expect(
				contrast( variable( text )[ key ], variable( base )[ key ] )
			).toBeGreaterThanOrEqual( 4.5 );
		} );

		it.each(
			COLOURS.flatMap( ( colour ) =>
				BASES.map( ( base ) => [ colour, base ] )
			)
		)( '%s as text on %s', ( colour, base ) => {
			expect(
				contrast( variable( colour )[ key ], variable( base )[ key ] )
			).toBeGreaterThanOrEqual( 4.5 );
		} );

		it.each( COLOURS )( 'text inverse on %s', ( colour ) => {
			expect(
				contrast(
					variable( 'text-inverse' )[ key ],
					variable( colour )[ key ]
				)
			).toBeGreaterThanOrEqual( 4.5 );
		} );
	} );

	it.each( COLOURS )(
		'%s-darker is darker and %s-lighter lighter, in both modes',
		( colour ) => {
			for ( const key of [ 'value', 'darkValue' ] as const ) {
				const base = luminance( variable( colour )[ key ] );
				expect(
					luminance( variable( `${ colour }-darker` )[ key ] )
				).toBeLessThan( base );
				expect(
					luminance( variable( `${ colour }-lighter` )[ key ] )
				).toBeGreaterThan( base );
			}
		}
	);

	it( 'makes dark mode dark: base 0 darker than text', () => {
		expect( luminance( variable( 'base-0' ).darkValue ) ).toBeLessThan(
			luminance( variable( 'text-base' ).darkValue )
		);
	} );
} );

describe( 'SIZE_VARIABLES', () => {
	it( 'holds the text and spacing scales, each growing', () => {
		const names = SIZE_VARIABLES.map( ( entry ) => entry.name );
		expect( names ).toEqual( [
			'--uip-text-xs',
			'--uip-text-s',
			'--uip-text-m',
			'--uip-text-l',
			'--uip-text-xl',
			'--uip-spacing-xs',
			'--uip-spacing-s',
			'--uip-spacing-m',
			'--uip-spacing-l',
			'--uip-spacing-xl',
		] );
		const pixels = SIZE_VARIABLES.map( ( entry ) =>
			parseFloat( entry.value )
		);
		for ( const scale of [ pixels.slice( 0, 5 ), pixels.slice( 5 ) ] ) {
			expect( [ ...scale ].sort( ( a, b ) => a - b ) ).toEqual( scale );
			expect( new Set( scale ).size ).toBe( 5 );
		}
	} );
} );
