/**
 * Internal dependencies
 */
import {
	TOOLTIP_DELAY_MS,
	TOOLTIP_MAX_DELAY_MS,
	tooltipDelay,
} from '../tooltip-constants';

describe( 'tooltipDelay', () => {
	it( 'reads whole milliseconds, capped, and anything else as the default', () => {
		expect( tooltipDelay( '0' ) ).toBe( 0 );
		expect( tooltipDelay( '1200' ) ).toBe( 1200 );
		expect( tooltipDelay( '60000' ) ).toBe( TOOLTIP_MAX_DELAY_MS );
		for ( const bad of [ null, undefined, '', '-1', '1.5', 'slow' ] ) {
			expect( tooltipDelay( bad ) ).toBe( TOOLTIP_DELAY_MS );
		}
	} );
} );
