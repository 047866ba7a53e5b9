<?php
/**
 * On a network, each site reads its own cached values, also after switch_to_blog().
 *
 * @package UiPress
 */

namespace UiPress\Tests\Cache;

use UiPress\Menus\CustomMenus;
use UiPress\Settings\SiteSettings;
use UiPress\Templates\CurrentTemplate;
use UiPress\Tests\Multisite\NetworkTestCase;
use WP_User;

/**
 * Menus, templates, settings and searches read on the main site and on a
 * sub-site in the same request never answer for each other (per-site keys
 * in the object cache, the custom menu's memo keyed by site), now and in
 * the next request. Runs on a network, with or without Redis.
 *
 * @group multisite
 */
final class SitesCachesTest extends NetworkTestCase {

	use FollowsChanges;

	private const WORD = 'Quince';

	public function test_menus_templates_and_settings_are_each_sites_own(): void {
		$user  = $this->network_user( 'editor', 'editor' );
		$admin = new WP_User( $this->create_user( 'administrator' ) );
		$menu  = $this->create_menu( array( 'forRoles' => array( 'editor' ) ) );
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );

		$this->assertEverySeen( $menu, fn() => $this->menu_of( $user ), 'Main site.' );
		$this->assertEverySeen( null, fn() => self::on_sub_site( fn() => $this->menu_of( $user ) ), 'Sub-site, none of its own.' );
		$this->assertEverySeen( null, fn() => self::on_sub_site( fn() => $this->template_of( $user ) ), 'Sub-site, no template of its own.' );

		$own = self::on_sub_site( fn() => $this->create_menu( array( 'forRoles' => array( 'editor' ) ) ) );
		$this->assertEverySeen( $own, fn() => self::on_sub_site( fn() => $this->menu_of( $user ) ), 'Sub-site, its own.' );
		$this->assertEverySeen( $menu, fn() => $this->menu_of( $user ), 'Main site unchanged.' );

		self::on_sub_site( fn() => $this->assertTrue( SiteSettings::update( array( 'menuCreatorEnabled' => false ), $admin ) ) );
		$this->assertEverySeen( null, fn() => self::on_sub_site( fn() => $this->menu_of( $user ) ), 'Sub-site turned menus off.' );
		$this->assertEverySeen( $menu, fn() => $this->menu_of( $user ), 'Main site keeps them.' );
	}

	public function test_searches_find_each_sites_own_posts(): void {
		$user = $this->network_user( 'editor', 'editor' );
		wp_set_current_user( $user );
		$main = $this->create_post();
		$this->assertEverySeen( array( $main ), fn() => $this->found(), 'Main site.' );
		$this->assertEverySeen( array(), fn() => self::on_sub_site( fn() => $this->found() ), 'Sub-site, nothing yet.' );

		$sub = self::on_sub_site( fn() => $this->create_post() );
		$this->assertEverySeen( array( $sub ), fn() => self::on_sub_site( fn() => $this->found() ), 'Sub-site, its own.' );
		$this->assertEverySeen( array( $main ), fn() => $this->found(), 'Main site unchanged.' );
	}

	/**
	 * A published post holding the word, on the current site.
	 */
	private function create_post(): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'A ' . self::WORD,
				'post_status' => 'publish',
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Ids the search route finds on the current site.
	 *
	 * @return list<int>
	 */
	private function found(): array {
		$posts = $this->value_at( $this->body( $this->dispatch( 'GET', '/uipress/v1/search', null, array( 'search' => self::WORD ) ) ), 'posts' );
		$this->assertIsArray( $posts );
		$ids = array();
		foreach ( $posts as $post ) {
			$ids[] = is_array( $post ) && is_int( $post['id'] ?? null ) ? $post['id'] : 0;
		}
		return $ids;
	}

	/**
	 * The custom menu that applies to a user on the current site.
	 *
	 * @param int $user_id User.
	 */
	private function menu_of( int $user_id ): ?int {
		$found = CustomMenus::match( new WP_User( $user_id ) );
		return null === $found ? null : $found['post']->ID;
	}

	/**
	 * The template that applies to a user on the current site.
	 *
	 * @param int $user_id User.
	 */
	private function template_of( int $user_id ): ?int {
		$found = CurrentTemplate::for_user( new WP_User( $user_id ) );
		return null === $found ? null : $found['post']->ID;
	}
}
