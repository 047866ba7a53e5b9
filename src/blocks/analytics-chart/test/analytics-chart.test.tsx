/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { reportAnswer } from '../../shared/analytics/test/answers';
import type { TimeseriesReport } from '../../shared/analytics/types';
import { metricSummaries } from '../../shared/analytics/chart/summary';

// jsdom draws no canvas: the chart library is replaced by a stand-in that
// records what it was given.
const plots: Array< { options: { series: Array< { label?: string } > } } > = [];
jest.mock( 'uplot', () => {
	class FakePlot {
		width: number;
		constructor( options: { width: number; series: unknown[] } ) {
			this.width = options.width;
			plots.push( options as never );
		}
		setSize() {}
		destroy() {}
	}
	return {
		__esModule: true,
		default: Object.assign( FakePlot, {
			paths: { bars: () => () => null },
		} ),
	};
} );

const users = { id: 'activeUsers', label: 'Active users', type: 'integer' };
const rate = {
	id: 'engagementRate',
	label: 'Engagement rate',
	type: 'percent',
};

const report: TimeseriesReport = {
	kind: 'timeseries',
	metrics: [ users, rate ] as TimeseriesReport[ 'metrics' ],
	points: [
		{ date: '2026-11-01', values: [ 600, 0.5 ] },
		{ date: '2026-11-02', values: [ 634, 0.6 ] },
	],
	previous: [
		{ date: '2026-10-30', values: [ 500, 0.6 ] },
		{ date: '2026-10-31', values: [ 500, 0.6 ] },
	],
	totals: [ 1234, 0.55 ],
	previousTotals: [ 1000, 0.6 ],
};

describe( 'metricSummaries', () => {
	it( 'gives each total with its change against the previous period', () => {
		const [ first, second ] = metricSummaries( report, 'en-US' );
		expect( first?.total ).toBe( 1234 );
		expect( first?.change ).toMatchObject( {
			direction: 'up',
			text: '+23.4%',
		} );
		expect( second?.change ).toMatchObject( {
			direction: 'down',
			text: '-8.3%',
		} );
	} );

	it( 'has no change when comparison is off', () => {
		const [ first ] = metricSummaries( {
			...report,
			previous: [],
			previousTotals: null,
		} );
		expect( first?.change ).toBeNull();
	} );
} );

describe( 'uip-google-analytics', () => {
	beforeEach( () => {
		plots.length = 0;
		document.documentElement.lang = 'en-US';
		apiFetch.setFetchHandler( async () => reportAnswer( report ) );
	} );

	it( 'heads the chart with totals and changes, and has a table for screen readers', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ block( 'uip-google-analytics' ) ] }
			/>
		);
		expect( await screen.findByText( '1,234' ) ).toBeInTheDocument();
		expect( screen.getByText( '55%' ) ).toBeInTheDocument();
		expect( screen.getByText( '+23.4% vs previous period' ) ).toHaveClass(
			'is-up'
		);
		expect( screen.getByText( '-8.3% vs previous period' ) ).toHaveClass(
			'is-down'
		);
		const table = screen.getByRole( 'table', {
			name: 'Active users, Engagement rate by day',
		} );
		expect(
			within( table ).getByRole( 'row', { name: /Nov 2/ } )
		).toHaveTextContent( 'Nov 2634500' );
		// This period and the previous one per metric.
		expect( plots[ 0 ]?.options ).toBeUndefined();
		expect(
			(
				plots[ 0 ] as unknown as { series: Array< { label?: string } > }
			 ).series.map( ( series ) => series.label )
		).toEqual( [
			undefined,
			'Active users',
			'Active users, previous period',
			'Engagement rate',
			'Engagement rate, previous period',
		] );
	} );
} );
