/**
 * Internal dependencies
 */
import { flexLayoutCss } from '../flex-layout';

describe( 'flexLayout', () => {
	it( 'writes every field', () => {
		expect(
			flexLayoutCss( {
				display: 'flex',
				direction: 'column',
				wrap: 'wrap',
				justifyContent: 'space-between',
				alignItems: 'center',
				gap: { value: 12, units: 'px' },
			} )
		).toBe(
			'display:flex;flex-direction:column;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:12px;'
		);
	} );

	it( 'writes the block’s size in the flex container holding it', () => {
		expect( flexLayoutCss( { size: 'fill' } ) ).toBe(
			'flex:1 1 0%;min-width:0;min-height:0;'
		);
		expect( flexLayoutCss( { size: 'fixed' } ) ).toBe( 'flex:0 0 auto;' );
		expect( flexLayoutCss( { size: 'fit' } ) ).toBe( 'flex:0 1 auto;' );
		expect(
			flexLayoutCss( {
				size: 'toString' as unknown as 'fit',
			} )
		).toBe( '' );
	} );

	it( 'writes equal grid columns, clamped to 1…24', () => {
		expect( flexLayoutCss( { display: 'grid', gridColumns: 3 } ) ).toBe(
			'display:grid;grid-template-columns:repeat(3,minmax(0,1fr));'
		);
		expect(
			flexLayoutCss( { display: 'grid', gridColumns: 500 } )
		).toContain( 'repeat(24,' );
		expect(
			flexLayoutCss( { display: 'grid', gridColumns: -2 } )
		).toContain( 'repeat(1,' );
		expect( flexLayoutCss( { display: 'flex', gridColumns: 3 } ) ).toBe(
			'display:flex;'
		);
	} );

	it( 'drops values outside the allowed keywords', () => {
		expect(
			flexLayoutCss( {
				display: 'flex;}body{display:none',
				direction: 'sideways',
				gridColumns: '3;}',
			} )
		).toBe( '' );
		expect( flexLayoutCss( undefined ) ).toBe( '' );
		expect( flexLayoutCss( 'display:flex' ) ).toBe( '' );
	} );
} );
