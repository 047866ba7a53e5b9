<?php
/**
 * The set-up of the lifecycle tests on a network.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Tests\TestCase;

/**
 * Runs on a network only, on the network's sub-site /second/ (made by
 * tools/local-wordpress) and a site of its own, /lifecycle-tests/, made once
 * per run before any test's transaction: creating a site writes tables,
 * which no transaction can take back. Each test ends back on the main site.
 */
abstract class LifecycleTestCase extends TestCase {

	/**
	 * The sub-sites, made before any test's transaction.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( is_multisite() ) {
			self::sub_sites();
		}
	}

	protected function set_up(): void {
		parent::set_up();
		$this->assertTrue( is_multisite(), 'The multisite group runs on a network (UIPRESS_MULTISITE=1).' );
	}

	protected function tear_down(): void {
		while ( ms_is_switched() ) {
			restore_current_blog();
		}
		parent::tear_down();
	}

	/**
	 * A sub-site by path, made when missing.
	 *
	 * @param string $path E.g. '/second/'.
	 */
	protected static function site_at( string $path ): int {
		$ids = get_sites(
			array(
				'path'   => $path,
				'fields' => 'ids',
			)
		);
		if ( is_array( $ids ) && isset( $ids[0] ) && is_numeric( $ids[0] ) ) {
			return (int) $ids[0];
		}
		$main    = get_site( get_main_site_id() );
		$created = wp_insert_site(
			array(
				'domain' => $main instanceof \WP_Site ? $main->domain : 'localhost',
				'path'   => $path,
				'title'  => trim( $path, '/' ),
			)
		);
		self::assertIsInt( $created, 'The site ' . $path . ' could not be made.' );
		return $created;
	}

	/**
	 * The sub-sites the tests use: /second/ and /lifecycle-tests/.
	 *
	 * @return list<int>
	 */
	protected static function sub_sites(): array {
		return array( self::site_at( '/second/' ), self::site_at( '/lifecycle-tests/' ) );
	}

	/**
	 * Runs code switched to a site.
	 *
	 * @template T
	 * @param int           $site_id The site.
	 * @param callable(): T $run     What to run there.
	 * @return T
	 */
	protected static function on_site( int $site_id, callable $run ) {
		switch_to_blog( $site_id );
		try {
			return $run();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Every site id of the network.
	 *
	 * @return list<int>
	 */
	protected static function all_sites(): array {
		$ids = get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		);
		return array_values( array_map( static fn( $id ): int => is_numeric( $id ) ? (int) $id : 0, is_array( $ids ) ? $ids : array() ) );
	}
}
