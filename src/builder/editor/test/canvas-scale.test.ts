/**
 * Internal dependencies
 */
import { canvasLayout, fitScale, nextZoom, zoomScale } from '../canvas-scale';

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
			fit: 0.375,
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
			fit: 540 / 768,
		} );
		expect( canvasLayout( 'mobile', screen, 540 ) ).toEqual( {
			width: 480,
			minHeight: 900,
			scale: 1,
			fit: 1,
		} );
	} );

	it( 'shows a fixed zoom at its percentage, whatever fits', () => {
		// 100 %: the real size, wider than the canvas (which scrolls).
		expect( canvasLayout( 'desktop', screen, 540, 100 ) ).toEqual( {
			width: 1440,
			minHeight: 900,
			scale: 1,
			fit: 0.375,
		} );
		expect( canvasLayout( 'desktop', screen, 540, 50 ).scale ).toBe( 0.5 );
		// Even a phone that would fit at its real size.
		expect( canvasLayout( 'mobile', screen, 900, 75 ) ).toMatchObject( {
			scale: 0.75,
			fit: 1,
		} );
	} );
} );

describe( 'zoom levels', () => {
	it( 'is the fitted scale at fit, the percentage otherwise', () => {
		expect( zoomScale( 'fit', 0.41 ) ).toBe( 0.41 );
		expect( zoomScale( 75, 0.41 ) ).toBe( 0.75 );
	} );

	it( 'zooms in to the next larger level, fit among them', () => {
		expect( nextZoom( 'fit', 0.41, 1 ) ).toBe( 50 );
		expect( nextZoom( 50, 0.41, 1 ) ).toBe( 75 );
		expect( nextZoom( 50, 0.6, 1 ) ).toBe( 'fit' );
		expect( nextZoom( 'fit', 0.6, 1 ) ).toBe( 75 );
		expect( nextZoom( 100, 0.41, 1 ) ).toBe( 100 );
		// A phone fitted at its real size is as large as it gets.
		expect( nextZoom( 'fit', 1, 1 ) ).toBe( 'fit' );
	} );

	it( 'zooms out to the next smaller level, fit among them', () => {
		expect( nextZoom( 100, 0.41, -1 ) ).toBe( 75 );
		expect( nextZoom( 50, 0.41, -1 ) ).toBe( 'fit' );
		expect( nextZoom( 'fit', 0.41, -1 ) ).toBe( 'fit' );
		expect( nextZoom( 75, 0.6, -1 ) ).toBe( 'fit' );
		expect( nextZoom( 'fit', 0.6, -1 ) ).toBe( 50 );
	} );
} );
