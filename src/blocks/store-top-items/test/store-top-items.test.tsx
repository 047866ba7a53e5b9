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
import { storeAnswer } from '../../shared/analytics/test/store-answers';
import type { ReportAnswer, TableReport } from '../../shared/analytics/types';

const METRICS: TableReport[ 'metrics' ] = [
	{ id: 'items_sold', label: 'Items sold', type: 'integer' },
	{
		id: 'net_revenue',
		label: 'Net sales',
		type: 'currency',
		currency: 'EUR',
	},
	{ id: 'orders_count', label: 'Orders', type: 'integer' },
];

/**
 * The server's page for what the request asked.
 *
 * @param path The request's path.
 */
function answerFor( path: string ): ReportAnswer< TableReport > {
	const query = new URL( path, 'https://example.test' ).searchParams;
	const page = Number( query.get( 'page' ) ?? 1 );
	const orderby = query.get( 'orderby' ) ?? 'net_revenue';
	const order = query.get( 'order' ) === 'asc' ? 'asc' : 'desc';
	return storeAnswer( {
		kind: 'table',
		dimensions: [ { id: 'product', label: 'Product' } ],
		metrics: METRICS,
		rows: [
			{
				dimensions: [ `Hoodie ${ orderby } ${ order } p${ page }` ],
				values: [ 12, 1234.5, 9 ],
			},
		],
		paging: { page, pages: 7, totalRows: 61, orderby, order },
	} );
}

function topItems( options: Record< string, unknown > = {} ) {
	return block( 'uip-store-top-items', {
		settings: { block: { options } },
	} );
}

describe( 'uip-store-top-items', () => {
	let requests: string[];
	beforeEach( () => {
		requests = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options.path ?? '' );
			return answerFor( options.path ?? '' );
		} );
	} );

	it( 'shows WooCommerce’s rows with the store’s money and asks the server for each sort and page', async () => {
		const list = topItems( { dateRanges: [ 'last7', 'last28' ] } );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ list ] }
			/>
		);
		const table = await screen.findByRole( 'table', {
			name: 'Top products',
		} );
		expect( requests[ 0 ] ).toContain(
			`/uipress/v1/analytics/report?template=7&block=${ list.uid }&range=last28&`
		);
		expect(
			within( table )
				.getAllByRole( 'row' )
				.map( ( row ) => row.textContent )
		).toEqual( [
			'ProductItems soldNet salesOrders',
			'Hoodie net_revenue desc p1121.234,50\u00a0€9',
		] );
		const net = screen.getByRole( 'columnheader', { name: 'Net sales' } );
		expect( net ).toHaveAttribute( 'aria-sort', 'descending' );
		// The server sorts by metrics only: the product column has no button.
		expect(
			within(
				screen.getByRole( 'columnheader', { name: 'Product' } )
			).queryByRole( 'button' )
		).not.toBeInTheDocument();
		expect( screen.getByText( 'Page 1 of 7' ) ).toBeInTheDocument();

		fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		expect( await screen.findByText( 'Page 2 of 7' ) ).toBeInTheDocument();
		expect( requests.at( -1 ) ).toContain( '&page=2' );

		// A new sort starts again at page 1, largest first; again turns it round.
		fireEvent.click( screen.getByRole( 'button', { name: 'Orders' } ) );
		expect(
			await screen.findByText( 'Hoodie orders_count desc p1' )
		).toBeInTheDocument();
		expect( requests.at( -1 ) ).toContain(
			'&orderby=orders_count&order=desc'
		);
		expect( requests.at( -1 ) ).not.toContain( 'page=' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Orders' } ) );
		expect(
			await screen.findByText( 'Hoodie orders_count asc p1' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'columnheader', { name: 'Orders' } )
		).toHaveAttribute( 'aria-sort', 'ascending' );

		// Another range: page 1 again, the sort kept.
		fireEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		await screen.findByText( 'Page 2 of 7' );
		fireEvent.change( screen.getByRole( 'combobox' ), {
			target: { value: 'last7' },
		} );
		expect( await screen.findByText( 'Page 1 of 7' ) ).toBeInTheDocument();
		expect( requests.at( -1 ) ).toContain( 'range=last7' );
		expect( requests.at( -1 ) ).not.toContain( 'page=' );
	} );

	it( 'names a categories list and takes the administrator’s title', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [
					topItems( { report: 'categories' } ),
					topItems( { title: 'Best sellers' } ),
				] }
			/>
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Top categories' } )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'heading', { name: 'Best sellers' } )
		).toBeInTheDocument();
	} );

	it( 'says when WooCommerce is not active, with the link for managers', async () => {
		apiFetch.setFetchHandler( async () => {
			throw {
				code: 'uipress_analytics_not_connected',
				message: 'WooCommerce is not active.',
				data: {
					status: 409,
					canConnect: true,
					settingsUrl: 'http://example.test/wp-admin/plugins.php',
				},
			};
		} );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ topItems() ] }
			/>
		);
		expect(
			await screen.findByRole( 'link', { name: 'Activate WooCommerce' } )
		).toHaveAttribute( 'href', 'http://example.test/wp-admin/plugins.php' );
	} );
} );
