/**
 * Internal dependencies
 */
import {
	FLYOUT_MARGIN,
	FLYOUT_OFFSET,
	flyoutPosition,
} from '../flyout-position';

const VIEWPORT = { width: 1000, height: 600 };
const FLYOUT = { width: 200, height: 150 };

describe( 'flyoutPosition', () => {
	it( 'goes beside its entry, top aligned', () => {
		const entry = { top: 100, left: 0, width: 240, height: 32 };
		expect( flyoutPosition( entry, FLYOUT, VIEWPORT, 'right' ) ).toEqual( {
			top: 100,
			left: 240 + FLYOUT_OFFSET,
			maxHeight: undefined,
			placement: 'right',
		} );
	} );

	it( 'flips to the other side when its side has no room', () => {
		const entry = { top: 100, left: 800, width: 180, height: 32 };
		const place = flyoutPosition( entry, FLYOUT, VIEWPORT, 'right' );
		expect( place.placement ).toBe( 'left' );
		expect( place.left ).toBe( 800 - FLYOUT_OFFSET - 200 );
	} );

	it( 'moves up to stay inside the viewport near its bottom', () => {
		const entry = { top: 560, left: 0, width: 60, height: 32 };
		const place = flyoutPosition( entry, FLYOUT, VIEWPORT, 'right' );
		expect( place.top ).toBe( 600 - FLYOUT_MARGIN - 150 );
	} );

	it( 'scrolls when taller than the viewport', () => {
		const entry = { top: 300, left: 0, width: 60, height: 32 };
		const place = flyoutPosition(
			entry,
			{ width: 200, height: 900 },
			VIEWPORT,
			'right'
		);
		expect( place.top ).toBe( FLYOUT_MARGIN );
		expect( place.maxHeight ).toBe( 600 - 2 * FLYOUT_MARGIN );
	} );

	it( 'goes below or above, aligned to a side, flipping when needed', () => {
		const entry = { top: 40, left: 300, width: 100, height: 32 };
		expect(
			flyoutPosition( entry, FLYOUT, VIEWPORT, 'bottom-left' )
		).toMatchObject( {
			top: 72 + FLYOUT_OFFSET,
			left: 300,
			placement: 'bottom-left',
		} );
		expect(
			flyoutPosition( entry, FLYOUT, VIEWPORT, 'bottom-right' ).left
		).toBe( 400 - 200 );
		// No room above the entry at the top of the window: below instead.
		expect(
			flyoutPosition( entry, FLYOUT, VIEWPORT, 'top-left' )
		).toMatchObject( {
			top: 72 + FLYOUT_OFFSET,
			placement: 'bottom-left',
		} );
	} );

	it( 'never leaves the viewport horizontally', () => {
		const entry = { top: 40, left: 950, width: 40, height: 32 };
		const place = flyoutPosition( entry, FLYOUT, VIEWPORT, 'bottom-left' );
		expect( place.left ).toBe( 1000 - FLYOUT_MARGIN - 200 );
	} );
} );
