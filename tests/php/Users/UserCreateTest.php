<?php
/**
 * POST uipress/v1/users.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use WP_User;

/**
 * Creating a user: core's checks, roles through RoleGuard, the welcome e-mail.
 */
final class UserCreateTest extends UsersTestCase {

	private const ROUTE = '/uipress/v1/users';

	/**
	 * A valid body.
	 *
	 * @param string $login Login.
	 * @return array<string, mixed>
	 */
	private static function fields( string $login ): array {
		return array(
			'login'     => $login,
			'email'     => $login . '@example.org',
			'firstName' => 'New',
			'lastName'  => 'Person',
			'roles'     => array( 'author' ),
		);
	}

	public function test_refuses_subscribers_and_editors(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', self::ROUTE, self::fields( 'sneaky_' . $role ) ) );
			$this->assertFalse( username_exists( 'sneaky_' . $role ) );
		}
	}

	public function test_creates_a_user_and_sends_the_welcome_email(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::ROUTE, self::fields( 'welcome_me' ) );
		$this->assertSame( 201, $response->get_status(), $this->json( $response ) );
		$body = $this->body( $response );
		$user = get_user_by( 'login', 'welcome_me' );
		$this->assertInstanceOf( WP_User::class, $user );
		$this->assertSame( $user->ID, $body['id'] );
		$this->assertSame( array( 'author' ), $body['roles'] );
		$this->assertSame( 'New', $body['firstName'] );
		$this->assertSame( 'welcome_me@example.org', $user->user_email );
		$location = $response->get_headers()['Location'] ?? null;
		$this->assertIsString( $location );
		$this->assertStringEndsWith( '/uipress/v1/users/' . $user->ID, $location );
		$this->assertCount( 1, $this->mails, 'Only the user is told, not the administrator.' );
		$this->assertSame( 'welcome_me@example.org', $this->mail_field( 0, 'to' ) );
	}

	public function test_no_welcome_email_when_not_asked_and_a_chosen_password(): void {
		$this->act_as( 'administrator' );
		$fields          = self::fields( 'quiet_one' ) + array(
			'sendWelcome' => false,
			'password'    => 'correct horse battery "staple"',
			'roles'       => array( 'author', 'contributor' ),
		);
		$fields['roles'] = array( 'author', 'contributor' );
		$this->assertSame( 201, $this->dispatch( 'POST', self::ROUTE, $fields )->get_status() );
		$this->assertSame( array(), $this->mails );
		$user = wp_authenticate( 'quiet_one', wp_slash( 'correct horse battery "staple"' ) );
		$this->assertInstanceOf( WP_User::class, $user, 'The password signs in as the login screen sends it.' );
		$this->assertEqualsCanonicalizing( array( 'author', 'contributor' ), $user->roles );
	}

	public function test_core_checks(): void {
		$this->act_as( 'administrator' );
		$taken = get_userdata( $this->create_user( 'author' ) );
		$this->assertInstanceOf( WP_User::class, $taken );

		$this->assertError( 'uipress_user_login_exists', 400, $this->dispatch( 'POST', self::ROUTE, array( 'login' => $taken->user_login ) + self::fields( 'x' ) ) );
		$this->assertError( 'uipress_user_login_invalid', 400, $this->dispatch( 'POST', self::ROUTE, array( 'login' => 'bad<login>' ) + self::fields( 'x' ) ) );
		$this->assertError( 'uipress_user_email_exists', 400, $this->dispatch( 'POST', self::ROUTE, array( 'email' => $taken->user_email ) + self::fields( 'fresh_one' ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'POST', self::ROUTE, array( 'email' => 'nope' ) + self::fields( 'fresh_one' ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'POST', self::ROUTE, array( 'roles' => array() ) + self::fields( 'fresh_one' ) ) );
		$this->assertError( 'rest_missing_callback_param', 400, $this->dispatch( 'POST', self::ROUTE, array( 'login' => 'fresh_one' ) ) );
		$this->assertError( 'uipress_user_password_invalid', 400, $this->dispatch( 'POST', self::ROUTE, array( 'password' => 'back\\slash' ) + self::fields( 'fresh_one' ) ) );
		$this->assertError( 'uipress_role_not_found', 404, $this->dispatch( 'POST', self::ROUTE, array( 'roles' => array( 'no_such_role' ) ) + self::fields( 'fresh_one' ) ) );
		$this->assertFalse( username_exists( 'fresh_one' ) );
	}

	public function test_a_manager_cannot_create_a_user_with_a_role_above_their_own(): void {
		$this->act_as_editor_manager();
		add_filter(
			'user_has_cap',
			static function ( $allcaps ) {
				if ( is_array( $allcaps ) && ! empty( $allcaps['promote_users'] ) ) {
					$allcaps['create_users'] = true;
				}
				return $allcaps;
			}
		);
		$this->assertError( 'uipress_role_above_actor', 403, $this->dispatch( 'POST', self::ROUTE, array( 'roles' => array( 'administrator' ) ) + self::fields( 'would_be_admin' ) ) );
		$this->assertFalse( username_exists( 'would_be_admin' ) );
		$this->assertSame( 201, $this->dispatch( 'POST', self::ROUTE, self::fields( 'plain_author' ) )->get_status() );
	}

	public function test_a_manager_without_create_users_is_refused(): void {
		$this->act_as_editor_manager();
		$this->assertError( 'uipress_user_cannot_create', 403, $this->dispatch( 'POST', self::ROUTE, self::fields( 'not_made' ) ) );
	}
}
