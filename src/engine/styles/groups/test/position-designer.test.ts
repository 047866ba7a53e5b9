/**
 * Internal dependencies
 */
import { positionDesignerCss } from '../position-designer';

describe( 'positionDesigner', () => {
	it( 'writes position, offsets and z-index', () => {
		expect(
			positionDesignerCss( {
				position: 'absolute',
				top: { value: 0, units: 'px' },
				right: { value: 10, units: 'px' },
				bottom: { value: 5, units: '%' },
				left: { value: 0, units: 'auto' },
				zIndex: 9,
			} )
		).toBe(
			'position:absolute;top:0;right:10px;bottom:5%;left:auto;z-index:9;'
		);
	} );

	it( 'rounds and bounds z-index, drops the rest', () => {
		expect( positionDesignerCss( { zIndex: 2.6 } ) ).toBe( 'z-index:3;' );
		expect( positionDesignerCss( { zIndex: 1e12 } ) ).toBe(
			'z-index:2147483647;'
		);
		expect(
			positionDesignerCss( { position: 'fixed;top:0', zIndex: '9;}' } )
		).toBe( '' );
	} );
} );
