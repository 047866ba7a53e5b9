/**
 * Internal dependencies
 */
import { dimensionsCss } from '../dimensions';

describe( 'dimensions', () => {
	it( 'writes width, height and their limits', () => {
		expect(
			dimensionsCss( {
				width: { value: 100, units: '%' },
				height: { value: 0, units: 'auto' },
				minWidth: { value: 200, units: 'px' },
				maxWidth: { value: 60, units: 'rem' },
				minHeight: { value: 10, units: 'vh' },
				maxHeight: { value: 80, units: 'vh' },
			} )
		).toBe(
			'width:100%;height:auto;min-width:200px;max-width:60rem;min-height:10vh;max-height:80vh;'
		);
	} );

	it( 'skips invalid sizes', () => {
		expect(
			dimensionsCss( {
				width: { value: '100%;color:red', units: 'px' },
				height: { value: 5, units: 'parsecs' },
			} )
		).toBe( '' );
	} );
} );
