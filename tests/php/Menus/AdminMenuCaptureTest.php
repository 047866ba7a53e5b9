<?php
/**
 * Tests for the admin menu capture.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\AdminMenuCapture;
use UiPress\Menus\MenuIcons;

/**
 * The real admin menu of the current user as MenuItem[]: what the role may
 * open, late plugin items, URLs, icons, counts, separators, active item.
 */
final class AdminMenuCaptureTest extends AdminMenuTestCase {

	/**
	 * Builds the menu for a role and captures it.
	 *
	 * @param string $role    Role.
	 * @param string $current Current page.
	 * @return array<mixed>
	 */
	private function capture_for( string $role, string $current = 'index.php' ): array {
		$this->act_as( $role );
		$this->load_late_menu_plugin();
		$this->build_admin_menu();
		do_action( 'admin_init' );
		return AdminMenuCapture::capture( $current );
	}

	public function test_administrator_gets_core_and_late_plugin_items(): void {
		$items = $this->capture_for( 'administrator' );

		$dashboard = self::find( $items, 'index.php' );
		$this->assertNotNull( $dashboard );
		$this->assertSame( 'Dashboard', $dashboard['cleanName'] );
		$this->assertSame( admin_url( 'index.php' ), $dashboard['url'] );
		$this->assertSame( 'dashboard', $dashboard['icon'] );
		$this->assertTrue( $dashboard['active'] );

		$this->assertNotNull( self::find( $items, 'options-general.php' ) );
		$this->assertNotNull( self::find( $items, 'plugins.php' ) );

		// Added on admin_menu at priority 9999.
		$shop = self::find( $items, 'late-shop' );
		$this->assertNotNull( $shop );
		$this->assertSame( admin_url( 'admin.php?page=late-shop' ), $shop['url'] );
		$this->assertSame( 'dashicons-cart', $shop['icon'] );
		$orders = self::find( $items, 'late-shop-orders' );
		$this->assertNotNull( $orders );
		$this->assertSame( 'Orders', $orders['cleanName'] );
		$this->assertSame( 'Orders 4', $orders['name'] );
		$this->assertSame( 4, $orders['notifications'] );
		$this->assertSame( admin_url( 'admin.php?page=late-shop-orders' ), $orders['url'] );
		$this->assertNotNull( self::find( $items, 'late-shop-settings' ) );

		// A plugin page under a core file keeps that file (core's rule).
		$page_tools = self::find( $items, 'late-page-tools' );
		$this->assertNotNull( $page_tools );
		$this->assertSame( admin_url( 'edit.php?post_type=page&page=late-page-tools' ), $page_tools['url'] );

		// Added on admin_init, after admin_menu.
		$report = self::find( $items, 'late-report' );
		$this->assertNotNull( $report );
		$this->assertSame( admin_url( 'tools.php?page=late-report' ), $report['url'] );
	}

	public function test_editor_does_not_get_what_editors_cannot_open(): void {
		$items = $this->capture_for( 'editor' );

		$this->assertNotNull( self::find( $items, 'edit.php' ) );
		$this->assertNotNull( self::find( $items, 'edit.php?post_type=page' ) );
		$this->assertNotNull( self::find( $items, 'late-shop' ) );
		$this->assertNotNull( self::find( $items, 'late-shop-orders' ) );
		$this->assertNotNull( self::find( $items, 'late-page-tools' ) );

		$this->assertNull( self::find( $items, 'options-general.php' ) );
		$this->assertNull( self::find( $items, 'plugins.php' ) );
		$this->assertNull( self::find( $items, 'users.php' ) );
		$this->assertNull( self::find( $items, 'late-shop-settings' ) );
		$this->assertNull( self::find( $items, 'late-report' ) );
		$this->assertNull( self::find( $items, 'uip-ui-builder' ) );
	}

	public function test_subscriber_gets_only_dashboard_and_profile(): void {
		$items = $this->capture_for( 'subscriber' );

		$uids = array_map(
			static function ( $item ): string {
				return is_array( $item ) && is_string( $item['uip_uid'] ?? null ) ? $item['uip_uid'] : '';
			},
			array_filter(
				$items,
				static function ( $item ): bool {
					return is_array( $item ) && 'menu' === $item['type'];
				}
			)
		);
		$this->assertSame( array( 'index.php', 'profile.php' ), array_values( $uids ) );
		$this->assertNull( self::find( $items, 'late-shop' ) );
		$this->assertNull( self::find( $items, 'edit.php' ) );
	}

	public function test_separators_are_kept_but_never_doubled_or_at_the_ends(): void {
		$items = $this->capture_for( 'administrator' );

		$types = array_map(
			static function ( $item ): string {
				return is_array( $item ) && is_string( $item['type'] ?? null ) ? $item['type'] : '';
			},
			$items
		);
		$this->assertContains( 'sep', $types );
		$this->assertNotSame( 'sep', $types[0] );
		$this->assertNotSame( 'sep', $types[ count( $types ) - 1 ] );
		$joined = implode( ',', $types );
		$this->assertStringNotContainsString( 'sep,sep', $joined );
	}

	public function test_core_icons_follow_the_spec_overrides(): void {
		$items    = $this->capture_for( 'administrator' );
		$expected = array(
			'index.php'               => 'dashboard',
			'edit.php'                => 'keep',
			'upload.php'              => 'photo_library',
			'edit.php?post_type=page' => 'description',
			'edit-comments.php'       => 'forum',
			'themes.php'              => 'palette',
			'plugins.php'             => 'extension',
			'users.php'               => 'group',
			'tools.php'               => 'build',
			'options-general.php'     => 'tune',
		);
		foreach ( $expected as $uid => $icon ) {
			$item = self::find( $items, $uid );
			$this->assertNotNull( $item, $uid );
			$this->assertSame( $icon, $item['icon'], $uid );
		}
		$this->assertSame( 'inventory', MenuIcons::resolve( 'dashicons-archive' ) );
		$this->assertSame( 'equalizer', MenuIcons::resolve( 'dashicons-chart-bar' ) );
		$this->assertSame( 'dashicons-admin-generic', MenuIcons::resolve( '' ) );
		$this->assertSame( 'dashicons-admin-generic', MenuIcons::resolve( 'none' ) );
		$svg = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
		$this->assertSame( $svg, MenuIcons::resolve( $svg ) );
		$this->assertSame( 'https://example.com/icon.png', MenuIcons::resolve( 'https://example.com/icon.png' ) );
	}

	public function test_icons_filter_example_from_the_docs(): void {
		add_filter(
			'uipress/menu/icons',
			static function ( array $icons ): array {
				$icons['dashicons-cart'] = 'shopping_cart';
				unset( $icons['dashicons-admin-tools'] );
				return $icons;
			}
		);
		$items = $this->capture_for( 'administrator' );

		$shop = self::find( $items, 'late-shop' );
		$this->assertNotNull( $shop );
		$this->assertSame( 'shopping_cart', $shop['icon'] );
		$tools = self::find( $items, 'tools.php' );
		$this->assertNotNull( $tools );
		$this->assertSame( 'dashicons-admin-tools', $tools['icon'] );
	}

	public function test_a_faulty_icons_filter_keeps_the_built_in_map(): void {
		add_filter( 'uipress/menu/icons', '__return_false' );
		$this->assertSame( MenuIcons::OVERRIDES, MenuIcons::map() );
	}

	public function test_comment_and_plugin_bubbles_become_counts(): void {
		$label = AdminMenuCapture::label( 'Comments <span class="awaiting-mod count-2"><span class="pending-count" aria-hidden="true">2</span><span class="comments-in-moderation-text screen-reader-text">2 Comments in moderation</span></span>' );
		$this->assertSame(
			array(
				'name'          => 'Comments 2',
				'cleanName'     => 'Comments',
				'notifications' => 2,
			),
			$label
		);
		$label = AdminMenuCapture::label( 'Plugins <span class="update-plugins count-1"><span class="plugin-count">1</span></span>' );
		$this->assertSame( 'Plugins', $label['cleanName'] );
		$this->assertSame( 1, $label['notifications'] );
		$this->assertSame( 0, AdminMenuCapture::label( 'Posts' )['notifications'] );
	}

	public function test_the_current_page_is_active_with_its_parent_open(): void {
		$items = $this->capture_for( 'administrator', admin_url( 'edit.php?post_type=page&uip-framed-page=1' ) );

		$pages = self::find( $items, 'edit.php?post_type=page' );
		$this->assertNotNull( $pages );
		$this->assertTrue( $pages['active'] );
		$this->assertTrue( $pages['open'] );
		$dashboard = self::find( $items, 'index.php' );
		$this->assertNotNull( $dashboard );
		$this->assertFalse( $dashboard['active'] );

		$items  = AdminMenuCapture::capture( '/wp-admin/admin.php?page=late-shop-orders' );
		$orders = self::find( $items, 'late-shop-orders' );
		$shop   = self::find( $items, 'late-shop' );
		$this->assertNotNull( $orders );
		$this->assertNotNull( $shop );
		$this->assertTrue( $orders['active'] );
		$this->assertTrue( $shop['active'] );
	}

	public function test_a_page_that_names_its_parent_file_makes_that_item_active(): void {
		$this->capture_for( 'editor' );
		// wp-admin/post.php for a page sets these before printing the menu.
		$GLOBALS['parent_file']  = 'edit.php?post_type=page'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['submenu_file'] = 'edit.php?post_type=page'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_SERVER['REQUEST_URI']  = '/wp-admin/post.php?post=2&action=edit';

		$items = AdminMenuCapture::capture();
		$pages = self::find( $items, 'edit.php?post_type=page' );
		$this->assertNotNull( $pages );
		$this->assertTrue( $pages['active'] );
		$all_pages = self::find( is_array( $pages['submenu'] ) ? $pages['submenu'] : array(), 'edit.php?post_type=page' );
		$new_page  = self::find( is_array( $pages['submenu'] ) ? $pages['submenu'] : array(), 'post-new.php?post_type=page' );
		$this->assertNotNull( $all_pages );
		$this->assertNotNull( $new_page );
		$this->assertTrue( $all_pages['active'] );
		$this->assertFalse( $new_page['active'] );
		$posts = self::find( $items, 'edit.php' );
		$this->assertNotNull( $posts );
		$this->assertFalse( $posts['active'] );
		$_SERVER['REQUEST_URI'] = '/';
	}

	public function test_the_post_editor_makes_its_type_active_before_its_page_names_a_parent(): void {
		$this->capture_for( 'editor' );
		// The interface page is printed before post.php sets $parent_file.
		unset( $GLOBALS['parent_file'], $GLOBALS['submenu_file'] );
		$GLOBALS['pagenow']     = 'post.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['typenow']     = 'page'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_SERVER['REQUEST_URI'] = '/wp-admin/post.php?post=2&action=edit';

		$pages = self::find( AdminMenuCapture::capture(), 'edit.php?post_type=page' );
		$this->assertNotNull( $pages );
		$this->assertTrue( $pages['active'] );
		$all_pages = self::find( is_array( $pages['submenu'] ) ? $pages['submenu'] : array(), 'edit.php?post_type=page' );
		$this->assertNotNull( $all_pages );
		$this->assertTrue( $all_pages['active'] );

		$GLOBALS['pagenow']     = 'post-new.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['typenow']     = ''; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_SERVER['REQUEST_URI'] = '/wp-admin/post-new.php';
		$posts                  = self::find( AdminMenuCapture::capture(), 'edit.php' );
		$this->assertNotNull( $posts );
		$this->assertTrue( $posts['active'] );
		$new_post = self::find( is_array( $posts['submenu'] ) ? $posts['submenu'] : array(), 'post-new.php' );
		$this->assertNotNull( $new_post );
		$this->assertTrue( $new_post['active'] );
		$_SERVER['REQUEST_URI'] = '/';
		unset( $GLOBALS['typenow'] );
	}

	public function test_every_item_has_the_fields_of_the_contract(): void {
		$items = $this->capture_for( 'editor' );
		$keys  = array( 'uip_uid', 'id', 'type', 'name', 'cleanName', 'url', 'target', 'notifications', 'icon', 'active', 'open', 'submenu' );
		foreach ( $items as $item ) {
			$this->assertIsArray( $item );
			$this->assertSame( $keys, array_keys( $item ) );
			$this->assertIsArray( $item['submenu'] );
			foreach ( $item['submenu'] as $sub ) {
				$this->assertIsArray( $sub );
				$this->assertSame( $keys, array_keys( $sub ) );
			}
		}
	}
}
