<?php
/**
 * Orders by country counts each order under its own billing country.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Analytics\Store\OrdersMapReport;
use UiPress\Analytics\Store\StoreSettings;

/**
 * One guest (one e-mail, so one customer for WooCommerce's analytics)
 * orders from two countries; refunds of orders from each; an order
 * WooCommerce does not count and one without a country. In both order
 * storages, each order counts under its own billing country, each refund
 * under its order's, and the countries add up to revenue stats.
 *
 * @group woocommerce
 */
final class OrdersMapReportTest extends StoreTestCase {

	use StoreRoutes;

	/**
	 * Both order storages.
	 *
	 * @return array<string, array{bool}>
	 */
	public static function storages(): array {
		return array(
			'HPOS'  => array( true ),
			'posts' => array( false ),
		);
	}

	/**
	 * The map by orders and by net sales, and OrdersMapReport::totals()
	 * against revenue stats.
	 *
	 * @dataProvider storages
	 * @param bool $hpos Whether orders are in WooCommerce's own tables.
	 */
	public function test_each_order_counts_under_its_own_billing_country( bool $hpos ): void {
		$this->use_hpos( $hpos );
		$mug = $this->product( 'Mug', 20.0, 'Kitchen' )->get_id();
		// StoreTestCase::order() gives every order the same billing e-mail.
		$us     = $this->order( array( $mug => 2 ), self::days_ago( 6 ), 'completed', 'US' );
		$ids    = array( $us->get_id() );
		$ids[]  = $this->order( array( $mug => 1 ), self::days_ago( 5 ), 'processing', 'FR' )->get_id();
		$france = $this->order( array( $mug => 3 ), self::days_ago( 4 ), 'completed', 'FR' );
		$ids[]  = $france->get_id();
		$ids[]  = $this->order( array( $mug => 5 ), self::days_ago( 4 ), 'cancelled', 'DE' )->get_id();
		$ids[]  = $this->order( array( $mug => 1 ), self::days_ago( 3 ), 'completed', '' )->get_id();
		$this->refund( $france, 15.0, self::days_ago( 2 ) );
		$this->refund( $us, 5.0, self::days_ago( 2 ) );
		$this->run_analytics_import();
		$this->assertSame( 1, $this->customers_of( $ids ), 'WooCommerce knows the orders as one customer.' );

		$range                   = array(
			'dateRanges'   => array( 'last7' ),
			'defaultRange' => 'last7',
		);
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_ORDERS_MAP => $range + array( 'metric' => 'orders_count' ) ) );
		$this->act_as( 'shop_manager' );
		$orders = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_ORDERS_MAP ] ) );
		$this->assertSame(
			array(
				array( 'FR', 'France', 2 ),
				array( 'US', 'United States (US)', 1 ),
			),
			$this->country_rows( $orders ),
			'Each order under its own country; the cancelled one and the one without a country are not rows.'
		);

		// The same block by net sales (one template applies to a user at a time).
		wp_delete_post( $template, true );
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_ORDERS_MAP => $range + array( 'metric' => 'net_revenue' ) ) );
		$sales                   = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_ORDERS_MAP ] ) );
		$rows                    = $this->country_rows( $sales );
		$this->assertSame( array( 'FR', 'US' ), array_column( $rows, 0 ) );
		// France: 20 + 60 - 15 refunded; the US: 40 - 5 refunded.
		$this->assertEqualsWithDelta( 65.0, $this->number( $rows[0][2] ), 0.001 );
		$this->assertEqualsWithDelta( 35.0, $this->number( $rows[1][2] ), 0.001 );

		// With the order without a country, the countries are revenue stats' totals.
		$days       = $this->range_params( $sales, 'start', 'end' );
		$totals     = $this->wc_analytics_totals( 'reports/revenue/stats', $days + array( 'interval' => 'day' ) );
		$by_country = OrdersMapReport::totals( $this->text( $this->value_at( $sales, 'range.start' ) ), $this->text( $this->value_at( $sales, 'range.end' ) ) );
		$this->assertSame( array( '', 'FR', 'US' ), $this->sorted_keys( $by_country ) );
		$this->assertSame( 1, $by_country['']['orders_count'] );
		$this->assertEqualsWithDelta( 20.0, $by_country['']['net_revenue'], 0.001 );
		$this->assertSame( (int) $this->number( $totals['orders_count'] ), array_sum( array_column( $by_country, 'orders_count' ) ) );
		$this->assertEqualsWithDelta( $this->number( $totals['net_revenue'] ), array_sum( array_column( $by_country, 'net_revenue' ) ), 0.001 );
		$this->assertEqualsWithDelta( 120.0, $this->number( $totals['net_revenue'] ), 0.001 );
	}

	/**
	 * Post storage reads countries by the span of meta ids the range's
	 * orders hold: a country written after later orders were made (a new
	 * meta row at the end), a refund whose order is older than the range,
	 * and an order between them that the range does not hold all come out
	 * right.
	 */
	public function test_post_storage_finds_countries_written_out_of_order(): void {
		$this->use_hpos( false );
		$mug = $this->product( 'Mug', 10.0 )->get_id();
		// Older than the range, refunded inside it: the refund counts under its country.
		$old  = $this->order( array( $mug => 4 ), self::days_ago( 40 ), 'completed', 'JP' );
		$late = $this->order( array( $mug => 1 ), self::days_ago( 5 ), 'completed', '' );
		$this->order( array( $mug => 2 ), self::days_ago( 20 ), 'completed', 'IT' );
		$this->order( array( $mug => 3 ), self::days_ago( 3 ), 'completed', 'BR' );
		$this->refund( $old, 7.0, self::days_ago( 2 ) );
		// The first order's country, written after the others' (as an import would): a meta row past theirs.
		delete_post_meta( $late->get_id(), '_billing_country' );
		add_post_meta( $late->get_id(), '_billing_country', 'DE' );
		$this->run_analytics_import();

		$totals = OrdersMapReport::totals( self::days_ago( 6 )->format( 'Y-m-d' ), self::days_ago( 0 )->format( 'Y-m-d' ) );
		$this->assertSame( array( 'BR', 'DE', 'JP' ), $this->sorted_keys( $totals ), 'No order is left without its country; the order of 20 days ago is outside the range.' );
		$this->assertSame( 1, $totals['DE']['orders_count'] );
		$this->assertEqualsWithDelta( 10.0, $totals['DE']['net_revenue'], 0.001 );
		$this->assertSame( 0, $totals['JP']['orders_count'], 'A refund is not an order.' );
		$this->assertEqualsWithDelta( -7.0, $totals['JP']['net_revenue'], 0.001 );
		$this->assertSame( 1, $totals['BR']['orders_count'] );
	}

	/**
	 * How many customers WooCommerce's order stats hold for some orders.
	 *
	 * @param int[] $order_ids Order ids.
	 */
	private function customers_of( array $order_ids ): int {
		global $wpdb;
		$this->assertInstanceOf( \wpdb::class, $wpdb );
		$ids = implode( ',', array_map( 'intval', $order_ids ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- integers only; a test's read of WooCommerce's table.
		return (int) $wpdb->get_var( "SELECT COUNT( DISTINCT customer_id ) FROM {$wpdb->prefix}wc_order_stats WHERE order_id IN ({$ids})" );
	}

	/**
	 * A map answer's rows as [ code, name, value ].
	 *
	 * @param array<mixed> $answer The answer.
	 * @return list<array{mixed, mixed, mixed}>
	 */
	private function country_rows( array $answer ): array {
		return array_map(
			static fn ( array $row ): array => array( $row['countryId'] ?? null, $row['country'] ?? null, $row['value'] ?? null ),
			$this->records( $answer, 'report.rows' )
		);
	}

	/**
	 * The keys of an array, sorted.
	 *
	 * @param array<string, mixed> $values The array.
	 * @return list<string>
	 */
	private function sorted_keys( array $values ): array {
		$keys = array_map( 'strval', array_keys( $values ) );
		sort( $keys );
		return $keys;
	}
}
