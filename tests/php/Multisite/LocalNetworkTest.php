<?php
/**
 * The network the multisite group runs on is a real one.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Tests\TestCase;

/**
 * `UIPRESS_DB=mariadb UIPRESS_MULTISITE=1 npm run test:php` runs on a
 * subdirectory network made by tools/local-wordpress: two sites, UiPress
 * network-active, InnoDB tables, and each test's transaction takes back what
 * it wrote on any site of the network.
 *
 * @group multisite
 */
final class LocalNetworkTest extends TestCase {

	private const PLUGIN = 'uipress/uipress.php';

	/**
	 * The sub-site the tooling made, /second/.
	 */
	private static function second_site(): \WP_Site {
		$sites = get_sites( array( 'path' => '/second/' ) );
		self::assertIsArray( $sites );
		self::assertInstanceOf( \WP_Site::class, $sites[0] ?? null, 'The network has no sub-site /second/.' );
		return $sites[0];
	}

	public function test_the_site_is_a_subdirectory_network_with_a_sub_site(): void {
		$this->assertTrue( is_multisite() );
		$this->assertFalse( is_subdomain_install() );
		$this->assertSame( 1, get_main_site_id() );

		$second = self::second_site();
		$this->assertNotSame( 1, (int) $second->blog_id );
		$this->assertGreaterThanOrEqual( 2, get_sites( array( 'count' => true ) ) );
	}

	public function test_uipress_is_network_active_and_loaded_on_every_site(): void {
		$this->assertTrue( is_plugin_active_for_network( self::PLUGIN ) );
		$this->assertSame( array(), get_option( 'active_plugins' ), 'UiPress is network-active, not active on the main site alone.' );

		switch_to_blog( (int) self::second_site()->blog_id );
		try {
			$this->assertTrue( is_plugin_active( self::PLUGIN ) );
			$this->assertSame( home_url( '/' ), 'http://' . self::second_site()->domain . '/second/' );
		} finally {
			restore_current_blog();
		}
	}

	public function test_every_table_is_innodb_so_transactions_hold(): void {
		$db      = self::db();
		$engines = $db->get_col(
			$db->prepare(
				'SELECT DISTINCT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME LIKE %s',
				$db->esc_like( $db->base_prefix ) . '%'
			)
		);
		$this->assertSame( array( 'InnoDB' ), $engines );
	}

	public function test_the_test_transaction_takes_back_writes_on_another_site(): void {
		$db     = self::db();
		$second = (int) self::second_site()->blog_id;
		$this->assertSame( '1', (string) $db->get_var( 'SELECT @@in_transaction' ), 'TestCase opened a transaction.' );

		// What a test writes on the sub-site, rolled back as TestCase's tear_down would.
		$db->query( 'SAVEPOINT uipress_probe' );
		switch_to_blog( $second );
		update_option( 'uipress_network_probe', 'written' );
		$this->assertSame( '1', (string) $db->get_var( 'SELECT @@in_transaction' ), 'Switching sites keeps the transaction.' );
		restore_current_blog();
		$db->query( 'ROLLBACK TO SAVEPOINT uipress_probe' );
		wp_cache_flush();

		$this->assertNull(
			$db->get_var( $db->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $db->get_blog_prefix( $second ) . 'options', 'uipress_network_probe' ) )
		);
	}
}
