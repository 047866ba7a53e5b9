<?php
/**
 * Tests for the admin menu's capabilities and who holds them.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Admin\AdminScreens;
use UiPress\Capabilities;
use UiPress\Menus\MenuCapabilities;
use UiPress\Plugin;

/**
 * Each item of the real admin menu keyed as the menu creator keys it, with
 * the capability WordPress checks; whether a role or a user holds them.
 */
final class MenuCapabilitiesTest extends AdminMenuTestCase {

	public function test_each_item_of_the_admin_menu_has_its_capability_by_key(): void {
		$this->act_as( 'administrator' );
		$this->load_late_menu_plugin();
		$this->build_admin_menu();

		$capabilities = MenuCapabilities::of_admin_menu();

		$this->assertSame( 'manage_options', $capabilities['>options-general.php'] ?? null );
		$this->assertSame( 'edit_posts', $capabilities['>edit.php'] ?? null );
		// The first submenu item shares its parent's slug; the key tells them apart.
		$this->assertSame( 'edit_posts', $capabilities['edit.php>edit.php'] ?? null );
		$this->assertSame( 'manage_categories', $capabilities['edit.php>edit-tags.php?taxonomy=category'] ?? null );
		$this->assertSame( 'read', $capabilities['users.php>profile.php'] ?? null );
		// UiPress's own screens, and what a plugin adds late.
		$this->assertSame( Capabilities::MANAGE, $capabilities['>uip-ui-builder'] ?? null );
		$this->assertSame( Capabilities::MANAGE, $capabilities['uip-ui-builder>uip-menu-creator'] ?? null );
		$this->assertArrayHasKey( '>late-shop', $capabilities );
		foreach ( array_keys( $capabilities ) as $key ) {
			$this->assertStringNotContainsString( 'separator', $key, 'Separators need no capability.' );
		}
	}

	public function test_a_role_holds_what_its_capabilities_and_their_mapping_give(): void {
		$editor = get_role( 'editor' );
		$admin  = get_role( 'administrator' );
		$this->assertInstanceOf( \WP_Role::class, $editor );
		$this->assertInstanceOf( \WP_Role::class, $admin );
		$asked = array( 'edit_posts', 'manage_options', Capabilities::MANAGE, 'read', 'editor', 'no_such_capability' );

		$this->assertSame(
			array(
				'edit_posts'         => true,
				'manage_options'     => false,
				'uipress_manage'     => false,
				'read'               => true,
				// A role name is a capability of its users, as WordPress has it.
				'editor'             => true,
				'no_such_capability' => false,
			),
			MenuCapabilities::held_by_role( $editor, $asked )
		);
		$held = MenuCapabilities::held_by_role( $admin, $asked );
		$this->assertTrue( $held['manage_options'] );
		$this->assertTrue( $held[ Capabilities::MANAGE ], 'uipress_manage maps to manage_options.' );
		$this->assertFalse( $held['editor'] );
	}

	public function test_the_uipress_capability_filter_decides_for_roles_and_users_alike(): void {
		add_filter( 'uipress/capability', static fn() => 'edit_posts' );
		$editor = get_role( 'editor' );
		$this->assertInstanceOf( \WP_Role::class, $editor );
		$user = get_userdata( $this->create_user( 'editor' ) );
		$this->assertInstanceOf( \WP_User::class, $user );

		$this->assertSame( array( Capabilities::MANAGE => true ), MenuCapabilities::held_by_role( $editor, array( Capabilities::MANAGE ) ) );
		$this->assertSame( array( Capabilities::MANAGE => true ), MenuCapabilities::held_by_user( $user, array( Capabilities::MANAGE ) ) );
	}

	public function test_a_user_holds_what_wordpress_grants_that_user(): void {
		$id   = $this->create_user( 'editor' );
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );
		// A grant of this user's own, beyond the role.
		$user->add_cap( 'list_users' );

		$this->assertSame(
			array(
				'list_users'     => true,
				'manage_options' => false,
			),
			MenuCapabilities::held_by_user( $user, array( 'list_users', 'manage_options' ) )
		);
		$editor = get_role( 'editor' );
		$this->assertInstanceOf( \WP_Role::class, $editor );
		$this->assertFalse( MenuCapabilities::held_by_role( $editor, array( 'list_users' ) )['list_users'] );
	}

	public function test_a_capability_that_needs_an_object_is_not_held_and_raises_no_notice(): void {
		$admin = get_role( 'administrator' );
		$this->assertInstanceOf( \WP_Role::class, $admin );
		$user = get_userdata( $this->create_user( 'administrator' ) );
		$this->assertInstanceOf( \WP_User::class, $user );
		$notices = array();
		add_action(
			'doing_it_wrong_run',
			static function ( string $name ) use ( &$notices ): void {
				$notices[] = $name;
			}
		);

		$this->assertFalse( MenuCapabilities::held_by_role( $admin, array( 'edit_post' ) )['edit_post'] );
		$this->assertFalse( MenuCapabilities::held_by_user( $user, array( 'edit_post' ) )['edit_post'] );
		$this->assertTrue( (bool) apply_filters( 'doing_it_wrong_trigger_error', true, 'map_meta_cap', '', '' ), 'Notices are quiet only during the check.' );
		$this->assertSame( array( 'map_meta_cap', 'map_meta_cap' ), $notices );
	}

	public function test_the_menu_creator_page_carries_capabilities_and_roles(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();
		$screens = Plugin::instance()->admin_screens();
		$screens->add_menu();
		$hook = (string) $screens->hook_suffix( AdminScreens::MENU_CREATOR_SLUG );
		set_current_screen( $hook );
		do_action( 'load-' . $hook );
		do_action( 'admin_enqueue_scripts', $hook );

		$config = null;
		foreach ( (array) wp_scripts()->get_data( 'uipress-menu-creator', 'before' ) as $script ) {
			if ( is_string( $script ) && str_starts_with( $script, 'window.uipressConfig = ' ) ) {
				$config = json_decode( substr( $script, strlen( 'window.uipressConfig = ' ), -1 ), true );
			}
		}
		$this->assertIsArray( $config );
		$capabilities = $this->value_at( $config, 'menuCreator.capabilities' );
		$this->assertIsArray( $capabilities );
		$this->assertSame( 'manage_options', $capabilities['>options-general.php'] ?? null );
		$roles = $this->value_at( $config, 'menuCreator.roles' );
		$this->assertIsArray( $roles );
		$this->assertContains(
			array(
				'name'  => 'editor',
				'label' => 'Editor',
			),
			$roles
		);
	}
}
