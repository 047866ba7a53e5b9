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
import type { KpisReport, StoreCurrency } from '../../shared/analytics/types';
import { kpiCards } from '../kpi-cards';

const dollars: StoreCurrency = {
	code: 'USD',
	symbol: '$',
	position: 'left',
	decimals: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
};

const report: KpisReport = {
	kind: 'kpis',
	metrics: [
		{
			id: 'net_revenue',
			label: 'Net sales',
			type: 'currency',
			currency: 'USD',
		},
		{ id: 'orders_count', label: 'Orders', type: 'integer' },
	],
	periods: [
		{
			id: 'today',
			start: '2026-11-29',
			end: '2026-11-29',
			previousStart: '2026-11-28',
			previousEnd: '2026-11-28',
			values: [ 1120, 4 ],
			previous: [ 1000, 5 ],
		},
		{
			id: 'week',
			start: '2026-11-23',
			end: '2026-11-29',
			previousStart: '2026-11-16',
			previousEnd: '2026-11-22',
			values: [ 5000, 20 ],
			previous: [ 5000, 0 ],
		},
		{
			id: 'month',
			start: '2026-11-01',
			end: '2026-11-29',
			previousStart: '2026-10-01',
			previousEnd: '2026-10-29',
			values: [ 20000.5, null ],
			previous: [ 16000, 70 ],
		},
	],
};

describe( 'kpiCards', () => {
	it( 'gives each period its values, previous values and change in words', () => {
		const [ today, week, month ] = kpiCards( report, dollars, 'en-US' );
		expect( today?.title ).toBe( 'Today' );
		expect( today?.against ).toBe( 'vs yesterday' );
		expect( today?.figures[ 0 ] ).toMatchObject( {
			value: '$1,120.00',
			previous: '$1,000.00',
			spoken: 'Up 12% on yesterday',
		} );
		expect( today?.figures[ 0 ]?.change?.text ).toBe( '+12.0%' );
		expect( today?.figures[ 1 ]?.spoken ).toBe( 'Down 20% on yesterday' );
		// Same sales; no orders before: no change can be told.
		expect( week?.figures[ 0 ]?.spoken ).toBe(
			'No change on the same days last week'
		);
		expect( week?.figures[ 1 ]?.change ).toBeNull();
		expect( week?.figures[ 1 ]?.spoken ).toBe( '' );
		expect( month?.title ).toBe( 'This month' );
		expect( month?.figures[ 0 ]?.spoken ).toBe(
			'Up 25% on the same days last month'
		);
		expect( month?.figures[ 1 ]?.value ).toBe( '—' );
	} );
} );

describe( 'uip-store-kpis', () => {
	beforeEach( () => {
		document.documentElement.lang = 'en-US';
		apiFetch.setFetchHandler( async () =>
			reportAnswer( report, {
				source: 'woocommerce',
				currency: dollars,
				importing: true,
				range: {
					id: 'today',
					start: '2026-11-29',
					end: '2026-11-29',
					previousStart: '2026-11-28',
					previousEnd: '2026-11-28',
				},
			} )
		);
	} );

	it( 'shows a card per period with an arrow, the change and a sentence for screen readers', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ block( 'uip-store-kpis' ) ] }
			/>
		);
		const today = await screen.findByRole( 'region', { name: /Today/ } );
		expect( within( today ).getByText( '$1,120.00' ) ).toBeInTheDocument();
		expect(
			within( today ).getByText( 'Up 12% on yesterday' )
		).toHaveClass( 'screen-reader-text' );
		expect( within( today ).getByText( '↑ +12.0%' ) ).toBeInTheDocument();
		expect(
			within( today ).getByText( 'Before: $1,000.00' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'region', { name: /This week/ } )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'WooCommerce is still importing orders into its analytics. Figures may be incomplete.'
			)
		).toBeInTheDocument();
	} );
	it( 'has a heading of its own when its administrator gave it no title', async () => {
		const kpis = block( 'uip-store-kpis' );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ kpis ] }
			/>
		);
		expect(
			await screen.findByRole( 'heading', {
				level: 2,
				name: 'Sales at a glance',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows the given title instead', async () => {
		const kpis = block( 'uip-store-kpis' );
		kpis.settings = {
			block: { options: { title: 'Shop today' } },
		} as typeof kpis.settings;
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ kpis ] }
			/>
		);
		expect(
			await screen.findByRole( 'heading', {
				level: 2,
				name: 'Shop today',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Sales at a glance' )
		).not.toBeInTheDocument();
	} );
} );
