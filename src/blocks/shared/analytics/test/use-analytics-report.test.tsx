/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ReportStates, StaleNotice } from '../states';
import { reportAnswer } from './answers';
import type { DateRangeId, ReportAnswer, TimeseriesReport } from '../types';
import { useAnalyticsReport, type ReportQuery } from '../use-analytics-report';

const report: TimeseriesReport = {
	kind: 'timeseries',
	metrics: [ { id: 'activeUsers', label: 'Active users', type: 'integer' } ],
	points: [ { date: '2026-11-01', values: [ 5 ] } ],
	previous: [],
	totals: [ 5 ],
	previousTotals: null,
};

function answer(
	total: number,
	extra: Partial< ReportAnswer< TimeseriesReport > > = {}
) {
	return reportAnswer( { ...report, totals: [ total ] }, extra );
}

function Probe( query: ReportQuery ) {
	const state = useAnalyticsReport< TimeseriesReport >( query );
	return (
		<div data-testid="probe" aria-busy={ state.loading }>
			<StaleNotice answer={ state.answer } />
			<ReportStates
				state={ state }
				source="google"
				isEmpty={ ( shown ) => shown.points.length === 0 }
			>
				{ ( { report: shown } ) => <p>Total { shown.totals[ 0 ] }</p> }
			</ReportStates>
		</div>
	);
}

describe( 'useAnalyticsReport and the states', () => {
	let requests: string[];
	let respond: ( options: APIFetchOptions ) => Promise< unknown >;
	beforeEach( () => {
		requests = [];
		apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
			requests.push( options.path ?? options.url ?? '' );
			return respond( options );
		} );
	} );

	it( 'asks for the block, range and draft, and shows the answer after a skeleton', async () => {
		respond = async () => answer( 42 );
		render(
			<Probe
				templateId={ 7 }
				uid="abc"
				range="last7"
				draft={ { metrics: [ 'sessions' ] } }
				module="uip-google-analytics"
			/>
		);
		expect( screen.getByText( 'Loading analytics' ) ).toBeInTheDocument();
		expect( await screen.findByText( 'Total 42' ) ).toBeInTheDocument();
		const url = new URL( requests[ 0 ] ?? '', 'https://example.test' );
		expect( url.pathname ).toBe( '/uipress/v1/analytics/report' );
		expect( Object.fromEntries( url.searchParams ) ).toMatchObject( {
			template: '7',
			block: 'abc',
			range: 'last7',
			draft: '{"metrics":["sessions"]}',
			module: 'uip-google-analytics',
		} );
	} );

	it( 'keeps the last answer while another range loads', async () => {
		let release: ( value: unknown ) => void = () => undefined;
		respond = async () => answer( 1 );
		const { rerender } = render(
			<Probe templateId={ 7 } uid="abc" range="last7" />
		);
		expect( await screen.findByText( 'Total 1' ) ).toBeInTheDocument();
		respond = () => new Promise( ( resolve ) => ( release = resolve ) );
		rerender(
			<Probe
				templateId={ 7 }
				uid="abc"
				range={ 'last90' as DateRangeId }
			/>
		);
		await waitFor( () =>
			expect( screen.getByTestId( 'probe' ) ).toHaveAttribute(
				'aria-busy',
				'true'
			)
		);
		expect( screen.getByText( 'Total 1' ) ).toBeInTheDocument();
		await act( async () => release( answer( 2 ) ) );
		expect( await screen.findByText( 'Total 2' ) ).toBeInTheDocument();
		expect( requests[ 1 ] ).toContain( 'range=last90' );
	} );

	it( 'says when there is no data, and when the numbers are an old copy', async () => {
		respond = async () => ( {
			...answer( 0, {
				stale: true,
				notice: 'Quota exhausted',
			} ),
			report: { ...report, points: [] },
		} );
		render( <Probe templateId={ 7 } uid="abc" /> );
		expect(
			await screen.findByText( 'No data for this period' )
		).toBeInTheDocument();
		expect( screen.getByText( /^Last updated / ) ).toHaveAttribute(
			'title',
			'Quota exhausted'
		);
	} );

	it( 'links a manager to the settings when the source is not connected', async () => {
		respond = async () => {
			throw {
				code: 'uipress_analytics_not_connected',
				message: 'Not connected.',
				data: {
					status: 409,
					canConnect: true,
					settingsUrl:
						'/wp-admin/admin.php?page=uip-settings&group=analytics',
				},
			};
		};
		render( <Probe templateId={ 7 } uid="abc" /> );
		expect(
			await screen.findByRole( 'link', {
				name: 'Connect Google Analytics',
			} )
		).toHaveAttribute(
			'href',
			'/wp-admin/admin.php?page=uip-settings&group=analytics'
		);
	} );

	it( 'gives others a neutral notice, and shows other errors’ messages', async () => {
		respond = async () => {
			throw {
				code: 'uipress_analytics_not_connected',
				message: 'Not connected.',
				data: { status: 409, canConnect: false, settingsUrl: '' },
			};
		};
		const { unmount } = render( <Probe templateId={ 7 } uid="abc" /> );
		expect(
			await screen.findByText( 'Analytics are not available.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		unmount();

		respond = async () => {
			throw {
				code: 'uipress_analytics_provider',
				message: 'User does not have sufficient permissions.',
				data: { status: 502 },
			};
		};
		render( <Probe templateId={ 7 } uid="abc" /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'User does not have sufficient permissions.'
		);
	} );
} );
