<?php
/**
 * Tests for the activity table on a network.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\ActivityTable;
use UiPress\Tests\Multisite\LifecycleTestCase;

/**
 * Each site has its own table: made on network activation and for a site
 * made later, dropped with a deleted site's tables; an event recorded while
 * switched to a site goes to that site's table.
 *
 * @group multisite
 */
final class ActivityMultisiteTest extends LifecycleTestCase {

	public function test_every_site_has_its_own_table(): void {
		$tables = array();
		foreach ( self::sub_sites() as $site ) {
			self::on_site(
				$site,
				function () use ( &$tables ): void {
					$this->assertTrue( ActivityTable::exists(), 'No activity table on ' . get_current_blog_id() );
					$tables[] = ActivityTable::name();
				}
			);
		}
		$this->assertTrue( ActivityTable::exists() );
		$tables[] = ActivityTable::name();
		$this->assertCount( 3, array_unique( $tables ) );
	}

	public function test_a_deleted_sites_tables_include_its_activity_table(): void {
		$site = self::sub_sites()[0];

		$dropped = self::on_site( $site, static fn() => apply_filters( 'wpmu_drop_tables', array(), $site ) );

		$this->assertIsArray( $dropped );
		$this->assertContains( self::db()->get_blog_prefix( $site ) . 'uip_activity', $dropped );
	}

	public function test_events_go_to_the_table_of_the_site_they_happened_on(): void {
		$site = self::sub_sites()[0];
		ActivityLog::flush();

		self::on_site( $site, static fn() => ActivityLog::record( 'role.created', 'role', 'uip_net_probe', 'Probe' ) );
		ActivityLog::record( 'role.created', 'role', 'uip_main_probe', 'Probe' );
		$this->assertSame( 2, ActivityLog::flush() );

		$db = self::db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- the tests' own reads.
		$on_site = $db->get_col( $db->prepare( 'SELECT object_id FROM %i WHERE object_type = %s', $db->get_blog_prefix( $site ) . 'uip_activity', 'role' ) );
		$on_main = $db->get_col( $db->prepare( 'SELECT object_id FROM %i WHERE object_type = %s', ActivityTable::name(), 'role' ) );
		// phpcs:enable
		$this->assertContains( 'uip_net_probe', $on_site );
		$this->assertNotContains( 'uip_main_probe', $on_site );
		$this->assertContains( 'uip_main_probe', $on_main );
	}
}
