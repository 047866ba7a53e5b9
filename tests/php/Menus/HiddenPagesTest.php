<?php
/**
 * Tests for refusing the pages of hidden menu items.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\HiddenPages;
use UiPress\Runtime\ResolvedScreen;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Support\ResolvesAdminRequests;
use WP_Screen;
use WP_User;

/**
 * "Also block hidden pages": the users a menu applies to are refused the
 * screens of its hidden items, at whatever address WordPress serves them and
 * with the screens that belong to them; managers keep their screens and the
 * escape hatch.
 */
final class HiddenPagesTest extends AdminMenuTestCase {

	use MenuFixtures;
	use ResolvesAdminRequests;

	protected function tear_down(): void {
		$this->forget_admin_request();
		$_COOKIE = array();
		parent::tear_down();
	}

	/**
	 * The menu of the e2e story: Tools hidden, Posts renamed, Media moved
	 * under it, and a plugin page hidden inside Settings, linked as
	 * WordPress links Settings' pages.
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
		$secret['url']       = admin_url( 'options-general.php?page=secret' );
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

	/**
	 * A hidden item.
	 *
	 * @param string $url Its URL relative to the admin.
	 * @return array<string, mixed>
	 */
	private static function hidden( string $url ): array {
		$item           = self::item( $url );
		$item['custom'] = array( 'hidden' => true );
		return $item;
	}

	/**
	 * Whether the current user is refused a request, as WordPress resolves it.
	 *
	 * @param string               $uri  Request URI.
	 * @param array<string, mixed> $post POST fields.
	 */
	private function refused( string $uri, array $post = array() ): bool {
		$this->resolve_request( $uri, $post );
		return HiddenPages::is_blocked( wp_get_current_user(), ResolvedScreen::current() );
	}

	/**
	 * Whether the current user is refused the screen WordPress sets up for a request.
	 *
	 * @param string $uri Request URI.
	 */
	private function refused_screen( string $uri ): bool {
		$this->resolve_request( $uri );
		return HiddenPages::is_blocked( wp_get_current_user(), ResolvedScreen::current( WP_Screen::get() ) );
	}

	/**
	 * A post.
	 *
	 * @param string $type Post type.
	 */
	private static function post( string $type ): int {
		return wp_insert_post(
			array(
				'post_type'   => $type,
				'post_title'  => 'A ' . $type,
				'post_status' => 'publish',
			)
		);
	}

	/**
	 * What wp_die() was called with while running code ([] when it was not).
	 *
	 * @param callable $run The code.
	 * @phpstan-param callable(): mixed $run
	 * @return array<mixed>
	 */
	private static function died( callable $run ): array {
		$died    = array();
		$handler = static function ( $message, $title, $args ) use ( &$died ): void {
			$died = array( $message, $title, $args );
			throw new \RuntimeException( 'died' );
		};
		$filter  = static fn() => $handler;
		add_filter( 'wp_die_handler', $filter, PHP_INT_MAX );
		try {
			$run();
		} catch ( \RuntimeException $refused ) {
			unset( $refused );
		} finally {
			remove_filter( 'wp_die_handler', $filter, PHP_INT_MAX );
		}
		return $died;
	}

	public function test_an_editor_is_refused_hidden_screens_at_any_address_and_nothing_else(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'editor' );

		$refused = array(
			'/wp-admin/tools.php',
			'/wp-admin/./tools.php',
			'/wp-admin/tools.php?uip-framed-page=1',
			'/wp-admin/export.php',
			'/wp-admin/import.php?step=1',
			// An importer runs from any file: it belongs to Import.
			'/wp-admin/index.php?import=rss',
			// Hidden as options-general.php?page=secret: WordPress serves it at admin.php too.
			'/wp-admin/options-general.php?page=secret',
			'/wp-admin/admin.php?page=secret',
			'/wp-admin/admin.php?page=secret%2F',
			'/wp-admin/admin.php?%70age=secret',
			'/wp-admin/edit.php?post_type=page&page=secret',
		);
		foreach ( $refused as $uri ) {
			$this->assertTrue( $this->refused( $uri ), $uri );
		}
		$open = array( '/wp-admin/', '/wp-admin/index.php?x=tools.php', '/wp-admin/edit.php', '/wp-admin/upload.php', '/wp-admin/admin.php?page=other', '/wp-admin/options-general.php', '/wp-admin/edit.php?post_type=page' );
		foreach ( $open as $uri ) {
			$this->assertFalse( $this->refused( $uri ), $uri );
		}
	}

	public function test_nothing_is_refused_while_the_menu_creator_is_off(): void {
		$this->create_menu( self::menu( true ) );
		$this->assertTrue( SiteSettings::update( array( 'menuCreatorEnabled' => false ), new WP_User( $this->create_user( 'administrator' ) ) ) );
		$this->act_as( 'editor' );

		foreach ( array( '/wp-admin/tools.php', '/wp-admin/admin.php?page=secret' ) as $uri ) {
			$this->assertFalse( $this->refused( $uri ), $uri );
		}
	}

	public function test_the_screens_that_belong_to_a_hidden_item_are_refused(): void {
		$posts            = self::item( 'edit.php' );
		$posts['submenu'] = array( self::item( 'edit.php' ), self::hidden( 'edit-tags.php?taxonomy=category' ) );
		$pages            = self::hidden( 'edit.php?post_type=page' );
		$pages['submenu'] = array( self::item( 'post-new.php?post_type=page' ) );
		$this->create_menu(
			array(
				'forRoles' => array( 'editor' ),
				'settings' => array(
					'blockHidden' => true,
					'menu'        => array( self::item( 'index.php' ), $posts, $pages, self::hidden( 'edit-comments.php' ) ),
				),
			)
		);
		$page    = self::post( 'page' );
		$post    = self::post( 'post' );
		$comment = wp_insert_comment(
			array(
				'comment_post_ID' => $post,
				'comment_content' => 'Hello',
			)
		);
		$this->act_as( 'editor' );

		$refused = array(
			'/wp-admin/edit.php?post_type=%70age',
			'/wp-admin/post-new.php?post_type=page',
			'/wp-admin/post.php?action=edit&post=' . $page,
			'/wp-admin/edit-comments.php?comment_status=moderated',
			'/wp-admin/comment.php?action=editcomment&c=' . $comment,
			'/wp-admin/edit-tags.php?taxonomy=%63ategory',
			'/wp-admin/term.php?taxonomy=category&tag_ID=1',
		);
		foreach ( $refused as $uri ) {
			$this->assertTrue( $this->refused( $uri ), $uri );
			$this->assertTrue( $this->refused_screen( $uri ), $uri . ' (screen)' );
		}
		// A form sent to a hidden screen (comment.php saves the comment).
		$edited = array(
			'action'     => 'editedcomment',
			'comment_ID' => (string) $comment,
		);
		$this->assertTrue( $this->refused( '/wp-admin/comment.php', $edited ) );

		$open = array( '/wp-admin/edit.php', '/wp-admin/post.php?action=edit&post=' . $post, '/wp-admin/post-new.php', '/wp-admin/edit-tags.php?taxonomy=post_tag', '/wp-admin/term.php?taxonomy=post_tag&tag_ID=1' );
		foreach ( $open as $uri ) {
			$this->assertFalse( $this->refused( $uri ), $uri );
			$this->assertFalse( $this->refused_screen( $uri ), $uri . ' (screen)' );
		}
	}

	public function test_a_page_a_visible_item_links_to_stays_open(): void {
		$help               = self::item( 'help' );
		$help['customItem'] = true;
		$help['url']        = admin_url( 'tools.php' );
		$this->create_menu( self::menu( true, array( $help ) ) );
		$this->act_as( 'editor' );
		$this->assertFalse( $this->refused( '/wp-admin/tools.php' ) );

		// A visible link to a view of a hidden list keeps the list, and what belongs to it, open.
		$drafts               = self::item( 'drafts' );
		$drafts['customItem'] = true;
		$drafts['url']        = admin_url( 'edit.php?post_status=draft' );
		$this->create_menu(
			array(
				'forRoles' => array( 'editor' ),
				'settings' => array(
					'blockHidden' => true,
					'menu'        => array( self::hidden( 'edit.php' ), $drafts ),
				),
			),
			array( 'menu_order' => -1 )
		);
		$this->assertFalse( $this->refused( '/wp-admin/post.php?action=edit&post=' . self::post( 'post' ) ) );
	}

	public function test_a_users_own_profile_stays_open_unless_profile_is_hidden(): void {
		$users            = self::hidden( 'users.php' );
		$users['submenu'] = array( self::item( 'users.php' ), self::item( 'user-new.php' ) );
		$fields           = array(
			'forRoles' => array( 'administrator' ),
			'settings' => array(
				'blockHidden' => true,
				'menu'        => array( self::item( 'index.php' ), $users, self::item( 'profile.php' ) ),
			),
		);
		$menu             = $this->create_menu( $fields );
		$admin            = $this->act_as( 'administrator' );
		$other            = $this->create_user( 'author' );

		$this->assertFalse( $this->refused( '/wp-admin/profile.php' ) );
		$this->assertFalse( $this->refused( '/wp-admin/user-edit.php?user_id=' . $admin ) );
		$this->assertTrue( $this->refused( '/wp-admin/user-edit.php?user_id=' . $other ) );
		$this->assertTrue( $this->refused( '/wp-admin/user-new.php' ) );

		wp_delete_post( $menu, true );
		$fields['settings']['menu'][2] = self::hidden( 'profile.php' );
		$this->create_menu( $fields );
		$this->assertTrue( $this->refused( '/wp-admin/profile.php' ) );
		$this->assertTrue( $this->refused( '/wp-admin/user-edit.php?user_id=' . $admin ) );
	}

	public function test_plugin_pages_under_a_hidden_item_are_refused_even_when_the_menu_does_not_list_them(): void {
		add_action(
			'admin_menu',
			static function (): void {
				add_submenu_page( 'tools.php', 'Report', 'Report', 'edit_posts', 'late-report', '__return_null' );
				add_submenu_page( 'index.php', 'Stats', 'Stats', 'edit_posts', 'late-stats', '__return_null' );
			}
		);
		// The menu was made before the plugin added its pages.
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'editor' );
		$this->build_admin_menu();

		$this->assertTrue( $this->refused( '/wp-admin/tools.php?page=late-report' ) );
		$this->assertTrue( $this->refused( '/wp-admin/admin.php?page=late-report' ) );
		$this->assertFalse( $this->refused( '/wp-admin/index.php?page=late-stats' ) );
		$this->assertFalse( $this->refused( '/wp-admin/admin.php?page=late-stats' ) );
	}

	public function test_without_the_setting_hiding_is_only_the_link(): void {
		$this->create_menu( self::menu( false ) );
		$this->act_as( 'editor' );
		$this->assertFalse( $this->refused( '/wp-admin/tools.php' ) );
	}

	public function test_users_the_menu_does_not_apply_to_are_not_refused(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'author' );
		$this->assertFalse( $this->refused( '/wp-admin/tools.php' ) );
	}

	public function test_an_administrator_is_refused_but_keeps_uipress_screens_and_the_escape_hatch(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'administrator' );
		$this->assertTrue( $this->refused( '/wp-admin/tools.php' ) );
		$this->assertFalse( $this->refused( '/wp-admin/admin.php?page=uip-menu-creator' ) );
		$this->assertFalse( $this->refused( '/wp-admin/tools.php?page=uip-ui-builder' ) );
		$this->assertFalse( $this->refused( '/wp-admin/tools.php?uipress-disable=1' ) );
		// The escape hatch is remembered for the session.
		$this->assertFalse( $this->refused( '/wp-admin/tools.php' ) );

		// An editor's flag does nothing.
		$_COOKIE = array();
		$this->act_as( 'editor' );
		$this->assertTrue( $this->refused( '/wp-admin/tools.php?uipress-disable=1' ) );
	}

	public function test_the_refusal_is_a_403_error_page_before_the_screen_and_the_interface_page(): void {
		$this->assertSame( 1, has_action( 'admin_init', array( HiddenPages::class, 'enforce' ) ) );
		$this->assertSame( PHP_INT_MIN, has_action( 'current_screen', array( HiddenPages::class, 'enforce_screen' ) ) );

		$this->create_menu( self::menu( true ) );
		$this->act_as( 'editor' );

		// On admin_init.
		$this->resolve_request( '/wp-admin/./tools.php' );
		$GLOBALS['current_screen'] = WP_Screen::get( 'tools' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- an admin request.
		$died                      = self::died( array( HiddenPages::class, 'enforce' ) );
		$this->assertCount( 3, $died );
		$this->assertIsString( $died[0] );
		$this->assertStringContainsString( 'hidden from your admin menu', $died[0] );
		$this->assertStringNotContainsString( 'uipress-disable', $died[0] );
		$this->assertSame( 'Page not available', $died[1] );
		$this->assertIsArray( $died[2] );
		$this->assertSame( 403, $died[2]['response'] ?? null );

		// On the screen WordPress sets up: before the interface page, printed on current_screen last.
		$this->resolve_request( '/wp-admin/export.php' );
		$died = self::died( 'set_current_screen' );
		$this->assertSame( 403, is_array( $died[2] ?? null ) ? $died[2]['response'] ?? null : null );

		// Nothing for an open screen.
		$this->resolve_request( '/wp-admin/edit.php' );
		$this->assertSame( array(), self::died( 'set_current_screen' ) );
		$this->assertSame( array(), self::died( array( HiddenPages::class, 'enforce' ) ) );
	}

	public function test_a_managers_refusal_names_the_escape_hatch(): void {
		$this->create_menu( self::menu( true ) );
		$this->act_as( 'administrator' );
		$this->resolve_request( '/wp-admin/tools.php' );
		$GLOBALS['current_screen'] = WP_Screen::get( 'tools' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- an admin request.
		$died                      = self::died( array( HiddenPages::class, 'enforce' ) );
		$this->assertIsString( $died[0] ?? null );
		$this->assertStringContainsString( 'uipress-disable=1', $died[0] );
	}
}
