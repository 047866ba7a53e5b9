/**
 * Internal dependencies
 */
import { pointLabel, shortDate, tableCaption } from '../point-labels';

describe( 'chart point labels', () => {
	it( 'names days, weeks and months in the locale', () => {
		expect( pointLabel( '2026-11-03', 'day', 'en-US' ) ).toBe( 'Nov 3' );
		expect( pointLabel( '2026-11-03', 'week', 'en-US' ) ).toBe(
			'Week of Nov 3'
		);
		expect( pointLabel( '2026-11-03', 'week', 'en-GB' ) ).toBe(
			'Week of 3 Nov'
		);
		expect( pointLabel( '2026-11-01', 'month', 'en-US' ) ).toBe(
			'Nov 2026'
		);
		// Visitor charts have no interval: days.
		expect( pointLabel( '2026-11-03', undefined, 'en-US' ) ).toBe(
			'Nov 3'
		);
	} );

	it( 'reads the date in UTC, so no time zone moves it a day', () => {
		expect( shortDate( '2026-01-01', 'en-US' ) ).toBe( 'Jan 1' );
		expect( pointLabel( '2026-01-01', 'month', 'en-US' ) ).toBe(
			'Jan 2026'
		);
	} );

	it( 'gives nothing for a missing point and the text for a bad date', () => {
		expect( pointLabel( undefined, 'week' ) ).toBe( '' );
		expect( pointLabel( 'soon', 'day', 'en-US' ) ).toBe( 'soon' );
	} );

	it( 'captions the screen-reader table by the interval', () => {
		expect( tableCaption( 'Net sales, Orders', 'week' ) ).toBe(
			'Net sales, Orders by week'
		);
		expect( tableCaption( 'Net sales', 'month' ) ).toBe(
			'Net sales by month'
		);
		expect( tableCaption( 'Active users' ) ).toBe( 'Active users by day' );
	} );
} );
