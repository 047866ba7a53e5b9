/**
 * Internal dependencies
 */
import { spacingCss } from '../spacing';
import { SPACING_PRESETS } from '../../../types';

describe( 'spacing', () => {
	it.each( [
		[ '0', '0' ],
		[ 'XS', 'var(--uip-spacing-xs)' ],
		[ 'S', 'var(--uip-spacing-s)' ],
		[ 'M', 'var(--uip-spacing-m)' ],
		[ 'L', 'var(--uip-spacing-l)' ],
		[ 'XL', 'var(--uip-spacing-xl)' ],
	] )( 'preset %s → %s on all sides', ( preset, css ) => {
		expect(
			spacingCss( { margin: { preset }, padding: { preset } } )
		).toBe( `margin:${ css };padding:${ css };` );
	} );

	it( 'covers every spacing preset of the spec', () => {
		expect( [ ...SPACING_PRESETS ] ).toEqual( [
			'0',
			'XS',
			'S',
			'M',
			'L',
			'XL',
			'custom',
		] );
	} );

	it( 'custom writes each side given', () => {
		expect(
			spacingCss( {
				padding: {
					preset: 'custom',
					custom: {
						top: { value: 4, units: 'px' },
						right: { value: 1, units: 'rem' },
						left: { value: 2, units: '%' },
						bottom: { value: 'x', units: 'px' },
					},
				},
			} )
		).toBe( 'padding-top:4px;padding-right:1rem;padding-left:2%;' );
	} );

	it( 'writes nothing for custom without sides or an unknown preset', () => {
		expect( spacingCss( { margin: { preset: 'custom' } } ) ).toBe( '' );
		expect( spacingCss( { margin: { preset: 'XXL' } } ) ).toBe( '' );
		expect( spacingCss( { margin: { preset: 'toString' } } ) ).toBe( '' );
		expect( spacingCss( { margin: 'M' } ) ).toBe( '' );
	} );
} );
