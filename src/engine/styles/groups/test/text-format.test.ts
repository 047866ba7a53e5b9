/**
 * Internal dependencies
 */
import { textFormatCss } from '../text-format';

describe( 'textFormat', () => {
	it.each( [
		[ 'XS', 'var(--uip-text-xs)' ],
		[ 'S', 'var(--uip-text-s)' ],
		[ 'M', 'var(--uip-text-m)' ],
		[ 'L', 'var(--uip-text-l)' ],
		[ 'XL', 'var(--uip-text-xl)' ],
	] )( 'size preset %s → %s', ( preset, css ) => {
		expect( textFormatCss( { size: { preset } } ) ).toBe(
			`font-size:${ css };`
		);
	} );

	it( 'custom size uses the custom length', () => {
		expect(
			textFormatCss( {
				size: { preset: 'custom', custom: { value: 22, units: 'px' } },
			} )
		).toBe( 'font-size:22px;' );
		expect( textFormatCss( { size: { preset: 'custom' } } ) ).toBe( '' );
	} );

	it( 'writes every other field', () => {
		expect(
			textFormatCss( {
				color: 'var(--uip-color-text-muted)',
				weight: '600',
				lineHeight: 1.4,
				letterSpacing: { value: 0.02, units: 'em' },
				align: 'center',
				transform: 'uppercase',
				decoration: 'underline',
				italic: true,
				fontFamily: 'Inter, sans-serif',
			} )
		).toBe(
			'color:var(--uip-color-text-muted);font-weight:600;line-height:1.4;letter-spacing:0.02em;' +
				'text-align:center;text-transform:uppercase;text-decoration:underline;font-style:italic;font-family:Inter, sans-serif;'
		);
	} );

	it( 'line height may be a length; italic false writes normal', () => {
		expect(
			textFormatCss( {
				lineHeight: { value: 20, units: 'px' },
				italic: false,
				weight: 700,
			} )
		).toBe( 'font-weight:700;line-height:20px;font-style:normal;' );
	} );

	it( 'drops hostile values', () => {
		expect(
			textFormatCss( {
				color: 'red;}body{display:none',
				weight: 'bold;}',
				lineHeight: '1;}',
				fontFamily: 'x;}</style>',
				align: 'middle',
			} )
		).toBe( '' );
	} );
} );
