<?php
/**
 * Tests for refusing the pages of hidden menu items.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\HiddenPages;
use UiPress\Tests\Rest\RestTestCase;

/**
 * "Also block hidden pages": the users a menu applies to are refused the
 * pages of its hidden items; managers keep their screens and the escape
 * hatch.
 */
final class HiddenPagesTest extends RestTestCase {

	use MenuFixtures;

	protected function tear_down(): void {
		$_GET    = array();
		$_COOKIE = array();
		parent::tear_down();
	}

	/**
	 * The menu of the e2e story: Tools hidden, Posts renamed, Media moved
	 * under it, and an admin.php page hidden inside Settings.
	 *
	 * @param bool               $block Whether it blocks hidden pages.
	 * @param list<array<mixed>> $more  Items added at the end.
	 * @return array<string, mixed>
	 */
	private static function menu( bool $block, array $more = array() ): array {
		$posts               = self::item( 'edit.php' );
		$posts['custom']     = array( 'name' => 'Articles' );
		$posts['submenu']    = array( self::item( 'post-new.php' ), self::item( 'upload.php' ) );
		$tools               = self::item( 'tools.php' );
		$tools['custom']     = array( 'hidden' => true );
		$tools['submenu']    = array( self::item( 'import.php' ), self::item( 'export.php' ) );
		$settings            = self::item( 'options-general.php' );
		$secret              = self::item( 'secret' );
		$secret['url']       = admin_url( 'admin.php?page=secret' );
		$secret['custom']    = array( 'hidden' => true );
		$settings['submenu'] = array( $secret );
		return array(
			'forRoles' => array( 'editor', 'administrator' ),
			'settings' => array(
				'blockHidden' => $block,
				'menu'        => array_merge( array( self::item( 'index.php' ), $posts, $tools, $settings ), $more ),
			),
		);
	}

	public function test_an_editor_is_refused_hidden_pages_and_nothing_else(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'editor' );
		$editor = wp_get_current_user();

		foreach ( array( '/wp-admin/tools.php', '/wp-admin/export.php', '/wp-admin/import.php?step=1', '/wp-admin/admin.php?page=secret' ) as $hidden ) {
			$this->assertTrue( HiddenPages::is_blocked( $editor, $hidden ), $hidden );
		}
		foreach ( array( '/wp-admin/', '/wp-admin/edit.php', '/wp-admin/upload.php', '/wp-admin/admin.php?page=other', '/wp-admin/options-general.php' ) as $open ) {
			$this->assertFalse( HiddenPages::is_blocked( $editor, $open ), $open );
		}
	}

	public function test_without_the_setting_hiding_is_only_the_link(): void {
		$this->create_menu( self::menu( false ) );
		$this->act_as( 'editor' );
		$this->assertFalse( HiddenPages::is_blocked( wp_get_current_user(), '/wp-admin/tools.php' ) );
	}

	public function test_users_the_menu_does_not_apply_to_are_not_refused(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'author' );
		$this->assertFalse( HiddenPages::is_blocked( wp_get_current_user(), '/wp-admin/tools.php' ) );
	}

	public function test_an_administrator_is_refused_but_keeps_uipress_screens_and_the_escape_hatch(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'administrator' );
		$admin = wp_get_current_user();
		$this->assertTrue( HiddenPages::is_blocked( $admin, '/wp-admin/tools.php' ) );
		$this->assertFalse( HiddenPages::is_blocked( $admin, '/wp-admin/admin.php?page=uip-menu-creator' ) );
		$this->assertFalse( HiddenPages::is_blocked( $admin, '/wp-admin/admin.php?page=uip-ui-builder' ) );

		$_GET['uipress-disable'] = '1';
		$this->assertFalse( HiddenPages::is_blocked( $admin, '/wp-admin/tools.php?uipress-disable=1' ) );
	}

	public function test_a_page_a_visible_item_links_to_stays_open(): void {
		$help               = self::item( 'help' );
		$help['customItem'] = true;
		$help['url']        = admin_url( 'tools.php' );
		$fields             = self::menu( true, array( $help ) );
		$this->create_menu( $fields );
		$this->act_as( 'editor' );
		$this->assertFalse( HiddenPages::is_blocked( wp_get_current_user(), '/wp-admin/tools.php' ) );
	}

	public function test_same_screen_reads_the_screen_arguments(): void {
		$this->assertTrue( HiddenPages::same_screen( 'edit.php?orderby=title', 'edit.php' ) );
		$this->assertFalse( HiddenPages::same_screen( 'edit.php?post_type=page', 'edit.php' ) );
		$this->assertTrue( HiddenPages::same_screen( 'edit.php?paged=2&post_type=page', 'edit.php?post_type=page' ) );
		$this->assertFalse( HiddenPages::same_screen( 'admin.php?page=other', 'admin.php?page=secret' ) );
		$this->assertFalse( HiddenPages::same_screen( 'tools.php', 'export.php' ) );
	}

	public function test_the_refusal_is_a_403_error_page(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'editor' );
		set_current_screen( 'tools' );
		$uri                    = $_SERVER['REQUEST_URI'] ?? ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was.
		$_SERVER['REQUEST_URI'] = '/wp-admin/tools.php';
		$died                   = array();
		$handler                = static function ( $message, $title, $args ) use ( &$died ): void {
			$died = array( $message, $title, $args );
			throw new \RuntimeException( 'died' );
		};
		$filter                 = static fn() => $handler;
		add_filter( 'wp_die_handler', $filter );
		try {
			HiddenPages::enforce();
		} catch ( \RuntimeException $refused ) {
			unset( $refused );
		} finally {
			remove_filter( 'wp_die_handler', $filter );
			$_SERVER['REQUEST_URI']    = $uri;
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		$this->assertCount( 3, $died );
		$this->assertIsString( $died[0] );
		$this->assertStringContainsString( 'hidden from your admin menu', $died[0] );
		$this->assertSame( 'Page not available', $died[1] );
		$this->assertIsArray( $died[2] );
		$this->assertSame( 403, $died[2]['response'] ?? null );
	}
}
