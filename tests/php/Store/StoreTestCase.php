<?php
/**
 * Base class of the store analytics tests, on a real WooCommerce.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use ActionScheduler;
use ActionScheduler_Store;
use Automattic\WooCommerce\Admin\API\Reports\Cache as ReportsCache;
use Automattic\WooCommerce\Internal\Features\FeaturesController;
use Automattic\WooCommerce\Utilities\OrderUtil;
use DateTimeImmutable;
use UiPress\Tests\Rest\RestTestCase;
use WC_Order;
use WC_Order_Refund;
use WC_Product_Simple;
use WP_REST_Request;

/**
 * Makes a shop inside the test's transaction: products, orders on given days
 * with countries and statuses, refunds, in either order storage (HPOS on or
 * off), imported into WooCommerce's analytics tables the way WooCommerce does
 * it (its Action Scheduler jobs), and reads WooCommerce's own figures from
 * its wc-analytics routes.
 *
 * Runs only on a WooCommerce site (UIPRESS_DB=mariadb UIPRESS_WOOCOMMERCE=1,
 * see docs/TESTING.md), where WooCommerce's tables exist before the first
 * transaction starts: nothing here changes a table's structure, which would
 * end the transaction. Orders are stored in WooCommerce's own tables (HPOS)
 * unless a test calls use_hpos( false ) first, before it makes any order.
 *
 * Subclasses need `@group woocommerce` on their own docblock too.
 *
 * @group woocommerce
 */
abstract class StoreTestCase extends RestTestCase {

	/**
	 * Fails the class at once on a site without WooCommerce.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( ! function_exists( 'WC' ) || ! function_exists( 'wc_create_order' ) ) {
			self::fail( static::class . ' needs a WooCommerce site (give it `@group woocommerce`, which only UIPRESS_DB=mariadb UIPRESS_WOOCOMMERCE=1 npm run test:php runs).' );
		}
	}

	/**
	 * Chooses where orders are stored: WooCommerce's own tables (HPOS, true)
	 * or posts (false), without syncing to the other. Call it before making
	 * orders: WooCommerce refuses to switch while orders are out of sync.
	 *
	 * @param bool $enabled Whether to use HPOS.
	 */
	protected function use_hpos( bool $enabled ): void {
		update_option( 'woocommerce_custom_orders_table_data_sync_enabled', 'no' );
		wc_get_container()->get( FeaturesController::class )->change_feature_enable( 'custom_order_tables', $enabled );
		$this->assertSame( $enabled, OrderUtil::custom_orders_table_usage_is_enabled(), 'The order storage did not switch.' );
	}

	/**
	 * A published simple product in a category (made when missing).
	 *
	 * @param string      $name     Product name.
	 * @param float       $price    Regular price.
	 * @param string|null $category Category name, or none.
	 */
	protected function product( string $name, float $price, ?string $category = null ): WC_Product_Simple {
		$product = new WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( (string) $price );
		if ( null !== $category ) {
			$product->set_category_ids( array( $this->category_id( $category ) ) );
		}
		$product->save();
		return $product;
	}

	/**
	 * The id of a product category, made when missing.
	 *
	 * @param string $name Category name.
	 */
	protected function category_id( string $name ): int {
		$term = get_term_by( 'name', $name, 'product_cat' );
		if ( $term instanceof \WP_Term ) {
			return $term->term_id;
		}
		$made = wp_insert_term( $name, 'product_cat' );
		$this->assertIsArray( $made, "The category {$name} could not be made." );
		return (int) $made['term_id'];
	}

	/**
	 * An order placed at a given time, as a customer's would be: WooCommerce
	 * computes its totals, its status changes as a shop's would (e-mails are
	 * muted on these sites), then its created, paid and completed dates are
	 * set to `$created` so every date WooCommerce's analytics may count by
	 * (Settings → Analytics → date type) is that day.
	 *
	 * @param array<int, int>   $items   Quantities by product id.
	 * @param DateTimeImmutable $created When it was placed.
	 * @param string            $status  WooCommerce status without "wc-": completed, processing, on-hold, refunded, cancelled, failed, pending.
	 * @param string            $country Billing country (ISO alpha-2), or '' for none.
	 */
	protected function order( array $items, DateTimeImmutable $created, string $status = 'completed', string $country = 'US' ): WC_Order {
		$order = wc_create_order();
		$this->assertInstanceOf( WC_Order::class, $order, 'The order could not be made.' );
		foreach ( $items as $product_id => $quantity ) {
			$product = wc_get_product( $product_id );
			$this->assertInstanceOf( \WC_Product::class, $product, "No product {$product_id}." );
			$order->add_product( $product, $quantity );
		}
		$order->set_billing_country( $country );
		$order->set_billing_email( 'customer@example.com' );
		$order->set_billing_first_name( 'Test' );
		$order->set_billing_last_name( 'Customer' );
		$order->set_created_via( 'checkout' );
		$order->calculate_totals( false );
		$order->set_date_created( $created->getTimestamp() );
		$order->save();
		if ( 'pending' !== $status ) {
			$order->update_status( $status );
		}
		// The status change stamps "now" as the paid and completed dates.
		$paid = in_array( $status, array( 'completed', 'processing', 'refunded' ), true );
		$order->set_date_created( $created->getTimestamp() );
		$order->set_date_paid( $paid ? $created->getTimestamp() : null );
		$order->set_date_completed( 'completed' === $status ? $created->getTimestamp() : null );
		$order->save();
		return $order;
	}

	/**
	 * A refund of part of an order's total (no line items: an amount only).
	 *
	 * @param WC_Order               $order  The order.
	 * @param float                  $amount Amount refunded.
	 * @param DateTimeImmutable|null $when   When it was refunded; now by default.
	 */
	protected function refund( WC_Order $order, float $amount, ?DateTimeImmutable $when = null ): WC_Order_Refund {
		$refund = wc_create_refund(
			array(
				'order_id' => $order->get_id(),
				'amount'   => $amount,
				'reason'   => 'Test refund',
			)
		);
		$this->assertInstanceOf( WC_Order_Refund::class, $refund, is_wp_error( $refund ) ? $refund->get_error_message() : 'The refund could not be made.' );
		if ( null !== $when ) {
			$refund->set_date_created( $when->getTimestamp() );
			$refund->save();
		}
		return $refund;
	}

	/**
	 * Runs WooCommerce's analytics import now: every pending job of its
	 * `wc-admin-data` group (wc-admin_import_orders…, which saving an order
	 * queues 5 s ahead) through Action Scheduler, until none is left (a job
	 * may queue another). Only those jobs: others (e.g. a lookup table
	 * rebuild that truncates) would end the test's transaction.
	 *
	 * WooCommerce's analytics cache version (Cache::get_version()) is the
	 * second it last changed: an import in the same second as a read cached
	 * before it would leave that version, and the stale answer, in place. The
	 * version moves on after an import, as it would a second later.
	 */
	protected function run_analytics_import(): void {
		$version = ReportsCache::get_version();
		$ran     = false;
		try {
			$ran = $this->run_import_jobs();
		} finally {
			if ( $ran && ReportsCache::get_version() === $version ) {
				// WC_Cache_Helper::get_transient_version( ReportsCache::VERSION_OPTION )'s transient.
				set_transient( 'woocommerce_reports-transient-version', (string) ( (int) $version + 1 ) );
			}
		}
	}

	/**
	 * Runs the pending jobs of WooCommerce's `wc-admin-data` group until none is left.
	 *
	 * @return bool Whether any ran.
	 */
	private function run_import_jobs(): bool {
		$runner = ActionScheduler::runner();
		$ran    = false;
		for ( $round = 0; $round < 20; $round++ ) {
			$pending = as_get_scheduled_actions(
				array(
					'group'    => 'wc-admin-data',
					'status'   => ActionScheduler_Store::STATUS_PENDING,
					'per_page' => -1,
					'orderby'  => 'none',
				),
				'ids'
			);
			if ( array() === $pending ) {
				return $ran;
			}
			foreach ( array_filter( $pending, 'is_numeric' ) as $action_id ) {
				$runner->process_action( (int) $action_id, 'UiPress tests' );
				$ran = true;
			}
		}
		$this->fail( 'WooCommerce kept queueing analytics import jobs.' );
	}

	/**
	 * What a wc-analytics route answers an administrator (as wc-admin's
	 * screens ask it), asserted to succeed.
	 *
	 * @param string               $route  E.g. 'reports/revenue/stats' or '/wc-analytics/reports/products'.
	 * @param array<string, mixed> $params Query parameters (after, before, interval…).
	 * @return array<mixed> The decoded answer.
	 */
	protected function wc_analytics( string $route, array $params = array() ): array {
		$route   = str_starts_with( $route, '/' ) ? $route : '/wc-analytics/' . $route;
		$user    = get_current_user_id();
		$admins  = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		$admin   = isset( $admins[0] ) && is_numeric( $admins[0] ) ? (int) $admins[0] : $this->create_user( 'administrator' );
		$request = new WP_REST_Request( 'GET', $route );
		$request->set_query_params( $params );
		wp_set_current_user( $admin );
		try {
			$response = rest_do_request( $request );
		} finally {
			wp_set_current_user( $user );
		}
		$data = $this->body( $response );
		$this->assertSame( 200, $response->get_status(), "{$route} answered " . $response->get_status() . ': ' . (string) wp_json_encode( $data ) );
		return $data;
	}

	/**
	 * The `totals` of a wc-analytics stats route (revenue/stats,
	 * orders/stats…) for an administrator.
	 *
	 * @param string               $route  E.g. 'reports/revenue/stats'.
	 * @param array<string, mixed> $params Query parameters.
	 * @return array<mixed> Totals by metric id (orders_count, net_revenue…).
	 */
	protected function wc_analytics_totals( string $route, array $params = array() ): array {
		$totals = $this->wc_analytics( $route, $params )['totals'] ?? null;
		$this->assertIsArray( $totals, "{$route} answered no totals." );
		return $totals;
	}

	/**
	 * A shop manager (WooCommerce's role: view_woocommerce_reports,
	 * edit_shop_orders), not signed in. create_user() and act_as() take
	 * 'shop_manager', 'editor', 'subscriber' and 'customer' as well.
	 */
	protected function shop_manager(): int {
		return $this->create_user( 'shop_manager' );
	}

	/**
	 * An editor (no WooCommerce capability), not signed in.
	 */
	protected function editor(): int {
		return $this->create_user( 'editor' );
	}

	/**
	 * A subscriber, not signed in.
	 */
	protected function subscriber(): int {
		return $this->create_user( 'subscriber' );
	}

	/**
	 * A day at a time of day in the site's timezone, counted back from today.
	 *
	 * @param int    $days_ago 0 for today.
	 * @param string $time     Time of day, H:i:s.
	 */
	protected static function days_ago( int $days_ago, string $time = '12:00:00' ): DateTimeImmutable {
		return new DateTimeImmutable( "today -{$days_ago} days {$time}", wp_timezone() );
	}
}
