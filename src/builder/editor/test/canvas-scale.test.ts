/**
 * Internal dependencies
 */
import { canvasLayout, fitScale } from '../canvas-scale';

describe( 'fitScale', () => {
	it( 'scales a wide template down to the room there is', () => {
		expect( fitScale( 720, 1440 ) ).toBe( 0.5 );
	} );

	it( 'never blows a narrow template up', () => {
		expect( fitScale( 900, 480 ) ).toBe( 1 );
	} );

	it( 'leaves the scale alone before anything is measured', () => {
		expect( fitScale( 0, 1440 ) ).toBe( 1 );
		expect( fitScale( 720, 0 ) ).toBe( 1 );
	} );
} );

describe( 'canvasLayout', () => {
	const screen = { width: 1440, height: 900 };

	it( 'lays desktop out at the window’s own size, scaled to fit', () => {
		expect( canvasLayout( 'desktop', screen, 540 ) ).toEqual( {
			width: 1440,
			minHeight: 900,
			scale: 0.375,
		} );
	} );

	it( 'never lays desktop out narrower than the first desktop width', () => {
		expect(
			canvasLayout( 'desktop', { width: 800, height: 600 }, 400 ).width
		).toBe( 990 );
	} );

	it( 'lays tablets and phones out at their simulated widths', () => {
		expect( canvasLayout( 'tablet', screen, 540 ) ).toEqual( {
			width: 768,
			minHeight: 900,
			scale: 540 / 768,
		} );
		expect( canvasLayout( 'mobile', screen, 540 ) ).toEqual( {
			width: 480,
			minHeight: 900,
			scale: 1,
		} );
	} );
} );
