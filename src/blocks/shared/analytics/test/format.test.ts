/**
 * Internal dependencies
 */
import {
	changeBetween,
	formatDuration,
	formatMetric,
	MISSING_VALUE,
} from '../format';

describe( 'formatMetric', () => {
	it( 'reads each metric type in the locale', () => {
		expect(
			formatMetric( 12345.6, { type: 'integer' }, false, 'en-US' )
		).toBe( '12,346' );
		expect(
			formatMetric( 12345.6, { type: 'integer' }, false, 'de-DE' )
		).toBe( '12.346' );
		expect(
			formatMetric( 1.23456, { type: 'float' }, false, 'en-US' )
		).toBe( '1.23' );
		expect(
			formatMetric( 0.5634, { type: 'percent' }, false, 'en-US' )
		).toBe( '56.3%' );
		expect( formatMetric( 125, { type: 'seconds' }, false, 'en-US' ) ).toBe(
			'2:05'
		);
		expect(
			formatMetric(
				1234.5,
				{ type: 'currency', currency: 'EUR' },
				false,
				'en-US'
			)
		).toBe( '€1,234.50' );
		expect( formatMetric( 10, { type: 'currency' }, false, 'en-US' ) ).toBe(
			'$10.00'
		);
	} );

	it( 'shortens axis numbers and marks missing values', () => {
		expect(
			formatMetric( 12345, { type: 'integer' }, true, 'en-US' )
		).toBe( '12.3K' );
		expect( formatMetric( null, { type: 'integer' } ) ).toBe(
			MISSING_VALUE
		);
		expect( formatMetric( Number.NaN, { type: 'float' } ) ).toBe(
			MISSING_VALUE
		);
	} );

	it( 'writes durations as m:ss, and h:mm:ss from an hour', () => {
		expect( formatDuration( 0 ) ).toBe( '0:00' );
		expect( formatDuration( 59.6 ) ).toBe( '1:00' );
		expect( formatDuration( 3725 ) ).toBe( '1:02:05' );
	} );
} );

describe( 'changeBetween', () => {
	it( 'gives the change against the previous period with its sign', () => {
		expect( changeBetween( 1123, 1000, 'en-US' ) ).toEqual( {
			ratio: 0.123,
			direction: 'up',
			text: '+12.3%',
		} );
		const down = changeBetween( 50, 200, 'en-US' );
		expect( down?.direction ).toBe( 'down' );
		expect( down?.text ).toBe( '-75.0%' );
	} );

	it( 'calls a change that rounds to nothing flat', () => {
		const flat = changeBetween( 100001, 100000, 'en-US' );
		expect( flat?.direction ).toBe( 'flat' );
		expect( flat?.text ).toBe( '0.0%' );
	} );

	it( 'has no change without a previous value to compare', () => {
		expect( changeBetween( 10, 0 ) ).toBeNull();
		expect( changeBetween( 10, null ) ).toBeNull();
		expect( changeBetween( null, 10 ) ).toBeNull();
	} );
} );

describe( 'store money', () => {
	const dollars = {
		code: 'USD',
		symbol: '$',
		position: 'left',
		decimals: 2,
		decimalSeparator: '.',
		thousandSeparator: ',',
	} as const;
	const euros = {
		code: 'EUR',
		symbol: '€',
		position: 'right_space',
		decimals: 2,
		decimalSeparator: ',',
		thousandSeparator: '.',
	} as const;
	const money = { type: 'currency', currency: 'EUR' } as const;

	it( 'reads as WooCommerce prints it, whatever the page locale', () => {
		expect(
			formatMetric( 1234567.891, money, false, 'en-US', euros )
		).toBe( '1.234.567,89\u00a0€' );
		expect(
			formatMetric(
				1234.5,
				{ type: 'currency', currency: 'USD' },
				false,
				'de-DE',
				dollars
			)
		).toBe( '$1,234.50' );
	} );

	it( 'places the symbol and the minus as wc_price() does', () => {
		const at = ( position: 'left' | 'right' | 'left_space' ) =>
			formatMetric( -5, money, false, 'en-US', {
				...euros,
				position,
			} );
		expect( at( 'left' ) ).toBe( '-€5,00' );
		expect( at( 'right' ) ).toBe( '-5,00€' );
		expect( at( 'left_space' ) ).toBe( '-€\u00a05,00' );
		expect( formatMetric( -0.001, money, false, 'en-US', euros ) ).toBe(
			'0,00\u00a0€'
		);
	} );

	it( 'honours the number of decimals (none for yen)', () => {
		expect(
			formatMetric( 123456.7, { type: 'currency' }, false, 'en-US', {
				code: 'JPY',
				symbol: '¥',
				position: 'left',
				decimals: 0,
				decimalSeparator: '.',
				thousandSeparator: ',',
			} )
		).toBe( '¥123,457' );
	} );

	it( 'shortens axis values and keeps the symbol where WooCommerce puts it', () => {
		expect( formatMetric( 12500, money, true, 'en-US', euros ) ).toBe(
			'12.5K\u00a0€'
		);
		expect(
			formatMetric(
				12500,
				{ type: 'currency', currency: 'USD' },
				true,
				'en-US',
				dollars
			)
		).toBe( '$12.5K' );
	} );

	it( 'leaves counts and other currencies to Intl', () => {
		expect(
			formatMetric( 1234, { type: 'integer' }, false, 'en-US', euros )
		).toBe( '1,234' );
		expect(
			formatMetric(
				10,
				{ type: 'currency', currency: 'USD' },
				false,
				'en-US',
				euros
			)
		).toBe( '$10.00' );
		expect( formatMetric( null, money, false, 'en-US', euros ) ).toBe(
			MISSING_VALUE
		);
	} );
} );
