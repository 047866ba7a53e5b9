<?php
/**
 * Whether WooCommerce is importing, kept between requests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Analytics\Store\StoreImportState;

/**
 * The answer is WooCommerce's own (ReportsSync::is_importing()), asked once
 * and kept until an action of its analytics group is queued or runs, or
 * RECHECK seconds pass.
 *
 * @group woocommerce
 */
final class StoreImportStateTest extends StoreTestCase {

	public function test_kept_until_an_import_is_queued_or_runs(): void {
		$mug = $this->product( 'Mug', 20.0 );
		$this->order( array( $mug->get_id() => 1 ), self::days_ago( 1 ) );
		$this->run_analytics_import();
		StoreImportState::forget();

		$this->assertFalse( StoreImportState::importing() );
		$this->assertSame( 0, $this->queries_of( static fn () => StoreImportState::importing() ), 'The kept answer costs no query.' );

		// Saving an order queues WooCommerce's import of it.
		$this->order( array( $mug->get_id() => 2 ), self::days_ago( 0 ) );
		$this->assertTrue( StoreImportState::importing(), 'The queued import is seen at once.' );
		$this->assertSame( 0, $this->queries_of( static fn () => StoreImportState::importing() ) );

		$this->run_analytics_import();
		$this->assertFalse( StoreImportState::importing(), 'Once the import ran, it is over.' );
	}

	public function test_an_old_answer_is_checked_again(): void {
		$this->run_analytics_import();
		update_option(
			StoreImportState::OPTION,
			array(
				'importing' => true,
				'at'        => time() - StoreImportState::RECHECK - 1,
			)
		);
		$this->assertFalse( StoreImportState::importing() );
		$kept = get_option( StoreImportState::OPTION );
		$this->assertIsArray( $kept );
		$this->assertFalse( $kept['importing'] );
	}

	public function test_actions_of_other_groups_keep_the_answer(): void {
		$this->run_analytics_import();
		$this->assertFalse( StoreImportState::importing() );
		$this->assertGreaterThan( 0, as_schedule_single_action( time() + 60, 'uipress_test_unrelated', array(), 'another-group' ) );
		$this->assertNotNull( get_option( StoreImportState::OPTION, null ) );
		$this->assertGreaterThan( 0, as_schedule_single_action( time() + 60, 'wc-admin_import_orders', array( 1 ), StoreImportState::GROUP ) );
		$this->assertNull( get_option( StoreImportState::OPTION, null ) );
	}

	/**
	 * How many queries a call makes.
	 *
	 * @param callable(): mixed $call The call.
	 */
	private function queries_of( callable $call ): int {
		global $wpdb;
		$this->assertInstanceOf( \wpdb::class, $wpdb );
		$before = $wpdb->num_queries;
		$call();
		return $wpdb->num_queries - $before;
	}
}
