<?php
/**
 * The analytics cache's list of its transients.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

use UiPress\Analytics\Reports\ReportCache;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Tests\TestCase;

/**
 * Uninstalling removes the cached reports and metadata, with or without a
 * persistent object cache (the Redis run of the suite holds them outside
 * the options table, where only the cache's own list finds them).
 */
final class ReportCacheTest extends TestCase {

	public function test_uninstalling_forgets_every_cached_answer(): void {
		ReportCache::store( 'k1', array( 'report' => array( 'kind' => 'table' ) ), false );
		ReportCache::store( 'k2', array( 'report' => array( 'kind' => 'realtime' ) ), true );
		ReportCache::set( ReportCache::PREFIX . 'meta_x', array( 'metrics' => array() ), 86400 );
		$this->assertNotNull( ReportCache::fresh( 'k1' ) );
		$this->assertCount( 5, ReportCache::names() );

		Uninstaller::uninstall();

		foreach ( array( 'k1', 'k2' ) as $key ) {
			$this->assertNull( ReportCache::fresh( $key ) );
			$this->assertNull( ReportCache::last_good( $key ) );
		}
		$this->assertFalse( get_transient( ReportCache::PREFIX . 'meta_x' ) );
		$this->assertFalse( get_option( ReportCache::INDEX_OPTION ) );
	}

	public function test_the_list_keeps_the_latest_expiry_and_drops_expired_names(): void {
		ReportCache::store( 'k1', array( 'a' => 1 ), true );
		$index = get_option( ReportCache::INDEX_OPTION );
		$this->assertIsArray( $index );
		$fresh = ReportCache::PREFIX . 'r_k1';
		$this->assertEqualsWithDelta( time() + ReportCache::REALTIME_TTL, $index[ $fresh ], 5 );

		// An entry whose time is over leaves the list on the next write.
		$index[ $fresh ] = time() - 1;
		update_option( ReportCache::INDEX_OPTION, $index, false );
		$this->assertNotContains( $fresh, ReportCache::names() );
		ReportCache::store( 'k2', array( 'a' => 2 ), false );
		$this->assertArrayNotHasKey( $fresh, (array) get_option( ReportCache::INDEX_OPTION ) );
		$this->assertContains( ReportCache::PREFIX . 'l_k1', ReportCache::names() );
	}
}
