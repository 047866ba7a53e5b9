<?php
/**
 * POST uipress/v1/users/{id}/password-reset and DELETE uipress/v1/users/{id}/sessions.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\ActivityTable;
use WP_Session_Tokens;

/**
 * Core's reset e-mail, and signing a user out everywhere (logged).
 */
final class UserAccessTest extends UsersTestCase {

	/**
	 * A user's route.
	 *
	 * @param int    $id   User id.
	 * @param string $tail 'password-reset' or 'sessions'.
	 */
	private static function route( int $id, string $tail ): string {
		return '/uipress/v1/users/' . $id . '/' . $tail;
	}

	public function test_refuses_subscribers_and_editors(): void {
		$target = $this->create_user( 'author' );
		WP_Session_Tokens::get_instance( $target )->create( time() + HOUR_IN_SECONDS );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', self::route( $target, 'password-reset' ) ) );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'DELETE', self::route( $target, 'sessions' ) ) );
		}
		$this->assertSame( array(), $this->mails );
		$this->assertCount( 1, WP_Session_Tokens::get_instance( $target )->get_all() );
	}

	public function test_sends_cores_reset_email(): void {
		$this->act_as( 'administrator' );
		$target = $this->create_user( 'author' );
		$user   = get_userdata( $target );
		$this->assertInstanceOf( \WP_User::class, $user );

		$response = $this->dispatch( 'POST', self::route( $target, 'password-reset' ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame( array( 'sent' => true ), $this->body( $response ) );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $user->user_email, $this->mail_field( 0, 'to' ) );
		$this->assertStringContainsString( 'action=rp', $this->mail_field( 0, 'message' ) );
		$this->assertError( 'uipress_user_not_found', 404, $this->dispatch( 'POST', self::route( 999999, 'password-reset' ) ) );

		add_filter( 'allow_password_reset', '__return_false' );
		$this->assertError( 'uipress_reset_not_allowed', 403, $this->dispatch( 'POST', self::route( $target, 'password-reset' ) ) );
	}

	public function test_signs_a_user_out_everywhere_and_logs_it(): void {
		$admin  = $this->act_as( 'administrator' );
		$target = $this->named_user( 'author', 'Many Sessions' );
		$tokens = WP_Session_Tokens::get_instance( $target );
		for ( $i = 0; $i < 3; $i++ ) {
			$tokens->create( time() + HOUR_IN_SECONDS );
		}
		$this->assertSame( 3, $this->body( $this->dispatch( 'GET', '/uipress/v1/users/' . $target ) )['sessions'] );

		$response = $this->dispatch( 'DELETE', self::route( $target, 'sessions' ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame( array( 'destroyed' => 3 ), $this->body( $response ) );
		$this->assertSame( array(), WP_Session_Tokens::get_instance( $target )->get_all() );

		ActivityLog::flush();
		$db  = self::db();
		$row = $db->get_row( $db->prepare( 'SELECT * FROM %i WHERE action = %s ORDER BY id DESC LIMIT 1', ActivityTable::name(), 'user.sessions_destroyed' ), 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- the log's own table.
		$this->assertIsArray( $row );
		$this->assertEquals( $target, $row['object_id'] );
		$this->assertSame( 'Many Sessions', $row['object_name'] );
		$this->assertEquals( $admin, $row['user_id'] );
		$this->assertIsString( $row['changes'] );
		$this->assertStringNotContainsString( 'token', strtolower( $row['changes'] ) );
	}

	public function test_your_own_sessions_end_except_this_one(): void {
		$me     = $this->act_as( 'administrator' );
		$tokens = WP_Session_Tokens::get_instance( $me );
		$mine   = $tokens->create( time() + HOUR_IN_SECONDS );
		$tokens->create( time() + HOUR_IN_SECONDS );
		$tokens->create( time() + HOUR_IN_SECONDS );
		$cookie = constant( 'LOGGED_IN_COOKIE' );
		$this->assertIsString( $cookie );
		$_COOKIE[ $cookie ] = wp_generate_auth_cookie( $me, time() + HOUR_IN_SECONDS, 'logged_in', $mine );
		try {
			$this->assertSame( array( 'destroyed' => 2 ), $this->body( $this->dispatch( 'DELETE', self::route( $me, 'sessions' ) ) ) );
			$this->assertNotNull( WP_Session_Tokens::get_instance( $me )->get( $mine ), 'This session stays.' );
			$this->assertCount( 1, WP_Session_Tokens::get_instance( $me )->get_all() );
		} finally {
			unset( $_COOKIE[ $cookie ] );
		}
	}
}
