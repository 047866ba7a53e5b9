<?php
/**
 * Tests for the sign-in recorder.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use WP_User;

/**
 * Signing in, failing to, and signing out are events.
 */
final class SessionRecorderTest extends ActivityTestCase {

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
}
