/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ReportError } from '../api';
import { AnalyticsErrorState, hiddenForViewer, ReportStates } from '../states';
import type { CountriesReport } from '../types';
import { reportAnswer } from './answers';

const notConnected = ( canConnect: boolean ) =>
	new ReportError(
		'WooCommerce is not active.',
		'uipress_analytics_not_connected',
		canConnect,
		canConnect ? 'http://shop.test/wp-admin/plugins.php' : ''
	);

const ordersForbidden = new ReportError(
	'Only users who can edit orders see recent orders.',
	'uipress_store_orders_forbidden'
);

describe( 'store analytics states', () => {
	it( 'offers a manager the link to activate WooCommerce', () => {
		render(
			<AnalyticsErrorState
				error={ notConnected( true ) }
				source="woocommerce"
			/>
		);
		expect(
			screen.getByRole( 'link', { name: 'Activate WooCommerce' } )
		).toHaveAttribute( 'href', 'http://shop.test/wp-admin/plugins.php' );
	} );

	it( 'tells other viewers store analytics are not available', () => {
		render(
			<AnalyticsErrorState
				error={ notConnected( false ) }
				source="woocommerce"
			/>
		);
		expect(
			screen.getByText( 'Store analytics are not available.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'says the same to a refused role', () => {
		render(
			<AnalyticsErrorState
				error={
					new ReportError(
						'Your role may not see store analytics.',
						'uipress_analytics_forbidden'
					)
				}
				source="woocommerce"
			/>
		);
		expect(
			screen.getByText( 'Store analytics are not available.' )
		).toBeInTheDocument();
	} );

	it( 'keeps the visitor analytics wording for Google', () => {
		render(
			<AnalyticsErrorState
				error={ notConnected( true ) }
				source="google"
			/>
		);
		expect(
			screen.getByRole( 'link', { name: 'Connect Google Analytics' } )
		).toBeInTheDocument();
	} );

	it( 'hides recent orders from a viewer who cannot edit orders, only on the interface', () => {
		expect( hiddenForViewer( ordersForbidden, 'prod' ) ).toBe( true );
		expect( hiddenForViewer( ordersForbidden, 'builder' ) ).toBe( false );
		expect( hiddenForViewer( notConnected( false ), 'prod' ) ).toBe(
			false
		);
		expect( hiddenForViewer( undefined, 'prod' ) ).toBe( false );
	} );

	it( 'gives the builder the short note instead', () => {
		render(
			<AnalyticsErrorState
				error={ ordersForbidden }
				source="woocommerce"
			/>
		);
		expect(
			screen.getByText(
				'Only users who can edit orders see recent orders.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	const countries: CountriesReport = {
		kind: 'countries',
		metric: { id: 'orders_count', label: 'Orders', type: 'integer' },
		rows: [ { countryId: 'DE', country: 'Germany', value: 3 } ],
	};

	it.each( [ true, false ] )(
		'says when WooCommerce is still importing orders (importing: %s)',
		( importing ) => {
			render(
				<ReportStates
					state={ {
						loading: false,
						settledAt: 1,
						reload: () => {},
						answer: reportAnswer( countries, {
							source: 'woocommerce',
							importing,
						} ),
					} }
					source="woocommerce"
					isEmpty={ () => false }
				>
					{ () => <p>the map</p> }
				</ReportStates>
			);
			expect( screen.getByText( 'the map' ) ).toBeInTheDocument();
			const notice = screen.queryByText(
				'WooCommerce is still importing orders into its analytics. Figures may be incomplete.'
			);
			expect( notice !== null ).toBe( importing );
		}
	);
} );
