<?php
/**
 * What the users app's page tells its script.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use UiPress\Tests\TestCase;
use UiPress\Users\UserManagementScreens;

/**
 * `UserManagementScreens::users_config()`: the roles to filter by and to
 * give, the default role, create_users and the export address.
 */
final class UsersAppConfigTest extends TestCase {

	public function test_an_administrator_may_give_every_role_and_create_users(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$config = UserManagementScreens::users_config();

		$slugs = array_column( $config['roles'], 'slug' );
		$this->assertContains( 'administrator', $slugs );
		$this->assertContains( 'subscriber', $slugs );
		foreach ( $config['roles'] as $role ) {
			$this->assertTrue( $role['assignable'], $role['slug'] );
		}
		$names = array_column( $config['roles'], 'name', 'slug' );
		$this->assertSame( 'Editor', $names['editor'] );
		$this->assertSame( get_option( 'default_role' ), $config['defaultRole'] );
		$this->assertSame( is_multisite() ? is_super_admin() : true, $config['canCreateUsers'] );
		$this->assertSame( get_current_user_id(), $config['currentUserId'] );
		$this->assertStringContainsString( 'uipress/v1/users/export', $config['exportUrl'] );
		$this->assertSame( 1, wp_verify_nonce( $config['restNonce'], 'wp_rest' ) );
	}

	public function test_roles_outside_the_editable_ones_are_listed_but_not_given(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		add_filter(
			'editable_roles',
			static fn ( array $roles ): array => array_intersect_key( $roles, array( 'author' => true ) )
		);
		$config = UserManagementScreens::users_config();

		$assignable = array_column( $config['roles'], 'assignable', 'slug' );
		$this->assertTrue( $assignable['author'] );
		$this->assertFalse( $assignable['administrator'] );
		$this->assertFalse( $config['canCreateUsers'] );
	}

	public function test_the_activity_log_is_told_its_own_export_address(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$config = UserManagementScreens::activity_config();

		$this->assertSame( esc_url_raw( rest_url( 'uipress/v1/activity/export' ) ), $config['exportUrl'] );
	}
}
