/**
 * Internal dependencies
 */
import { chosenMetrics, revenueHeading } from '../heading';

describe( 'revenueHeading', () => {
	it( 'names one metric by its label', () => {
		expect( revenueHeading( { metrics: [ 'gross_sales' ] } ) ).toBe(
			'Gross sales'
		);
	} );

	it( 'joins two metrics in a phrase', () => {
		expect(
			revenueHeading( { metrics: [ 'net_revenue', 'num_items_sold' ] } )
		).toBe( 'Net sales and items sold' );
	} );

	it( 'falls back to net sales, as the server does', () => {
		expect( revenueHeading( {} ) ).toBe( 'Net sales' );
		expect( chosenMetrics( { metrics: [ 'refunds', 7 ] } ) ).toEqual( [
			'net_revenue',
		] );
		expect(
			chosenMetrics( {
				metrics: [ 'orders_count', 'gross_sales', 'net_revenue' ],
			} )
		).toEqual( [ 'orders_count', 'gross_sales' ] );
	} );
} );
