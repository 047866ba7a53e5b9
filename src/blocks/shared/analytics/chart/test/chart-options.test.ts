/**
 * Internal dependencies
 */
import { chartOptions } from '../chart-options';
import type { StoreCurrency, TimeseriesReport } from '../../types';

jest.mock( 'uplot', () => ( {
	__esModule: true,
	default: { paths: { bars: () => () => null } },
} ) );

const euros: StoreCurrency = {
	code: 'EUR',
	symbol: '€',
	position: 'right_space',
	decimals: 2,
	decimalSeparator: ',',
	thousandSeparator: '.',
};

const report: TimeseriesReport = {
	kind: 'timeseries',
	interval: 'week',
	metrics: [
		{
			id: 'net_revenue',
			label: 'Net sales',
			type: 'currency',
			currency: 'EUR',
		},
	],
	points: [
		{ date: '2026-11-02', values: [ 1200 ] },
		{ date: '2026-11-09', values: [ 2400 ] },
	],
	previous: [],
	totals: [ 3600 ],
	previousTotals: null,
};

const colours = {
	series: [ '#1f6aa8', '#7036d6' ],
	text: '#50575e',
	grid: '#dcdcde',
	background: '#fff',
};

type Values = ( plot: unknown, splits: number[] ) => string[];

describe( 'chartOptions', () => {
	beforeEach( () => {
		document.documentElement.lang = 'en-US';
	} );

	it( 'labels weekly points by their week, and money in the store format', () => {
		const options = chartOptions( report, 'line', colours, 600, euros );
		const [ xAxis, yAxis ] = options.axes ?? [];
		expect( ( xAxis?.values as Values )( null, [ 0, 0.5, 1 ] ) ).toEqual( [
			'Week of Nov 2',
			'',
			'Week of Nov 9',
		] );
		expect( ( yAxis?.values as Values )( null, [ 0, 2500 ] ) ).toEqual( [
			'0\u00a0€',
			'2.5K\u00a0€',
		] );
	} );

	it( 'steps a count’s axis by whole numbers only', () => {
		const options = chartOptions(
			{
				...report,
				metrics: [
					{ id: 'orders_count', label: 'Orders', type: 'integer' },
				],
			},
			'line',
			colours,
			600
		);
		const [ , yAxis ] = options.axes ?? [];
		expect( yAxis?.incrs ).toEqual(
			expect.arrayContaining( [ 1, 2, 5, 10, 20, 50, 100 ] )
		);
		expect( ( yAxis?.incrs as number[] ).every( Number.isInteger ) ).toBe(
			true
		);
		// Money keeps uPlot's own steps.
		const money = chartOptions( report, 'line', colours, 600, euros );
		expect( money.axes?.[ 1 ]?.incrs ).toBeUndefined();
	} );

	it( 'labels monthly points by month', () => {
		const options = chartOptions(
			{ ...report, interval: 'month' },
			'bar',
			colours,
			600
		);
		const [ xAxis ] = options.axes ?? [];
		expect( ( xAxis?.values as Values )( null, [ 0 ] ) ).toEqual( [
			'Nov 2026',
		] );
	} );
} );
