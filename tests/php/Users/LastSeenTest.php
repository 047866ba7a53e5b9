<?php
/**
 * Last sign-in and last activity times.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use UiPress\Tests\TestCase;
use UiPress\Users\LastSeen;
use WP_User;

/**
 * `uip_last_login` on sign-in; `uip_last_activity` on sign-in and on
 * authenticated requests, at most once every 15 minutes.
 */
final class LastSeenTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		LastSeen::register_hooks();
	}

	public function test_signing_in_records_login_and_activity(): void {
		$id   = $this->create_user( 'author' );
		$user = get_userdata( $id );
		$this->assertInstanceOf( WP_User::class, $user );
		$before = time();
		do_action( 'wp_login', $user->user_login, $user );

		$login = LastSeen::time_of( $id, LastSeen::LAST_LOGIN );
		$this->assertNotNull( $login );
		$this->assertGreaterThanOrEqual( $before, $login );
		$this->assertSame( $login, LastSeen::time_of( $id, LastSeen::LAST_ACTIVITY ) );
	}

	public function test_activity_is_written_at_most_every_15_minutes(): void {
		$id = $this->create_user( 'author' );
		LastSeen::touch( $id, 1000000 );
		$this->assertSame( 1000000, LastSeen::time_of( $id, LastSeen::LAST_ACTIVITY ) );

		$writes = 0;
		add_action(
			'update_user_meta',
			static function () use ( &$writes ): void {
				++$writes;
			}
		);
		LastSeen::touch( $id, 1000000 + LastSeen::ACTIVITY_INTERVAL - 1 );
		$this->assertSame( 0, $writes, 'Within the quarter hour nothing is written.' );
		$this->assertSame( 1000000, LastSeen::time_of( $id, LastSeen::LAST_ACTIVITY ) );

		LastSeen::touch( $id, 1000000 + LastSeen::ACTIVITY_INTERVAL );
		$this->assertSame( 1, $writes );
		$this->assertSame( 1000000 + LastSeen::ACTIVITY_INTERVAL, LastSeen::time_of( $id, LastSeen::LAST_ACTIVITY ) );

		LastSeen::touch( 0, 2000000 );
		$this->assertSame( 1, $writes, 'Visitors are nobody.' );
	}

	public function test_authenticated_rest_requests_and_admin_pages_count_but_not_ajax(): void {
		$id = $this->act_as( 'author' );
		$this->assertSame( 'kept', apply_filters( 'rest_pre_dispatch', 'kept', rest_get_server(), new \WP_REST_Request() ) );
		$this->assertNotNull( LastSeen::time_of( $id, LastSeen::LAST_ACTIVITY ) );

		$other = $this->act_as( 'author' );
		add_filter( 'wp_doing_ajax', '__return_true' );
		LastSeen::admin_request();
		$this->assertNull( LastSeen::time_of( $other, LastSeen::LAST_ACTIVITY ) );
		remove_filter( 'wp_doing_ajax', '__return_true' );
		LastSeen::admin_request();
		$this->assertNotNull( LastSeen::time_of( $other, LastSeen::LAST_ACTIVITY ) );
	}

	public function test_stored_values_read_as_times(): void {
		$this->assertSame( 42, LastSeen::parse( '42' ) );
		$this->assertSame( 42, LastSeen::parse( 42 ) );
		$this->assertNull( LastSeen::parse( '' ) );
		$this->assertNull( LastSeen::parse( 'yesterday' ) );
		$this->assertNull( LastSeen::parse( '0' ) );
		$this->assertSame( '1970-01-01T00:00:42Z', LastSeen::iso( 42 ) );
		$this->assertNull( LastSeen::iso( null ) );
	}
}
