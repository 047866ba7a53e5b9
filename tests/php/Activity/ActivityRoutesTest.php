<?php
/**
 * Tests for who may read the activity log, its paging and its filters.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Settings\SiteSettings;
use WP_User;

/**
 * The log's routes: refusals (and the 404 when off), paging by cursor and
 * number, totals, and the filters.
 */
final class ActivityRoutesTest extends ActivityTestCase {

	public function test_the_routes_do_not_exist_with_user_management_off(): void {
		SiteSettings::update( array( 'userManagementEnabled' => false ), new WP_User( $this->admin_id ) );
		$GLOBALS['wp_rest_server'] = null;

		foreach ( array( '/uipress/v1/activity', '/uipress/v1/activity/actions', '/uipress/v1/activity/export' ) as $route ) {
			$this->assertError( 'rest_no_route', 404, $this->dispatch( 'GET', $route ) );
		}
	}

	/**
	 * Who may not read the log.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function refused_roles(): array {
		return array(
			'subscriber' => array( 'subscriber' ),
			'editor'     => array( 'editor' ),
			'author'     => array( 'author' ),
		);
	}

	/**
	 * Every route refuses those without uipress_manage_users.
	 *
	 * @dataProvider refused_roles
	 *
	 * @param string $role The role.
	 */
	public function test_routes_refuse_users_who_do_not_manage_users( string $role ): void {
		$this->insert_row();
		$this->act_as( $role );

		foreach ( array( '/uipress/v1/activity', '/uipress/v1/activity/actions', '/uipress/v1/activity/export' ) as $route ) {
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', $route ) );
		}
	}

	public function test_a_manager_who_is_no_administrator_reads_the_log(): void {
		$row     = $this->insert_row();
		$manager = $this->act_as( 'editor' );
		add_filter(
			'user_has_cap',
			static function ( $allcaps, $caps, $args, $user ) use ( $manager ) {
				unset( $caps, $args );
				if ( is_array( $allcaps ) && $user instanceof WP_User && $user->ID === $manager ) {
					$allcaps['promote_users'] = true;
					$allcaps['list_users']    = true;
				}
				return $allcaps;
			},
			10,
			4
		);
		$this->assertFalse( current_user_can( 'manage_options' ) );

		$this->assertSame( array( $row ), $this->ids( $this->page( array() ) ) );
	}

	public function test_visitors_are_refused_with_401(): void {
		wp_set_current_user( 0 );

		$this->assertError( 'rest_forbidden', 401, $this->dispatch( 'GET', '/uipress/v1/activity' ) );
	}

	public function test_pages_follow_cursors_both_ways_and_to_the_last(): void {
		$ids = array();
		for ( $i = 0; $i < 25; $i++ ) {
			$ids[] = $this->insert_row( array( 'object_id' => (string) $i ) );
		}
		$newest = array_reverse( $ids );

		$first = $this->page( array( 'per_page' => 10 ) );
		$this->assertSame( array_slice( $newest, 0, 10 ), $this->ids( $first ) );
		$this->assertSame( 25, $first['total'] );
		$this->assertSame( 3, $first['totalPages'] );
		$this->assertSame( 1, $first['page'] );
		$this->assertNull( $first['cursors']['prev'] );

		$second = $this->page(
			array(
				'per_page' => 10,
				'cursor'   => $first['cursors']['next'],
			)
		);
		$this->assertSame( array_slice( $newest, 10, 10 ), $this->ids( $second ) );
		$this->assertSame( 2, $second['page'] );

		$third = $this->page(
			array(
				'per_page' => 10,
				'cursor'   => $second['cursors']['next'],
			)
		);
		$this->assertSame( array_slice( $newest, 20 ), $this->ids( $third ) );
		$this->assertNull( $third['cursors']['next'] );

		$back = $this->page(
			array(
				'per_page' => 10,
				'cursor'   => $third['cursors']['prev'],
			)
		);
		$this->assertSame( $this->ids( $second ), $this->ids( $back ) );

		$last = $this->page(
			array(
				'per_page' => 10,
				'cursor'   => 'last',
			)
		);
		$this->assertSame( $this->ids( $third ), $this->ids( $last ) );
		$this->assertSame( 3, $last['page'] );

		$by_number = $this->page(
			array(
				'per_page' => 10,
				'page'     => 2,
			)
		);
		$this->assertSame( $this->ids( $second ), $this->ids( $by_number ) );
	}

	public function test_the_whole_logs_total_follows_pruning_and_filtered_totals_are_counted(): void {
		$ids = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->insert_row( array( 'action' => 0 === $i % 2 ? 'post.updated' : 'user.signed_in' ) );
		}
		// Pruning removes the oldest rows.
		self::db()->query( (string) self::db()->prepare( 'DELETE FROM %i WHERE id <= %d', \UiPress\Activity\ActivityTable::name(), $ids[1] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.NotPrepared -- the test's own table.

		$this->assertSame( 4, $this->page( array() )['total'] );
		$this->assertSame( 2, $this->page( array( 'action' => array( 'post.updated' ) ) )['total'] );
		$this->assertSame( 0, $this->page( array( 'user' => 424242 ) )['total'] );
	}

	public function test_a_cursor_of_other_filters_is_refused(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->insert_row();
		}
		$first = $this->page( array( 'per_page' => 1 ) );

		$response = $this->dispatch(
			'GET',
			'/uipress/v1/activity',
			null,
			array(
				'per_page'    => 1,
				'object_type' => 'user',
				'cursor'      => $first['cursors']['next'],
			)
		);

		$this->assertError( 'uipress_invalid_cursor', 400, $response );
	}

	public function test_filters_by_user_action_object_and_dates(): void {
		$other = $this->create_user( 'editor' );
		$this->flush_rows();
		$old    = $this->insert_row( array( 'created_at' => '2020-01-01 12:00:00' ) );
		$mine   = $this->insert_row( array( 'action' => 'post.published' ) );
		$theirs = $this->insert_row(
			array(
				'user_id'     => $other,
				'action'      => 'user.updated',
				'object_type' => 'user',
				'object_id'   => (string) $other,
			)
		);

		$this->assertSame( array( $theirs ), $this->ids( $this->page( array( 'user' => $other ) ) ) );
		$this->assertSame( array( $mine ), $this->ids( $this->page( array( 'action' => array( 'post.published' ) ) ) ) );
		$this->assertSame( array( $theirs, $mine ), $this->ids( $this->page( array( 'action' => array( 'post.published', 'user.updated' ) ) ) ) );
		// One actor's actions: read through the key (user_id,action,id).
		$by_actor = $this->page(
			array(
				'user'   => $other,
				'action' => array( 'user.updated', 'post.published' ),
			)
		);
		$this->assertSame( array( $theirs ), $this->ids( $by_actor ) );
		$this->assertSame( 1, $by_actor['total'] );
		$this->assertSame(
			0,
			$this->page(
				array(
					'user'   => $other,
					'action' => array( 'post.published' ),
				)
			)['total']
		);
		$this->assertSame(
			array( $theirs ),
			$this->ids(
				$this->page(
					array(
						'object_type' => 'user',
						'object_id'   => (string) $other,
					)
				)
			)
		);
		$this->assertSame( array( $old ), $this->ids( $this->page( array( 'before' => '2020-01-01' ) ) ) );
		$this->assertSame( array( $theirs, $mine ), $this->ids( $this->page( array( 'after' => '2021-01-01' ) ) ) );
		$this->assertSame(
			array(),
			$this->ids(
				$this->page(
					array(
						'after'  => '2020-01-02',
						'before' => '2020-12-31',
					)
				)
			)
		);
	}

	public function test_dates_are_read_in_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		// 23:30 UTC on 1 January is 00:30 on 2 January in Paris.
		$row = $this->insert_row( array( 'created_at' => '2024-01-01 23:30:00' ) );

		$this->assertSame(
			array( $row ),
			$this->ids(
				$this->page(
					array(
						'after'  => '2024-01-02',
						'before' => '2024-01-02',
					)
				)
			)
		);
		$this->assertSame( array(), $this->ids( $this->page( array( 'before' => '2024-01-01' ) ) ) );
	}

	public function test_bad_filters_are_refused(): void {
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', '/uipress/v1/activity', null, array( 'after' => 'yesterday' ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', '/uipress/v1/activity', null, array( 'object_type' => 'planet' ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', '/uipress/v1/activity', null, array( 'per_page' => 101 ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', '/uipress/v1/activity', null, array( 'action' => array( 'DROP TABLE' ) ) ) );
	}
}
