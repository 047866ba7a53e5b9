/**
 * Internal dependencies
 */
import {
	TOOLTIP_MARGIN,
	TOOLTIP_OFFSET,
	tooltipPosition,
} from '../tooltip-position';

const VIEWPORT = { width: 1000, height: 800 };
const TIP = { width: 100, height: 30 };

describe( 'tooltipPosition', () => {
	it( 'centres the tooltip below its block', () => {
		const anchor = { top: 100, left: 200, width: 60, height: 20 };
		expect( tooltipPosition( anchor, TIP, VIEWPORT ) ).toEqual( {
			top: 100 + 20 + TOOLTIP_OFFSET,
			left: 200 + 30 - 50,
			placement: 'bottom',
		} );
	} );

	it( 'goes above a block at the bottom of the viewport', () => {
		const anchor = { top: 770, left: 200, width: 60, height: 20 };
		expect( tooltipPosition( anchor, TIP, VIEWPORT ) ).toMatchObject( {
			top: 770 - TOOLTIP_OFFSET - 30,
			placement: 'top',
		} );
	} );

	it( 'stays below when there is no room above either', () => {
		const anchor = { top: 10, left: 200, width: 60, height: 780 };
		expect( tooltipPosition( anchor, TIP, VIEWPORT ).placement ).toBe(
			'bottom'
		);
	} );

	it( 'keeps inside the viewport at the left and right edges', () => {
		expect(
			tooltipPosition(
				{ top: 100, left: 0, width: 20, height: 20 },
				TIP,
				VIEWPORT
			).left
		).toBe( TOOLTIP_MARGIN );
		expect(
			tooltipPosition(
				{ top: 100, left: 990, width: 10, height: 20 },
				TIP,
				VIEWPORT
			).left
		).toBe( 1000 - TOOLTIP_MARGIN - 100 );
	} );
} );
