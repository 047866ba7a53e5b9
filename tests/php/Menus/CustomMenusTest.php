<?php
/**
 * Tests for custom admin menus.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\CustomMenus;
use UiPress\Menus\MenuStore;
use UiPress\Tests\Rest\RestTestCase;

/**
 * Posts of uip-admin-menu: locked to managers, matched to users with
 * exclusions winning, kept in step through admin-menus/{id}/items.
 */
final class CustomMenusTest extends RestTestCase {

	use MenuFixtures;

	public function test_the_first_matching_menu_applies_and_exclusions_win(): void {
		$editor = $this->act_as( 'editor' );
		$this->create_menu(
			array(
				'forUsers'      => array( $editor ),
				'excludesRoles' => array( 'editor' ),
				'settings'      => array( 'menu' => array( self::item( 'excluded.php' ) ) ),
			),
			array( 'menu_order' => 0 )
		);
		$this->create_menu(
			array(
				'forRoles' => array( 'editor' ),
				'settings' => array( 'menu' => array( self::item( 'second.php' ) ) ),
			),
			array( 'menu_order' => 2 )
		);
		$first = $this->create_menu(
			array(
				'forRoles' => array( 'Editor' ),
				'settings' => array( 'menu' => array( self::item( 'first.php' ) ) ),
			),
			array( 'menu_order' => 1 )
		);
		$this->create_menu(
			array(
				'forRoles' => array( 'editor' ),
				'settings' => array( 'menu' => array( self::item( 'draft.php' ) ) ),
			),
			array(
				'menu_order'  => 0,
				'post_status' => 'draft',
			)
		);

		$menu = CustomMenus::for_user( wp_get_current_user() );
		$this->assertNotNull( $menu );
		$this->assertSame( $first, $menu['id'] );
		$this->assertSame( 'first.php', $menu['menu'][0]['uip_uid'] ?? null );
	}

	public function test_the_match_is_found_past_the_first_batch(): void {
		$this->act_as( 'subscriber' );
		for ( $i = 0; $i < 55; $i++ ) {
			$this->create_menu( array( 'forRoles' => array( 'editor' ) ), array( 'menu_order' => 1 ) );
		}
		$last = $this->create_menu(
			array(
				'forRoles' => array( 'subscriber' ),
				'settings' => array( 'menu' => array( self::item( 'last.php' ) ) ),
			),
			array( 'menu_order' => 2 )
		);

		$menu = CustomMenus::for_user( wp_get_current_user() );
		$this->assertNotNull( $menu );
		$this->assertSame( $last, $menu['id'] );
		$this->assertSame( 'last.php', $menu['menu'][0]['uip_uid'] ?? null );
	}

	public function test_an_excluded_user_and_other_roles_get_no_menu(): void {
		$author = $this->create_user( 'author' );
		$this->create_menu(
			array(
				'forRoles'      => array( 'author', 'editor' ),
				'excludesUsers' => array( $author ),
			)
		);
		wp_set_current_user( $author );
		$this->assertNull( CustomMenus::for_user( wp_get_current_user() ) );
		$this->act_as( 'subscriber' );
		$this->assertNull( CustomMenus::for_user( wp_get_current_user() ) );
		$this->act_as( 'editor' );
		$this->assertNotNull( CustomMenus::for_user( wp_get_current_user() ) );
	}

	public function test_a_menu_saved_or_a_role_changed_after_a_search_is_seen(): void {
		$user_id = $this->act_as( 'author' );
		$this->assertNull( CustomMenus::match( wp_get_current_user() ) );
		$menu = $this->create_menu( array( 'forRoles' => array( 'editor' ) ) );
		$this->assertNull( CustomMenus::match( wp_get_current_user() ), 'A menu for other roles does not apply.' );

		$user = new \WP_User( $user_id );
		$user->set_role( 'editor' );
		$this->assertSame( $menu, CustomMenus::match( $user )['post']->ID ?? null, 'The new role is seen.' );

		wp_update_post(
			array(
				'ID'          => $menu,
				'post_status' => 'draft',
			)
		);
		$this->assertNull( CustomMenus::match( $user ), 'A menu taken down no longer applies.' );
	}

	public function test_the_spec_form_with_a_submenu_map_is_read(): void {
		$this->act_as( 'editor' );
		$this->create_menu(
			array(
				'forRoles' => array( 'editor' ),
				'settings' => array(
					'menu' => array(
						'menu'    => array( self::item( 'edit.php' ) ),
						'submenu' => array( 'edit.php' => array( self::item( 'post-new.php' ) ) ),
					),
				),
			)
		);
		$menu = CustomMenus::for_user( wp_get_current_user() );
		$this->assertNotNull( $menu );
		$this->assertSame( 'post-new.php', $this->value_at( $menu, 'menu.0.submenu.0.uip_uid' ) );
	}

	public function test_menus_are_locked_to_managers_on_wp_v2(): void {
		$id = $this->create_menu( array( 'forRoles' => array( 'editor' ) ) );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->dispatch( 'GET', '/wp/v2/uip-admin-menu' )->get_status() );
		$this->assertSame( 403, $this->dispatch( 'GET', '/wp/v2/uip-admin-menu/' . $id )->get_status() );
		$this->assertSame( 403, $this->dispatch( 'POST', '/wp/v2/uip-admin-menu', array( 'title' => 'Mine' ) )->get_status() );
		$this->assertFalse( current_user_can( 'edit_post', $id ) );

		$this->act_as( 'administrator' );
		$read = $this->body( $this->dispatch( 'GET', '/wp/v2/uip-admin-menu/' . $id, null, array( 'context' => 'edit' ) ) );
		$this->assertSame( array( 'editor' ), $this->value_at( $read, 'uipress.forRoles' ) );

		$created = $this->dispatch(
			'POST',
			'/wp/v2/uip-admin-menu',
			array(
				'title'   => 'New',
				'status'  => 'publish',
				'uipress' => array(
					'forUsers' => array( '7', 7, 0 ),
					'settings' => array( 'menu' => array( self::item( 'index.php' ) ) ),
				),
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( array( 7 ), $this->value_at( $this->body( $created ), 'uipress.forUsers' ) );
		$this->assertSame( 'index.php', $this->value_at( $this->body( $created ), 'uipress.settings.menu.0.uip_uid' ) );

		$this->assertError( 'uipress_invalid_menu', 400, $this->dispatch( 'POST', '/wp/v2/uip-admin-menu', array( 'uipress' => array( 'bogus' => 1 ) ) ) );
	}

	public function test_push_adds_new_items_once_and_remove_removes_by_uid(): void {
		$id    = $this->create_menu( array( 'settings' => array( 'menu' => array( self::item( 'index.php' ) ) ) ) );
		$route = '/uipress/v1/admin-menus/' . $id . '/items';

		$this->act_as( 'editor' );
		$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', $route, array( 'items' => array( self::item( 'x.php' ) ) ) ) );

		$this->act_as( 'administrator' );
		$pushed = $this->dispatch( 'POST', $route, array( 'items' => array( self::item( 'index.php' ), self::item( 'late-shop' ), self::item( 'late-shop' ) ) ) );
		$this->assertSame( 200, $pushed->get_status() );
		$this->assertTrue( $this->body( $pushed )['success'] );
		$this->assertSame( '1 item added to the menu.', $this->body( $pushed )['message'] );

		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$uids = array_column( MenuStore::items( MenuStore::read( $post ) ), 'uip_uid' );
		$this->assertSame( array( 'index.php', 'late-shop' ), $uids );

		$removed = $this->dispatch( 'DELETE', $route, array( 'items' => array( self::item( 'index.php' ) ) ) );
		$this->assertSame( 200, $removed->get_status() );
		$this->assertTrue( $this->body( $removed )['success'] );
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$this->assertSame( array( 'late-shop' ), array_column( MenuStore::items( MenuStore::read( $post ) ), 'uip_uid' ) );

		$this->assertError( 'uipress_menu_not_found', 404, $this->dispatch( 'POST', '/uipress/v1/admin-menus/999999/items', array( 'items' => array() ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'POST', $route, array( 'items' => array( array( 'name' => 'no uid' ) ) ) ) );
	}

	public function test_push_places_items_under_their_live_parent_and_after_their_sibling(): void {
		$posts            = self::item( 'edit.php' );
		$posts['submenu'] = array( self::item( 'edit.php' ) );
		$id               = $this->create_menu( array( 'settings' => array( 'menu' => array( self::item( 'index.php' ), $posts, self::item( 'tools.php' ) ) ) ) );
		$route            = '/uipress/v1/admin-menus/' . $id . '/items';
		$this->act_as( 'administrator' );

		$new_post               = self::item( 'post-new.php' );
		$new_post['parent_uid'] = 'edit.php';
		$new_post['after_uid']  = 'edit.php';
		$shop                   = self::item( 'late-shop' );
		$shop['parent_uid']     = '';
		$shop['after_uid']      = 'edit.php';
		$first                  = self::item( 'first.php' );
		$first['after_uid']     = '';
		// All Posts again: the same uid as Posts, but under it, and held.
		$all_posts               = self::item( 'edit.php' );
		$all_posts['parent_uid'] = 'edit.php';
		$response                = $this->dispatch( 'POST', $route, array( 'items' => array( $new_post, $shop, $first, $all_posts ) ) );
		$this->assertSame( '3 items added to the menu.', $this->body( $response )['message'] );

		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$items = MenuStore::items( MenuStore::read( $post ) );
		$this->assertSame( array( 'first.php', 'index.php', 'edit.php', 'late-shop', 'tools.php' ), array_column( $items, 'uip_uid' ) );
		$submenu = $this->value_at( $items, '2.submenu' );
		$this->assertIsArray( $submenu );
		$this->assertSame( array( 'edit.php', 'post-new.php' ), array_column( $submenu, 'uip_uid' ) );
		$this->assertArrayNotHasKey( 'after_uid', $items[3] );

		// Removing All Posts leaves Posts; removing by key, at any depth.
		$removed = $this->dispatch( 'DELETE', $route, array( 'items' => array( $all_posts ) ) );
		$this->assertSame( '1 item removed from the menu.', $this->body( $removed )['message'] );
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$items = MenuStore::items( MenuStore::read( $post ) );
		$this->assertSame( 'edit.php', $items[2]['uip_uid'] );
		$submenu = $this->value_at( $items, '2.submenu' );
		$this->assertIsArray( $submenu );
		$this->assertSame( array( 'post-new.php' ), array_column( $submenu, 'uip_uid' ) );
	}
}
