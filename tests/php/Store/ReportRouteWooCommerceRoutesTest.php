<?php
/**
 * WooCommerce's REST controllers on the report route's requests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Analytics\Reports\ReportCache;
use UiPress\Analytics\Store\StoreSettings;
use UiPress\Rest\Analytics\ReportRouteWooCommerceRoutes;

/**
 * A request for GET uipress/v1/analytics/report builds a REST server
 * without WooCommerce's wc/v1…v3, wc-admin and wc-analytics routes (which
 * made the store blocks slower than WooCommerce's own calls), still
 * answers WooCommerce's figures from its data stores, and any other
 * request keeps every WooCommerce route.
 *
 * @group woocommerce
 */
final class ReportRouteWooCommerceRoutesTest extends StoreTestCase {

	use StoreRoutes;

	/**
	 * Puts back the request's route and a REST server built for it.
	 */
	public function tear_down(): void {
		$this->serve( null );
		parent::tear_down();
	}

	/**
	 * The report route's server has no WooCommerce REST controller, and its
	 * top products are WooCommerce's, as a full server answers them.
	 */
	public function test_the_report_route_answers_without_woocommerces_controllers(): void {
		$books = $this->product( 'Field guide', 12.5, 'Books' );
		$games = $this->product( 'Board game', 40.0, 'Games' );
		$this->order( array( $books->get_id() => 3 ), self::days_ago( 3 ) );
		$this->order( array( $games->get_id() => 1 ), self::days_ago( 5 ) );
		$this->run_analytics_import();
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_TOP_ITEMS => array( 'orderby' => 'net_revenue' ) ) );
		$this->act_as( 'shop_manager' );
		$full     = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_TOP_ITEMS ] ) );
		$expected = $this->records(
			$this->wc_analytics(
				'reports/products',
				$this->range_params( $full, 'start', 'end' ) + array(
					'orderby'       => 'net_revenue',
					'extended_info' => true,
				)
			),
			''
		);
		$this->assertSame( array( 'Board game', 'Field guide' ), array_map( fn ( $item ) => $this->text( $this->value_at( $item, 'extended_info.name' ) ), $expected ) );

		$this->serve( '/uipress/v1/analytics/report' );
		$this->assertTrue( ReportRouteWooCommerceRoutes::is_report_request() );
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/uipress/v1/analytics/report', $routes );
		foreach ( array( '/wc/v3/orders', '/wc/v2/products', '/wc-analytics/reports/products', '/wc-admin/options' ) as $route ) {
			$this->assertArrayNotHasKey( $route, $routes, "{$route} was registered on the report route." );
		}
		ReportCache::forget_all();
		$lean = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_TOP_ITEMS ] ) );
		$rows = $this->records( $lean, 'report.rows' );
		$this->assertSame( $this->records( $full, 'report.rows' ), $rows );
		$this->assertSame( array( 'Board game', 'Field guide' ), array_map( fn ( $row ) => $this->value_at( $row, 'dimensions.0' ), $rows ) );
		$this->assertEqualsWithDelta( 40.0, $this->number( $this->value_at( $rows[0], 'values.1' ) ), 0.001 );
	}

	/**
	 * Any other request, UiPress's own included, keeps WooCommerce's routes.
	 */
	public function test_other_requests_keep_woocommerces_routes(): void {
		foreach ( array( '/uipress/v1/analytics/metadata', '/uipress/v1/analytics/report/extra', '/wc/v3/orders', '' ) as $route ) {
			$this->serve( $route );
			$this->assertFalse( ReportRouteWooCommerceRoutes::is_report_request(), $route );
			$routes = rest_get_server()->get_routes();
			if ( ! str_starts_with( $route, '/wc/' ) ) {
				$this->assertArrayHasKey( '/wc-analytics/reports/products', $routes, $route );
			}
			$this->assertArrayHasKey( '/wc/v3/orders', $routes, $route );
		}
	}

	/**
	 * Makes the next REST server as a request for a route would (null: none).
	 *
	 * @param string|null $route The `rest_route` query variable.
	 */
	private function serve( ?string $route ): void {
		global $wp, $wp_rest_server;
		$this->assertInstanceOf( \WP::class, $wp );
		if ( null === $route ) {
			unset( $wp->query_vars['rest_route'] );
		} else {
			$wp->query_vars['rest_route'] = $route;
		}
		$wp_rest_server = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- rest_get_server() builds it again for the route.
	}
}
