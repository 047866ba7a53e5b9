<?php
/**
 * What UiPress keeps in WordPress's caches is new as soon as its data changes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Cache;

use UiPress\Menus\CustomMenus;
use UiPress\Runtime\Preferences;
use UiPress\Settings\SiteSettings;
use UiPress\Templates\CurrentTemplate;
use UiPress\Tests\Menus\MenuFixtures;
use UiPress\Tests\Rest\RestTestCase;
use WP_User;

/**
 * Templates, menus, settings, roles, users and preferences: each change is
 * seen in the same request and in the next one (the runtime cache flushed,
 * what remains is the persistent cache when there is one). Passes with and
 * without an object cache; the object cache run proves the invalidation.
 */
final class InterfaceCachesTest extends RestTestCase {

	use FollowsChanges;
	use MenuFixtures;

	public function test_the_current_template_follows_saves_audience_status_roles_and_deletion(): void {
		$editor = $this->create_user( 'editor' );
		$author = $this->create_user( 'author' );
		$this->assertEverySeen( null, fn() => $this->template_of( $editor ), 'No template yet.' );

		$first = $this->create_template( array( 'forRoles' => array( 'editor' ) ), array( 'menu_order' => 2 ) );
		$this->assertEverySeen( $first, fn() => $this->template_of( $editor ), 'Published.' );

		$this->save_fields( $first, array( 'forRoles' => array( 'author' ) ) );
		$this->assertEverySeen( null, fn() => $this->template_of( $editor ), 'Audience changed away.' );
		$this->assertEverySeen( $first, fn() => $this->template_of( $author ), 'Audience changed to.' );

		$this->save_fields( $first, array( 'forRoles' => array( 'author' ) ), array( 'excludesUsers' => array( $author ) ) );
		$this->assertEverySeen( null, fn() => $this->template_of( $author ), 'User excluded.' );

		$this->save_fields( $first, array( 'forRoles' => array( 'editor' ) ) );
		$second = $this->create_template( array( 'forRoles' => array( 'editor' ) ), array( 'menu_order' => 1 ) );
		$this->assertEverySeen( $second, fn() => $this->template_of( $editor ), 'An earlier one published.' );

		$this->update_post( $second, array( 'post_status' => 'draft' ) );
		$this->assertEverySeen( $first, fn() => $this->template_of( $editor ), 'Back to draft.' );

		( new WP_User( $editor ) )->set_role( 'author' );
		$this->assertEverySeen( null, fn() => $this->template_of( $editor ), 'Role changed.' );
		( new WP_User( $editor ) )->set_role( 'editor' );
		$this->assertEverySeen( $first, fn() => $this->template_of( $editor ), 'Role changed back.' );

		self::stored_earlier( static fn() => wp_trash_post( $first ) );
		$this->assertEverySeen( null, fn() => $this->template_of( $editor ), 'Trashed.' );

		self::stored_earlier( static fn() => wp_untrash_post( $first ) );
		$this->update_post( $first, array( 'post_status' => 'publish' ) );
		$this->assertEverySeen( $first, fn() => $this->template_of( $editor ), 'Restored.' );

		self::stored_earlier( static fn() => wp_delete_post( $first, true ) );
		$this->assertEverySeen( null, fn() => $this->template_of( $editor ), 'Deleted.' );
	}

	public function test_the_custom_menu_follows_saves_audience_roles_status_and_the_setting(): void {
		$editor = $this->create_user( 'editor' );
		$admin  = new WP_User( $this->create_user( 'administrator' ) );
		$this->assertEverySeen( null, fn() => $this->menu_of( $editor ), 'No menu yet.' );

		$menu = $this->create_menu( array( 'forRoles' => array( 'editor' ) ) );
		$this->assertEverySeen( $menu, fn() => $this->menu_of( $editor ), 'Published.' );

		$this->save_fields( $menu, array( 'forRoles' => array( 'editor' ) ), array( 'excludesUsers' => array( $editor ) ) );
		$this->assertEverySeen( null, fn() => $this->menu_of( $editor ), 'User excluded.' );
		$this->save_fields( $menu, array( 'forUsers' => array( $editor ) ) );
		$this->assertEverySeen( $menu, fn() => $this->menu_of( $editor ), 'User named.' );

		$this->assertTrue( SiteSettings::update( array( 'menuCreatorEnabled' => false ), $admin ) );
		$this->assertEverySeen( null, fn() => $this->menu_of( $editor ), 'Menu creator off.' );
		$this->assertTrue( SiteSettings::update( array( 'menuCreatorEnabled' => true ), $admin ) );
		$this->assertEverySeen( $menu, fn() => $this->menu_of( $editor ), 'Menu creator on.' );

		$this->save_fields( $menu, array( 'forRoles' => array( 'author' ) ) );
		$this->assertEverySeen( null, fn() => $this->menu_of( $editor ), 'Audience changed away.' );
		( new WP_User( $editor ) )->set_role( 'author' );
		$this->assertEverySeen( $menu, fn() => $this->menu_of( $editor ), 'Role changed to it.' );

		$this->update_post( $menu, array( 'post_status' => 'draft' ) );
		$this->assertEverySeen( null, fn() => $this->menu_of( $editor ), 'Back to draft.' );
		$this->update_post( $menu, array( 'post_status' => 'publish' ) );
		self::stored_earlier( static fn() => wp_trash_post( $menu ) );
		$this->assertEverySeen( null, fn() => $this->menu_of( $editor ), 'Trashed.' );
	}

	public function test_settings_saved_and_reset_are_read_back(): void {
		$this->act_as( 'administrator' );
		$this->assertEverySeen( true, static fn() => false !== SiteSettings::get( 'menuCreatorEnabled' ), 'Default.' );

		$saved = $this->dispatch( 'POST', '/uipress/v1/settings', array( 'settings' => array( 'menuCreatorEnabled' => false ) ) );
		$this->assertSame( 200, $saved->get_status(), $this->json( $saved ) );
		$this->assertEverySeen( false, static fn() => SiteSettings::get( 'menuCreatorEnabled' ), 'Saved through REST.' );
		$this->assertEverySeen( false, fn() => $this->value_at( $this->body( $this->dispatch( 'GET', '/uipress/v1/settings' ) ), 'settings.menuCreatorEnabled' ), 'Read through REST.' );

		$this->assertTrue( SiteSettings::reset( 'features' ) );
		$this->assertEverySeen( true, static fn() => false !== SiteSettings::get( 'menuCreatorEnabled' ), 'Reset.' );
	}

	public function test_roles_and_users_listed_for_audiences_follow_their_changes(): void {
		$this->act_as( 'administrator' );
		$roles = fn(): array => $this->listed( 'roles', 'name' );
		$this->assertEverySeen( null, static fn() => $roles()['uip_cache_role'] ?? null, 'No such role yet.' );

		add_role( 'uip_cache_role', 'Cache Role', array( 'read' => true ) );
		$this->assertEverySeen( 'Cache Role', static fn() => $roles()['uip_cache_role'] ?? null, 'Role added.' );

		$user     = $this->create_user( 'subscriber' );
		$template = $this->create_template( array( 'forRoles' => array( 'uip_cache_role' ) ) );
		( new WP_User( $user ) )->set_role( 'uip_cache_role' );
		$this->assertEverySeen( $template, fn() => $this->template_of( $user ), 'A template for the new role.' );

		remove_role( 'uip_cache_role' );
		$this->assertEverySeen( null, static fn() => $roles()['uip_cache_role'] ?? null, 'Role removed.' );

		$users = fn(): array => $this->listed( 'users', 'id' );
		wp_update_user(
			array(
				'ID'           => $user,
				'display_name' => 'Renamed For Cache',
			)
		);
		$this->assertEverySeen( 'Renamed For Cache', static fn() => $users()[ $user ] ?? null, 'User renamed.' );
		wp_delete_user( $user );
		$this->assertEverySeen( null, static fn() => $users()[ $user ] ?? null, 'User deleted.' );
	}

	public function test_preferences_saved_are_read_back(): void {
		$user = $this->act_as( 'editor' );
		$this->assertEverySeen( null, static fn() => Preferences::get( $user, 'darkTheme' ), 'Never saved.' );
		$this->assertSame( 200, $this->dispatch( 'POST', '/uipress/v1/preferences/darkTheme', array( 'value' => true ) )->get_status() );
		$this->assertEverySeen( true, static fn() => Preferences::get( $user, 'darkTheme' ), 'Saved.' );
		$this->assertEverySeen( true, fn() => $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/darkTheme' ) )['value'] ?? null, 'Read through REST.' );
		$this->assertTrue( Preferences::set( $user, 'darkTheme', false ) );
		$this->assertEverySeen( false, static fn() => Preferences::get( $user, 'darkTheme' ), 'Changed.' );
	}

	/**
	 * Labels of the roles or users the audience picker lists, by name or id.
	 *
	 * @param string $type 'roles' or 'users'.
	 * @param string $by   'name' or 'id'.
	 * @return array<int|string, mixed>
	 */
	private function listed( string $type, string $by ): array {
		$listed = $this->value_at( $this->body( $this->dispatch( 'GET', '/uipress/v1/users-roles', null, array( 'type' => $type ) ) ), $type );
		$this->assertIsArray( $listed );
		return array_column( $listed, 'label', $by );
	}

	/**
	 * The template that applies to a user, read as a request would (the user loaded afresh).
	 *
	 * @param int $user_id User.
	 */
	private function template_of( int $user_id ): ?int {
		$found = CurrentTemplate::for_user( new WP_User( $user_id ) );
		return null === $found ? null : $found['post']->ID;
	}

	/**
	 * The custom menu that applies to a user, read as a request would.
	 *
	 * @param int $user_id User.
	 */
	private function menu_of( int $user_id ): ?int {
		$found = CustomMenus::match( new WP_User( $user_id ) );
		return null === $found ? null : $found['post']->ID;
	}
}
