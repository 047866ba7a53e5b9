<?php
/**
 * Tests for the sign-in recorder.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\Recorders\FailedSignIns;
use WP_User;

/**
 * Signing in, failing to, and signing out are events; repeated failures
 * are counted in one row.
 */
final class SessionRecorderTest extends ActivityTestCase {

	/**
	 * REMOTE_ADDR before the test.
	 *
	 * @var mixed
	 */
	private $remote_addr;

	protected function set_up(): void {
		parent::set_up();
		$this->remote_addr      = $_SERVER['REMOTE_ADDR'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- kept as it was, put back after.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
	}

	protected function tear_down(): void {
		$_SERVER['REMOTE_ADDR'] = $this->remote_addr;
		parent::tear_down();
	}

	public function test_signing_in_and_out_are_recorded_with_the_user_as_actor(): void {
		$user_id = $this->create_user( 'editor' );
		$user    = new WP_User( $user_id );
		wp_set_current_user( 0 );

		do_action( 'wp_login', $user->user_login, $user );
		do_action( 'wp_logout', $user_id );

		$in = $this->only_row( 'user.signed_in' );
		$this->assertSame( $user_id, $in['user_id'] );
		$this->assertSame( (string) $user_id, $in['object_id'] );
		$this->assertSame( $user->display_name, $in['object_name'] );
		$this->assertSame( $user_id, $this->only_row( 'user.signed_out' )['user_id'] );
	}

	public function test_a_failed_sign_in_keeps_the_login_tried_and_no_actor(): void {
		wp_set_current_user( 0 );

		wp_authenticate( 'nobody-here', 'wrong password' );

		$row = $this->only_row( 'user.sign_in_failed' );
		$this->assertSame( 0, $row['user_id'] );
		$this->assertSame( 'nobody-here', $row['object_name'] );
		$this->assertSame( '0', $row['object_id'] );
		$this->assertStringNotContainsString( 'wrong password', (string) wp_json_encode( $row ) );
	}

	public function test_a_failed_sign_in_of_a_known_account_names_it(): void {
		$user_id = $this->create_user( 'author' );
		$login   = ( new WP_User( $user_id ) )->user_login;
		wp_set_current_user( 0 );

		wp_authenticate( $login, 'wrong password' );

		$this->assertSame( (string) $user_id, $this->only_row( 'user.sign_in_failed' )['object_id'] );
	}

	public function test_repeated_failures_of_a_login_from_an_address_are_one_row_counting_them(): void {
		wp_set_current_user( 0 );
		for ( $i = 0; $i < 5; $i++ ) {
			wp_authenticate( 'victim', 'guess ' . $i );
		}

		$row = $this->only_row( FailedSignIns::ACTION );
		$this->assertSame( 'victim', $row['object_name'] );
		$this->assertSame( '203.0.113.0', $row['ip'] );
		$this->assertSame(
			array(
				'attempts' => array(
					'before' => null,
					'after'  => 5,
				),
			),
			$row['changes']
		);

		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		wp_authenticate( 'victim', 'another guess' );
		$this->assertCount( 2, $this->rows( FailedSignIns::ACTION ), 'Another address has a row of its own.' );
	}

	public function test_a_login_tried_again_after_ten_minutes_gets_a_new_row(): void {
		wp_set_current_user( 0 );
		$stale = $this->insert_row(
			array(
				'created_at'  => gmdate( 'Y-m-d H:i:s', time() - FailedSignIns::SAME_LOGIN_WINDOW - 60 ),
				'user_id'     => 0,
				'action'      => FailedSignIns::ACTION,
				'object_type' => 'user',
				'object_id'   => '0',
				'object_name' => 'victim',
				'ip'          => '203.0.113.0',
			)
		);

		wp_authenticate( 'victim', 'guess' );

		$rows = $this->rows( FailedSignIns::ACTION );
		$this->assertCount( 2, $rows );
		$this->assertSame( $stale, $rows[0]['id'] );
		$this->assertSame( array(), $rows[0]['changes'], 'The old row is left as it was.' );
	}

	public function test_an_address_writes_at_most_twenty_rows_an_hour(): void {
		wp_set_current_user( 0 );
		for ( $i = 0; $i < FailedSignIns::ADDRESS_ROWS_AN_HOUR + 5; $i++ ) {
			wp_authenticate( 'login-' . $i, 'guess' );
		}
		wp_authenticate( 'login-' . ( FailedSignIns::ADDRESS_ROWS_AN_HOUR - 1 ), 'guess' );

		$rows = $this->rows( FailedSignIns::ACTION );
		$this->assertCount( FailedSignIns::ADDRESS_ROWS_AN_HOUR, $rows );
		$newest = $rows[ FailedSignIns::ADDRESS_ROWS_AN_HOUR - 1 ];
		$this->assertSame( 'login-' . ( FailedSignIns::ADDRESS_ROWS_AN_HOUR - 1 ), $newest['object_name'] );
		$this->assertSame(
			array(
				'attempts'    => array(
					'before' => null,
					'after'  => 7,
				),
				'otherLogins' => array(
					'before' => null,
					'after'  => 5,
				),
			),
			$newest['changes'],
			'Five more logins and the row\'s own again: seven attempts, five at other logins.'
		);
	}

	public function test_the_site_writes_at_most_two_hundred_rows_an_hour(): void {
		wp_set_current_user( 0 );
		for ( $i = 0; $i < FailedSignIns::SITE_ROWS_AN_HOUR; $i++ ) {
			$this->insert_row(
				array(
					'user_id'     => 0,
					'action'      => FailedSignIns::ACTION,
					'object_type' => 'user',
					'object_id'   => '0',
					'object_name' => 'spread-' . $i,
					'ip'          => '198.51.' . intdiv( $i, 250 ) . '.0',
				)
			);
		}

		wp_authenticate( 'victim', 'guess' );

		$rows = $this->rows( FailedSignIns::ACTION );
		$this->assertCount( FailedSignIns::SITE_ROWS_AN_HOUR, $rows );
		$this->assertSame( 2, $rows[ FailedSignIns::SITE_ROWS_AN_HOUR - 1 ]['changes']['attempts']['after'] ?? null );
		$this->assertSame( 1, $rows[ FailedSignIns::SITE_ROWS_AN_HOUR - 1 ]['changes']['otherLogins']['after'] ?? null );
	}
}
