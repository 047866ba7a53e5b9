<?php
/**
 * The WooCommerce test site and the StoreTestCase helpers give WooCommerce's
 * own analytics figures for the orders a test makes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

/**
 * Orders over 60 days in both order storages come back from wc-analytics
 * as made; a refund lowers net sales; the transaction takes it all back.
 *
 * @group woocommerce
 */
final class WooCommerceSiteTest extends StoreTestCase {

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
	 * The last 60 days up to yesterday, as wc-admin sends a range.
	 *
	 * @return array<string, string>
	 */
	private static function last_60_days(): array {
		return array(
			'after'  => self::days_ago( 60, '00:00:00' )->format( 'Y-m-d\TH:i:s' ),
			'before' => self::days_ago( 1, '23:59:59' )->format( 'Y-m-d\TH:i:s' ),
		);
	}

	/**
	 * Orders over 60 days, some not counted by WooCommerce (pending,
	 * cancelled) and one outside the range (today), show in revenue/stats
	 * as made.
	 *
	 * @dataProvider storages
	 * @param bool $hpos Whether orders are in WooCommerce's own tables.
	 */
	public function test_orders_over_60_days_are_wc_analytics_totals( bool $hpos ): void {
		$this->use_hpos( $hpos );
		$book = $this->product( 'Field guide', 12.5, 'Books' );
		$game = $this->product( 'Board game', 40.0, 'Games' );

		$counted  = array(
			'orders' => 0,
			'items'  => 0,
			'sales'  => 0.0,
		);
		$statuses = array( 'completed', 'processing', 'completed', 'cancelled', 'completed', 'pending' );
		$ids      = array();
		for ( $day = 1; $day <= 60; $day += 3 ) {
			$status   = $statuses[ $day % count( $statuses ) ];
			$quantity = 1 + $day % 3;
			$order    = $this->order(
				array(
					$book->get_id() => $quantity,
					$game->get_id() => 1,
				),
				self::days_ago( $day, '10:30:00' ),
				$status,
				array( 'US', 'GB', 'DE', 'FR' )[ $day % 4 ]
			);
			$ids[]    = $order->get_id();
			if ( in_array( $status, array( 'completed', 'processing' ), true ) ) {
				++$counted['orders'];
				$counted['items'] += $quantity + 1;
				$counted['sales'] += 12.5 * $quantity + 40.0;
			}
		}
		// Today is not in the range.
		$this->order( array( $game->get_id() => 3 ), self::days_ago( 0, '08:00:00' ) );
		$this->run_analytics_import();

		$totals = $this->wc_analytics_totals( 'reports/revenue/stats', self::last_60_days() + array( 'interval' => 'week' ) );
		$this->assertGreaterThan( 5, $counted['orders'] );
		$this->assertSame( $counted['orders'], $totals['orders_count'] );
		$this->assertSame( $counted['items'], $totals['num_items_sold'] );
		$this->assertEqualsWithDelta( $counted['sales'], $totals['gross_sales'], 0.001 );
		$this->assertEqualsWithDelta( $counted['sales'], $totals['net_revenue'], 0.001 );
		// The orders are where the storage says.
		$db     = self::db();
		$stored = $hpos
			? $db->get_var( $db->prepare( 'SELECT COUNT(*) FROM %i WHERE type = %s AND id = %d', $db->prefix . 'wc_orders', 'shop_order', $ids[0] ) )
			: $db->get_var( $db->prepare( 'SELECT COUNT(*) FROM %i WHERE post_type = %s AND ID = %d', $db->posts, 'shop_order', $ids[0] ) );
		$this->assertSame( '1', (string) $stored );
	}

	/**
	 * A refund lowers net sales by its amount (and not the order count).
	 *
	 * @dataProvider storages
	 * @param bool $hpos Whether orders are in WooCommerce's own tables.
	 */
	public function test_a_refund_lowers_net_sales( bool $hpos ): void {
		$this->use_hpos( $hpos );
		$game  = $this->product( 'Board game', 40.0, 'Games' );
		$order = $this->order( array( $game->get_id() => 2 ), self::days_ago( 10 ), 'completed', 'CA' );
		$this->order( array( $game->get_id() => 1 ), self::days_ago( 20 ), 'processing', 'US' );
		$this->run_analytics_import();
		$before = $this->wc_analytics_totals( 'reports/revenue/stats', self::last_60_days() );
		$this->assertEqualsWithDelta( 120.0, $before['net_revenue'], 0.001 );

		$this->refund( $order, 25.0, self::days_ago( 5 ) );
		$this->run_analytics_import();
		$after = $this->wc_analytics_totals( 'reports/revenue/stats', self::last_60_days() );
		$this->assertEqualsWithDelta( 95.0, $after['net_revenue'], 0.001 );
		$this->assertEqualsWithDelta( 25.0, $after['refunds'], 0.001 );
		$this->assertSame( 2, $after['orders_count'] );
	}

	/**
	 * What a test made is gone for the next one: the transaction each test
	 * runs in takes back WooCommerce's orders and analytics rows too.
	 *
	 * @dataProvider storages
	 * @param bool $hpos Whether orders are in WooCommerce's own tables.
	 */
	public function test_each_test_starts_with_an_empty_shop( bool $hpos ): void {
		$this->use_hpos( $hpos );
		$this->assertSame( array(), wc_get_orders( array( 'limit' => 1 ) ) );
		$totals = $this->wc_analytics_totals( 'reports/revenue/stats', self::last_60_days() );
		$this->assertSame( 0, $totals['orders_count'] );
		$this->assertSame( '0', (string) self::db()->get_var( 'SELECT COUNT(*) FROM ' . self::db()->prefix . 'wc_order_stats' ) );
	}

	/**
	 * The helpers' users have WooCommerce's capabilities, or none of them.
	 */
	public function test_shop_manager_editor_and_subscriber(): void {
		$this->assertTrue( user_can( $this->shop_manager(), 'view_woocommerce_reports' ) );
		$this->assertTrue( user_can( $this->shop_manager(), 'edit_shop_orders' ) );
		$this->assertFalse( user_can( $this->editor(), 'view_woocommerce_reports' ) );
		$this->assertFalse( user_can( $this->subscriber(), 'edit_shop_orders' ) );
	}
}
