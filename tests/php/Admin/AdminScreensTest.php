<?php
/**
 * Tests for the UiPress admin menu and screens.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Admin;

use UiPress\Admin\AdminScreens;
use UiPress\Capabilities;
use UiPress\Plugin;
use UiPress\Templates\TemplatePostType;
use UiPress\Tests\Support\ResetsAdminGlobals;
use UiPress\Tests\TestCase;

/**
 * The builder and menu creator are registered under "UiPress" for managers only.
 */
final class AdminScreensTest extends TestCase {

	use ResetsAdminGlobals;

	/**
	 * Starts every test from an empty admin menu and fresh script queues.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->reset_admin_globals();
	}

	/**
	 * Leaves no menu or queued script behind for the next test.
	 */
	protected function tear_down(): void {
		$this->reset_admin_globals();
		parent::tear_down();
	}


	private function screens(): AdminScreens {
		return Plugin::instance()->admin_screens();
	}

	public function test_admin_sees_uipress_menu_with_its_screens(): void {
		$this->act_as( 'administrator' );
		$this->screens()->add_menu();

		$top = array();
		foreach ( $this->global_array( 'menu' ) as $item ) {
			$this->assertIsArray( $item );
			if ( AdminScreens::BUILDER_SLUG === $item[2] ) {
				$top[] = array_slice( $item, 0, 3 );
			}
		}
		$this->assertSame( array( array( 'UiPress', Capabilities::MANAGE, AdminScreens::BUILDER_SLUG ) ), $top );

		$items = $this->global_array( 'submenu' )[ AdminScreens::BUILDER_SLUG ] ?? null;
		$this->assertIsArray( $items );
		$rows = array();
		foreach ( $items as $item ) {
			$this->assertIsArray( $item );
			$rows[] = array_slice( $item, 0, 3 );
		}
		$this->assertSame(
			array(
				array( 'Builder', Capabilities::MANAGE, AdminScreens::BUILDER_SLUG ),
				array( 'Menu creator', Capabilities::MANAGE, AdminScreens::MENU_CREATOR_SLUG ),
				array( 'Settings', Capabilities::MANAGE, AdminScreens::SETTINGS_SLUG ),
			),
			$rows
		);
	}

	public function test_screen_hooks_are_recorded(): void {
		$this->act_as( 'administrator' );
		$this->screens()->add_menu();

		$this->assertSame( 'toplevel_page_uip-ui-builder', $this->screens()->hook_suffix( AdminScreens::BUILDER_SLUG ) );
		$this->assertSame( 'uipress_page_uip-menu-creator', $this->screens()->hook_suffix( AdminScreens::MENU_CREATOR_SLUG ) );
		$this->assertNull( $this->screens()->hook_suffix( 'not-a-screen' ) );
	}

	/**
	 * A subscriber is refused either screen.
	 *
	 * @dataProvider screen_slugs
	 *
	 * @param string $slug Page slug.
	 */
	public function test_subscriber_cannot_open_screen( string $slug ): void {
		$this->act_as( 'subscriber' );
		$this->screens()->add_menu();

		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- simulate admin.php?page=….
		$GLOBALS['pagenow']     = 'admin.php';
		$GLOBALS['plugin_page'] = $slug;
		// phpcs:enable
		$_GET['page'] = $slug;

		$this->assertFalse( user_can_access_admin_page() );
	}

	/**
	 * An administrator may open either screen.
	 *
	 * @dataProvider screen_slugs
	 *
	 * @param string $slug Page slug.
	 */
	public function test_administrator_can_open_screen( string $slug ): void {
		$this->act_as( 'administrator' );
		$this->screens()->add_menu();

		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- simulate admin.php?page=….
		$GLOBALS['pagenow']     = 'admin.php';
		$GLOBALS['plugin_page'] = $slug;
		// phpcs:enable
		$_GET['page'] = $slug;

		$this->assertTrue( user_can_access_admin_page() );
	}

	/**
	 * The screens' page slugs.
	 *
	 * @return array<string, array{string}>
	 */
	public static function screen_slugs(): array {
		return array(
			'builder'      => array( AdminScreens::BUILDER_SLUG ),
			'menu creator' => array( AdminScreens::MENU_CREATOR_SLUG ),
			'settings'     => array( AdminScreens::SETTINGS_SLUG ),
		);
	}

	public function test_loading_builder_enqueues_its_app_with_config(): void {
		$this->act_as( 'administrator' );
		$this->screens()->add_menu();

		$hook = (string) $this->screens()->hook_suffix( AdminScreens::BUILDER_SLUG );
		set_current_screen( $hook );
		do_action( 'load-' . $hook );
		do_action( 'admin_enqueue_scripts', $hook );

		$this->assertTrue( wp_script_is( 'uipress-builder', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'uipress-builder', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'uipress-menu-creator', 'enqueued' ), 'Only the loaded screen’s app is queued.' );

		$before = $this->inline_script( 'uipress-builder', 'before' );
		$this->assertStringContainsString( 'window.uipressConfig = ', $before );
		$this->assertStringContainsString( '"appState":{"loading":true', $before );
	}

	/**
	 * Loads a screen's page as the current user would.
	 *
	 * @param string $slug Page slug.
	 */
	private function load_screen( string $slug ): void {
		$this->screens()->add_menu();
		$hook = (string) $this->screens()->hook_suffix( $slug );
		set_current_screen( $hook );
		do_action( 'load-' . $hook );
		do_action( 'admin_enqueue_scripts', $hook );
	}

	public function test_uipress_screens_leave_out_the_command_palette(): void {
		$this->act_as( 'administrator' );
		foreach ( array( AdminScreens::BUILDER_SLUG, AdminScreens::MENU_CREATOR_SLUG, AdminScreens::SETTINGS_SLUG ) as $slug ) {
			// As WordPress queues it on every admin page (wp_enqueue_command_palette_assets()).
			wp_enqueue_script( 'wp-core-commands' );
			wp_enqueue_style( 'wp-commands' );
			$this->load_screen( $slug );
			$this->assertFalse( wp_script_is( 'wp-core-commands', 'enqueued' ), $slug );
			$this->assertFalse( wp_script_is( 'wp-commands', 'enqueued' ), $slug );
			$this->assertFalse( wp_style_is( 'wp-commands', 'enqueued' ), $slug );
		}
	}

	public function test_builder_names_the_code_editor_for_users_who_may_write_code(): void {
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ) );
		$this->load_screen( AdminScreens::BUILDER_SLUG );

		// Not loaded with the page: named for when a code field first shows.
		$this->assertFalse( wp_script_is( 'code-editor', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'wp-codemirror', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'code-editor', 'enqueued' ) );
		$before = $this->inline_script( 'uipress-builder', 'before' );
		$this->assertSame( 1, preg_match( '/window\.uipressLaterScripts\[ "codeEditor" \] = (\{.*\});/', $before, $match ) );
		$later = json_decode( $match[1] ?? '', true );
		$this->assertIsArray( $later );
		$this->assertIsArray( $later['scripts'] ?? null );
		$this->assertIsArray( $later['styles'] ?? null );
		/**
		 * The scripts, in order.
		 *
		 * @var list<array{src: string, before: string, after: string}> $scripts
		 */
		$scripts = $later['scripts'];
		/**
		 * The stylesheets.
		 *
		 * @var list<array{href: string, after: string}> $styles
		 */
		$styles     = $later['styles'];
		$sources    = array_column( $scripts, 'src' );
		$editor     = array_values( (array) preg_grep( '#/wp-admin/js/code-editor(\.min)?\.js#', $sources ) );
		$codemirror = (array) preg_grep( '#/codemirror/codemirror(\.min)?\.js#', $sources );
		$this->assertCount( 1, $editor, 'WordPress’s code editor script.' );
		$this->assertNotEmpty( $codemirror, 'CodeMirror, before it.' );
		$this->assertNotEmpty( preg_grep( '#/csslint\.js#', $sources ), 'CSS is linted.' );
		$this->assertLessThan( array_search( $editor[0], $sources, true ), key( $codemirror ), 'In the order they run.' );
		$this->assertEmpty( preg_grep( '#/jquery(\.min)?\.js#', $sources ), 'jQuery is on the page already.' );
		$settings = implode( "\n", array_column( $scripts, 'after' ) );
		$this->assertStringContainsString( 'wp.codeEditor.defaultSettings', $settings );
		$this->assertStringContainsString( '"jshint":{', $settings, 'JavaScript lint rules are set.' );
		$this->assertNotEmpty( preg_grep( '#codemirror#', array_column( $styles, 'href' ) ), 'With its styles.' );
	}

	public function test_builder_skips_the_code_editor_without_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		$no_code = static function ( array $caps ): array {
			$caps['unfiltered_html'] = false;
			return $caps;
		};
		add_filter( 'user_has_cap', $no_code );
		try {
			$this->load_screen( AdminScreens::BUILDER_SLUG );
		} finally {
			remove_filter( 'user_has_cap', $no_code );
		}

		$this->assertTrue( wp_script_is( 'uipress-builder', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'code-editor', 'enqueued' ) );
		$this->assertStringNotContainsString( 'uipressLaterScripts', $this->inline_script( 'uipress-builder', 'before' ) );
	}

	public function test_builder_skips_the_code_editor_when_highlighting_is_off(): void {
		$id = $this->act_as( 'administrator' );
		update_user_meta( $id, 'syntax_highlighting', 'false' );
		$this->load_screen( AdminScreens::BUILDER_SLUG );

		$this->assertTrue( wp_script_is( 'uipress-builder', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'code-editor', 'enqueued' ) );
	}

	public function test_builder_preloads_the_template_it_opens(): void {
		$this->act_as( 'administrator' );
		$id               = wp_insert_post(
			array(
				'post_type'   => TemplatePostType::NAME,
				'post_title'  => 'Preloaded board',
				'post_status' => 'draft',
			)
		);
		$_GET['template'] = (string) $id;
		try {
			$this->load_screen( AdminScreens::BUILDER_SLUG );
		} finally {
			unset( $_GET['template'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- simulate admin.php?page=…&template=ID.
		}

		$after = $this->inline_script( 'wp-api-fetch', 'after' );
		$this->assertStringContainsString( 'createPreloadingMiddleware', $after );
		$this->assertStringContainsString( '"\/wp\/v2\/uip-ui-template\/' . $id . '?context=edit"', $after );
		$this->assertStringContainsString( 'Preloaded board', $after );
	}

	public function test_builder_preloads_nothing_for_a_missing_template(): void {
		$this->act_as( 'administrator' );
		$_GET['template'] = '999999';
		try {
			$this->load_screen( AdminScreens::BUILDER_SLUG );
		} finally {
			unset( $_GET['template'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- simulate a missing template.
		}

		$this->assertStringNotContainsString( 'createPreloadingMiddleware', $this->inline_script( 'wp-api-fetch', 'after' ) );
	}

	public function test_menu_creator_does_not_queue_the_code_editor(): void {
		$this->act_as( 'administrator' );
		$this->load_screen( AdminScreens::MENU_CREATOR_SLUG );

		$this->assertFalse( wp_script_is( 'code-editor', 'enqueued' ) );
	}

	public function test_settings_screen_gets_the_login_url_and_the_code_editor(): void {
		$this->act_as( 'administrator' );
		$this->load_screen( AdminScreens::SETTINGS_SLUG );

		$this->assertTrue( wp_script_is( 'uipress-settings', 'enqueued' ) );
		$before = $this->inline_script( 'uipress-settings', 'before' );
		$this->assertStringContainsString( 'window.uipressLaterScripts[ "codeEditor" ]', $before, 'Login CSS, panel HTML and head HTML are code.' );
		$this->assertStringContainsString( '"settingsScreen":{"loginUrl":' . wp_json_encode( wp_login_url(), JSON_UNESCAPED_SLASHES ) . ',"homeUrl":' . wp_json_encode( home_url( '/' ), JSON_UNESCAPED_SLASHES ) . '}', $before );
	}

	public function test_settings_screen_skips_the_code_editor_without_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		$no_code = static function ( array $caps ): array {
			$caps['unfiltered_html'] = false;
			return $caps;
		};
		add_filter( 'user_has_cap', $no_code );
		try {
			$this->load_screen( AdminScreens::SETTINGS_SLUG );
		} finally {
			remove_filter( 'user_has_cap', $no_code );
		}

		$this->assertTrue( wp_script_is( 'uipress-settings', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'code-editor', 'enqueued' ) );
	}

	public function test_other_admin_pages_load_no_uipress_script(): void {
		$this->act_as( 'administrator' );
		$this->screens()->add_menu();

		set_current_screen( 'dashboard' );
		do_action( 'admin_enqueue_scripts', 'index.php' );

		$this->assertFalse( wp_script_is( 'uipress-builder', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'uipress-menu-creator', 'enqueued' ) );
	}

	public function test_screen_prints_title_loading_state_and_root(): void {
		$this->act_as( 'administrator' );
		$this->screens()->add_menu();

		ob_start();
		do_action( 'uipress_page_uip-menu-creator' );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'id="uip-menu-creator-root"', $html );
		$this->assertStringContainsString( '<h1 class="uip-screen__title">UiPress menu creator</h1>', $html );
		$this->assertStringContainsString( 'role="status"', $html );
		$this->assertStringContainsString( '<noscript>', $html );
	}
}
