<?php
/**
 * Who sees the store blocks' reports, and what keeps them fresh.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Store\StoreQuery;
use UiPress\Analytics\Store\StoreReports;
use UiPress\Analytics\Store\StoreSettings;
use UiPress\Lifecycle\StoredData;

/**
 * Users who can view WooCommerce's reports see store analytics, others
 * when the administrator adds their role to `storeAnalyticsRoles` (the
 * visitor analytics roles do not count); recent orders need the order
 * editing capability; the template must apply to the viewer. An order
 * imported into WooCommerce's analytics changes the cache key.
 *
 * @group woocommerce
 */
final class StoreAccessTest extends StoreTestCase {

	use StoreRoutes;

	/**
	 * Shop managers yes, editors and subscribers no, unless the setting names their role.
	 */
	public function test_roles(): void {
		$mug = $this->product( 'Mug', 20.0, 'Kitchen' );
		$this->order( array( $mug->get_id() => 2 ), self::days_ago( 3 ) );
		$this->run_analytics_import();
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_REVENUE => array() ), array( 'shop_manager', 'editor', 'subscriber' ) );
		$uid                     = $uids[ StoreSettings::MODULE_REVENUE ];

		$this->act_as( 'shop_manager' );
		$this->assertEqualsWithDelta( 40.0, $this->number( $this->value_at( $this->answer( $this->report( $template, $uid ) ), 'report.totals.0' ) ), 0.001 );

		// The visitor analytics roles do not open store analytics.
		update_option( StoredData::SETTINGS_OPTION, array( AnalyticsSettings::ROLES => array( 'editor', 'subscriber' ) ) );
		foreach ( array( 'editor', 'subscriber' ) as $role ) {
			$this->act_as( $role );
			$response = $this->report( $template, $uid );
			$this->assertError( 'uipress_analytics_forbidden', 403, $response );
			$this->assertSame( 'Your role may not see store analytics.', $this->body( $response )['message'] ?? null );
		}

		update_option( StoredData::SETTINGS_OPTION, array( StoreSettings::ROLES => array( 'editor' ) ) );
		$this->act_as( 'editor' );
		$this->assertEqualsWithDelta( 40.0, $this->number( $this->value_at( $this->answer( $this->report( $template, $uid ) ), 'report.totals.0' ) ), 0.001 );
		$this->act_as( 'subscriber' );
		$this->assertError( 'uipress_analytics_forbidden', 403, $this->report( $template, $uid ) );

		wp_set_current_user( 0 );
		$this->assertError( 'rest_forbidden', 401, $this->report( $template, $uid ) );
	}

	/**
	 * Recent orders: newest first with their edit screens, for users who can edit orders only.
	 *
	 * @dataProvider storages
	 * @param bool $hpos Whether orders are in WooCommerce's own tables.
	 */
	public function test_recent_orders( bool $hpos ): void {
		$this->use_hpos( $hpos );
		$mug    = $this->product( 'Mug', 20.0, 'Kitchen' );
		$orders = array();
		foreach ( array( 5, 1, 3, 2 ) as $days ) {
			$orders[ $days ] = $this->order( array( $mug->get_id() => $days ), self::days_ago( $days ), 2 === $days ? 'processing' : 'completed' );
		}
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_RECENT_ORDERS => array( 'rowLimit' => 3 ) ) );
		$uid                     = $uids[ StoreSettings::MODULE_RECENT_ORDERS ];
		update_option( StoredData::SETTINGS_OPTION, array( StoreSettings::ROLES => array( 'editor' ) ) );

		$this->act_as( 'editor' );
		$response = $this->report( $template, $uid );
		$this->assertError( 'uipress_store_orders_forbidden', 403, $response );
		$this->assertSame( 'Only users who can edit orders see recent orders.', $this->body( $response )['message'] ?? null );

		$this->act_as( 'shop_manager' );
		$answer = $this->answer( $this->report( $template, $uid ) );
		$this->assertSame( 'orders', $this->value_at( $answer, 'report.kind' ) );
		$this->assertSame( 'today', $this->value_at( $answer, 'range.id' ) );
		$rows = $this->records( $answer, 'report.rows' );
		$this->assertSame( array( $orders[1]->get_id(), $orders[2]->get_id(), $orders[3]->get_id() ), array_column( $rows, 'id' ) );
		$this->assertSame( array( 'completed', 'processing', 'completed' ), array_column( $rows, 'status' ) );
		$this->assertSame( 'Processing', $rows[1]['statusLabel'] );
		$this->assertSame( 'Test Customer', $rows[0]['customer'] );
		$this->assertSame( (string) $orders[1]->get_order_number(), $rows[0]['number'] );
		$this->assertEqualsWithDelta( 40.0, $this->number( $rows[1]['total'] ), 0.001 );
		$this->assertSame( 'USD', $rows[0]['currency'] );
		$this->assertSame( self::days_ago( 1 )->format( DATE_ATOM ), $rows[0]['date'] );
		$this->assertSame( $orders[1]->get_edit_order_url(), $rows[0]['editUrl'] );
		$this->assertIsString( $rows[0]['editUrl'] );
		$this->assertStringContainsString( $hpos ? 'page=wc-orders&action=edit&id=' . $orders[1]->get_id() : 'post.php?post=' . $orders[1]->get_id(), $rows[0]['editUrl'] );
	}

	/**
	 * A template for another role is refused, as for visitor analytics.
	 */
	public function test_the_template_must_apply_to_the_viewer(): void {
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_KPIS => array() ), array( 'author' ) );
		$this->act_as( 'shop_manager' );
		$this->assertError( 'rest_forbidden', 403, $this->report( $template, $uids[ StoreSettings::MODULE_KPIS ] ) );
	}

	/**
	 * WooCommerce's Analytics turned off: not connected, with its settings for shop managers.
	 */
	public function test_analytics_turned_off(): void {
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_KPIS => array() ) );
		update_option( 'woocommerce_analytics_enabled', 'no' );
		$this->act_as( 'shop_manager' );
		$response = $this->report( $template, $uids[ StoreSettings::MODULE_KPIS ] );
		$this->assertError( 'uipress_analytics_not_connected', 409, $response );
		$body = $this->body( $response );
		$this->assertSame( 'WooCommerce Analytics is turned off.', $body['message'] ?? null );
		$this->assertTrue( $this->value_at( $body, 'data.canConnect' ) );
		$this->assertSame( admin_url( 'admin.php?page=wc-settings&tab=advanced&section=features' ), $this->value_at( $body, 'data.settingsUrl' ) );

		update_option( StoredData::SETTINGS_OPTION, array( StoreSettings::ROLES => array( 'editor' ) ) );
		$this->act_as( 'editor' );
		$this->assertFalse( $this->value_at( $this->body( $this->report( $template, $uids[ StoreSettings::MODULE_KPIS ] ) ), 'data.canConnect' ) );
	}

	/**
	 * An order imported into WooCommerce's analytics changes the key, so the
	 * next view shows it; until it is imported the answer says so.
	 */
	public function test_an_imported_order_changes_the_cache_key(): void {
		$mug = $this->product( 'Mug', 20.0, 'Kitchen' );
		$this->order( array( $mug->get_id() => 1 ), self::days_ago( 0, '00:00:01' ) );
		$this->run_analytics_import();
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_KPIS => array( 'metrics' => array( 'orders_count' ) ) ) );
		$uid                     = $uids[ StoreSettings::MODULE_KPIS ];
		$query                   = StoreQuery::from_block( StoreSettings::MODULE_KPIS, array( 'metrics' => array( 'orders_count' ) ), array() );
		$this->act_as( 'shop_manager' );

		$answer = $this->answer( $this->report( $template, $uid ) );
		$this->assertSame( 1, $this->value_at( $answer, 'report.periods.0.values.0' ) );
		$this->assertFalse( $answer['importing'] );
		$key = StoreReports::key( $query );

		$this->order( array( $mug->get_id() => 1 ), self::days_ago( 0, '00:00:02' ) );
		$answer = $this->answer( $this->report( $template, $uid ) );
		$this->assertTrue( $answer['importing'], 'The new order waits for its import.' );
		$this->assertSame( 1, $this->value_at( $answer, 'report.periods.0.values.0' ) );

		$this->run_analytics_import();
		$this->assertNotSame( $key, StoreReports::key( $query ) );
		$answer = $this->answer( $this->report( $template, $uid ) );
		$this->assertSame( 2, $this->value_at( $answer, 'report.periods.0.values.0' ) );
		$this->assertFalse( $answer['importing'] );
	}

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
}
