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

	public function test_admin_sees_uipress_menu_with_both_screens(): void {
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
		$this->assertStringContainsString( '"currentPageName":"uip-ui-builder"', $before );
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
