/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

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
import type {
	StoreCurrency,
	TimeseriesReport,
} from '../../shared/analytics/types';

// jsdom draws no canvas: the chart library is replaced by a stand-in.
jest.mock( 'uplot', () => {
	class FakePlot {
		width = 600;
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

const euros: StoreCurrency = {
	code: 'EUR',
	symbol: '€',
	position: 'right_space',
	decimals: 2,
	decimalSeparator: ',',
	thousandSeparator: '.',
};

const netSales = {
	id: 'net_revenue',
	label: 'Net sales',
	type: 'currency' as const,
	currency: 'EUR',
};
const orders = {
	id: 'orders_count',
	label: 'Orders',
	type: 'integer' as const,
};

const weekly: TimeseriesReport = {
	kind: 'timeseries',
	interval: 'week',
	metrics: [ netSales, orders ],
	points: [
		{ date: '2026-11-02', values: [ 1200.5, 12 ] },
		{ date: '2026-11-09', values: [ 2400, 20 ] },
	],
	previous: [
		{ date: '2026-10-19', values: [ 1000, 10 ] },
		{ date: '2026-10-26', values: [ 1000, 10 ] },
	],
	totals: [ 3600.5, 32 ],
	previousTotals: [ 2000, 40 ],
};

const paths: string[] = [];

describe( 'uip-store-revenue', () => {
	beforeEach( () => {
		paths.length = 0;
		document.documentElement.lang = 'en-US';
		apiFetch.setFetchHandler( async ( { path } ) => {
			paths.push( String( path ) );
			return reportAnswer( weekly, {
				source: 'woocommerce',
				currency: euros,
			} );
		} );
	} );

	function renderBlock( options: Record< string, unknown > = {} ) {
		const revenue = block( 'uip-store-revenue' );
		revenue.settings = {
			block: { options: { interval: 'week', ...options } },
		} as typeof revenue.settings;
		return render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ revenue ] }
			/>
		);
	}

	it( 'shows totals in WooCommerce’s money format with their change', async () => {
		renderBlock();
		expect( await screen.findByText( '3.600,50 €' ) ).toBeInTheDocument();
		expect( screen.getByText( '32' ) ).toBeInTheDocument();
		expect( screen.getByText( '+80.0% vs previous period' ) ).toHaveClass(
			'is-up'
		);
		expect( screen.getByText( '-20.0% vs previous period' ) ).toHaveClass(
			'is-down'
		);
	} );

	it( 'gives screen readers the numbers week by week', async () => {
		renderBlock();
		const table = await screen.findByRole( 'table', {
			name: 'Net sales, Orders by week',
		} );
		expect(
			within( table ).getByRole( 'row', { name: /Week of Nov 9/ } )
		).toHaveTextContent( 'Week of Nov 92.400,00 €1.000,00 €2010' );
	} );

	it( 'asks for the interval shown first, then the one the viewer picks', async () => {
		renderBlock();
		await screen.findByText( '32' );
		expect( paths[ 0 ] ).toContain( 'interval=week' );
		fireEvent.change( screen.getByLabelText( 'Interval' ), {
			target: { value: 'month' },
		} );
		await screen.findByText( '32' );
		expect( paths[ paths.length - 1 ] ).toContain( 'interval=month' );
	} );

	it( 'tells a manager to activate WooCommerce when it is not active', async () => {
		apiFetch.setFetchHandler( async () => {
			throw {
				code: 'uipress_analytics_not_connected',
				message: 'WooCommerce is not active.',
				data: {
					canConnect: true,
					settingsUrl: '/wp-admin/plugins.php',
				},
			};
		} );
		renderBlock();
		expect(
			await screen.findByRole( 'link', { name: 'Activate WooCommerce' } )
		).toHaveAttribute( 'href', '/wp-admin/plugins.php' );
	} );
	it( 'hides the range and interval selects when WooCommerce is not active', async () => {
		apiFetch.setFetchHandler( async () => {
			throw {
				code: 'uipress_analytics_not_connected',
				message: 'WooCommerce is not active.',
				data: { canConnect: false, settingsUrl: '' },
			};
		} );
		renderBlock();
		await screen.findByText( 'Store analytics are not available.' );
		expect( screen.queryByLabelText( 'Interval' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Net sales' } )
		).toBeInTheDocument();
	} );

	it( 'keeps the selects after another error (another range may answer)', async () => {
		apiFetch.setFetchHandler( async () => {
			throw { code: 'uipress_analytics_failed', message: 'It failed.' };
		} );
		renderBlock();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'It failed.'
		);
		expect( screen.getByLabelText( 'Interval' ) ).toBeInTheDocument();
	} );

	it( 'names the chart after its metrics when it has no title', async () => {
		renderBlock( { metrics: [ 'net_revenue', 'orders_count' ] } );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Net sales and orders',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows the title its administrator gave it instead', async () => {
		renderBlock( { title: 'Takings' } );
		expect(
			await screen.findByRole( 'heading', { name: 'Takings' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', { name: 'Net sales' } )
		).not.toBeInTheDocument();
	} );
} );
