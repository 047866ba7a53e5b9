/**
 * Internal dependencies
 */
import { alpha2ForShape } from '../country-codes';
import {
	SCALE_FLOOR,
	scaleColour,
	scaleShare,
	valueExtent,
} from '../colour-scale';
import { countryShapes, MAP_HEIGHT, MAP_WIDTH } from '../world-geometry';

describe( 'country codes', () => {
	it( 'maps world-atlas numeric ids to ISO alpha-2', () => {
		expect( alpha2ForShape( '840' ) ).toBe( 'US' );
		expect( alpha2ForShape( '276' ) ).toBe( 'DE' );
		expect( alpha2ForShape( '36' ) ).toBe( 'AU' );
		expect( alpha2ForShape( '076' ) ).toBe( 'BR' );
	} );

	it( 'names Kosovo XK and leaves other uncoded shapes out', () => {
		expect( alpha2ForShape( undefined, 'Kosovo' ) ).toBe( 'XK' );
		expect( alpha2ForShape( undefined, 'Somaliland' ) ).toBeNull();
		expect( alpha2ForShape( '999' ) ).toBeNull();
	} );
} );

describe( 'world geometry', () => {
	const shapes = countryShapes();

	it( 'draws every Natural Earth country but Antarctica, each with a path', () => {
		expect( shapes.length ).toBe( 176 );
		expect(
			shapes.every( ( shape ) => shape.path.startsWith( 'M' ) )
		).toBe( true );
		expect( shapes.some( ( shape ) => shape.countryId === 'AQ' ) ).toBe(
			false
		);
	} );

	it( 'knows the countries a report names by alpha-2', () => {
		const ids = new Set( shapes.map( ( shape ) => shape.countryId ) );
		for ( const id of [ 'US', 'GB', 'FR', 'IN', 'JP', 'CN', 'ZA', 'XK' ] ) {
			expect( ids.has( id ) ).toBe( true );
		}
	} );

	it( 'fits the projection into the view box', () => {
		const numbers = shapes
			.flatMap( ( shape ) => shape.path.match( /-?\d+(\.\d+)?/g ) ?? [] )
			.map( Number );
		expect( Math.min( ...numbers ) ).toBeGreaterThanOrEqual( -1 );
		expect( Math.max( ...numbers ) ).toBeLessThanOrEqual(
			Math.max( MAP_WIDTH, MAP_HEIGHT ) + 1
		);
	} );
} );

describe( 'colour scale', () => {
	it( 'finds the extent of the values', () => {
		expect( valueExtent( [ 4, 1, 9 ] ) ).toEqual( { min: 1, max: 9 } );
		expect( valueExtent( [] ) ).toBeNull();
	} );

	it( 'places values on a logarithmic share of the extent', () => {
		const extent = { min: 0, max: 999 };
		expect( scaleShare( 0, extent ) ).toBe( 0 );
		expect( scaleShare( 999, extent ) ).toBe( 1 );
		// log1p(31) / log1p(999) = ln 32 / ln 1000 = 0.5017…
		expect( scaleShare( 31, extent ) ).toBeCloseTo( 0.5017, 3 );
		expect( scaleShare( 5000, extent ) ).toBe( 1 );
		expect( scaleShare( 7, { min: 7, max: 7 } ) ).toBe( 1 );
	} );

	it( 'mixes the theme’s primary into the surface', () => {
		expect( scaleColour( 0 ) ).toBe(
			`color-mix(in srgb, var(--uip-color-primary) ${ SCALE_FLOOR }%, var(--uip-color-base-1))`
		);
		expect( scaleColour( 1 ) ).toContain( 'var(--uip-color-primary) 100%' );
		expect( scaleColour( 0.5 ) ).toContain(
			`${ Math.round( SCALE_FLOOR + ( 100 - SCALE_FLOOR ) / 2 ) }%`
		);
	} );
} );
