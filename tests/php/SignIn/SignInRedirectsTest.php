<?php
/**
 * Tests for the login and logout redirect filters.
 *
 * @package UiPress
 */

namespace UiPress\Tests\SignIn;

use UiPress\Lifecycle\StoredData;
use UiPress\Tests\TestCase;
use WP_Error;

/**
 * `login_redirect` and `logout_redirect` follow the rules; a requested page
 * (other than the admin home) wins; a failed login is left alone.
 */
final class SignInRedirectsTest extends TestCase {

	/**
	 * Stores rules for logging in and out.
	 *
	 * @param int $user_id A user with a rule of their own.
	 */
	private function store_rules( int $user_id ): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'loginRedirects'  => array(
					array(
						'roles' => array( 'editor' ),
						'users' => array(),
						'to'    => 'edit.php?post_type=page',
					),
					array(
						'roles' => array( 'administrator' ),
						'users' => array(),
						'to'    => 'plugins.php',
					),
					array(
						'roles' => array(),
						'users' => array( $user_id ),
						'to'    => 'profile.php',
					),
				),
				'logoutRedirects' => array(
					array(
						'roles' => array( 'editor' ),
						'users' => array(),
						'to'    => home_url( '/goodbye/' ),
					),
				),
			)
		);
	}

	public function test_login_lands_by_role_and_a_user_rule_wins(): void {
		$editor = $this->create_user( 'editor' );
		$chosen = $this->create_user( 'editor' );
		$admin  = $this->create_user( 'administrator' );
		$author = $this->create_user( 'author' );
		$this->store_rules( $chosen );
		$land = static fn( int $id, string $requested = '' ) => apply_filters( 'login_redirect', admin_url(), $requested, get_userdata( $id ) );

		$this->assertSame( admin_url( 'edit.php?post_type=page' ), $land( $editor ) );
		$this->assertSame( admin_url( 'plugins.php' ), $land( $admin ) );
		$this->assertSame( admin_url( 'profile.php' ), $land( $chosen ) );
		$this->assertSame( admin_url(), $land( $author ), 'no rule: WordPress decides' );
		$this->assertSame( admin_url( 'plugins.php' ), $land( $admin, admin_url() ), 'the admin home is no request' );
		$this->assertSame( admin_url( 'upload.php' ), apply_filters( 'login_redirect', admin_url( 'upload.php' ), admin_url( 'upload.php' ), get_userdata( $editor ) ), 'a requested page wins' );
		$failed = new WP_Error( 'incorrect_password', 'x' );
		$this->assertSame( admin_url(), apply_filters( 'login_redirect', admin_url(), '', $failed ) );
	}

	public function test_logout_lands_by_role_unless_the_link_says_where(): void {
		$editor = $this->create_user( 'editor' );
		$author = $this->create_user( 'author' );
		$this->store_rules( 0 );
		$default = wp_login_url() . '?loggedout=true';
		$leave   = static fn( int $id, string $requested = '' ) => apply_filters( 'logout_redirect', '' === $requested ? $default : $requested, $requested, get_userdata( $id ) );

		$this->assertSame( home_url( '/goodbye/' ), $leave( $editor ) );
		$this->assertSame( $default, $leave( $author ) );
		$this->assertSame( home_url( '/elsewhere/' ), $leave( $editor, home_url( '/elsewhere/' ) ) );
	}
}
