/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { scaleColour } from '../../shared/analytics/map/colour-scale';
import { storeAnswer } from '../../shared/analytics/test/store-answers';
import type { CountriesReport } from '../../shared/analytics/types';

const NET_SALES = storeAnswer< CountriesReport >( {
	kind: 'countries',
	metric: {
		id: 'net_revenue',
		label: 'Net sales',
		type: 'currency',
		currency: 'EUR',
	},
	rows: [
		{ countryId: 'DE', country: 'Germany', value: 5230.5 },
		{ countryId: 'FR', country: 'France', value: 80 },
	],
} );

function ordersMap( options: Record< string, unknown > = {} ) {
	return block( 'uip-store-orders-map', {
		settings: { block: { options } },
	} );
}

describe( 'uip-store-orders-map', () => {
	let requests: string[];
	beforeEach( () => {
		requests = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options.path ?? '' );
			return NET_SALES;
		} );
	} );

	it( 'draws the shared world map with the store’s money and its table of countries', async () => {
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ ordersMap( { metric: 'net_revenue' } ) ] }
			/>
		);
		await screen.findByRole( 'button', { name: 'Show as table' } );
		expect(
			screen.getByRole( 'heading', { name: 'Net sales by country' } )
		).toBeInTheDocument();
		expect( requests[ 0 ] ).toContain( 'range=last28' );
		expect(
			(
				container.querySelector(
					'path[data-country="DE"]'
				) as SVGPathElement
			 ).style.fill
		).toBe( scaleColour( 1 ) );
		expect(
			container.querySelector( '.uip-analytics-map__legend' )
		).toHaveTextContent( '80,00 €5.230,50 €' );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Show as table' } )
		);
		const table = screen.getByRole( 'table', {
			name: 'Net sales by country',
		} );
		expect(
			within( table )
				.getAllByRole( 'row' )
				.map( ( row ) => row.textContent )
		).toEqual( [
			'CountryNet sales',
			'Germany5.230,50\u00a0€',
			'France80,00\u00a0€',
		] );
	} );

	it( 'is named by its metric until the answer comes, orders by default', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ ordersMap() ] }
			/>
		);
		expect(
			screen.getByRole( 'heading', { name: 'Orders by country' } )
		).toBeInTheDocument();
		await screen.findByRole( 'button', { name: 'Show as table' } );
	} );

	it( 'says “No data for this period” without countries', async () => {
		apiFetch.setFetchHandler( async () =>
			storeAnswer< CountriesReport >( {
				...NET_SALES.report,
				rows: [],
			} )
		);
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ ordersMap() ] }
			/>
		);
		expect(
			await screen.findByText( 'No data for this period' )
		).toBeInTheDocument();
	} );
} );
