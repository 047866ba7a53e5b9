<?php
/**
 * Builds the real admin menu in tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\AdminMenuCapture;
use UiPress\Menus\ToolbarCapture;
use UiPress\Tests\Rest\RestTestCase;
use UiPress\Tests\Support\ResetsAdminGlobals;

/**
 * Runs WordPress's own wp-admin/menu.php (core items, `admin_menu`,
 * removal of pages the user may not open) for the current user, as an admin
 * page load does. Core ends that file with a require_once, which would run
 * once per process: the tests include a copy that includes it every time.
 */
abstract class AdminMenuTestCase extends RestTestCase {

	use ResetsAdminGlobals {
		reset_admin_globals as reset_core_admin_globals;
	}

	/**
	 * Copies of wp-admin/menu.php made so far (each declares its own helper function).
	 *
	 * @var int
	 */
	private static int $copies = 0;

	/**
	 * Temporary files to delete.
	 *
	 * @var list<string>
	 */
	private static array $temporary = array();

	/**
	 * Starts from an empty menu.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->reset_admin_globals();
	}

	/**
	 * Leaves no menu behind.
	 */
	protected function tear_down(): void {
		$this->reset_admin_globals();
		parent::tear_down();
	}

	/**
	 * Empties the admin globals and the captures.
	 */
	protected function reset_admin_globals(): void {
		$this->reset_core_admin_globals();
		AdminMenuCapture::reset();
		ToolbarCapture::reset();
	}

	/**
	 * Loads the fixture plugin that adds menu items late. Other admin_init
	 * callbacks are removed for the test: core's expect a real admin request.
	 */
	protected function load_late_menu_plugin(): void {
		remove_all_actions( 'admin_init' );
		require_once dirname( __DIR__, 2 ) . '/fixtures/late-menu-plugin/late-menu-plugin.php';
		// Hooks are reset after each test: add them again, as the plugin does when it loads.
		add_action( 'uipress_test/late_menu_plugin/register', 'uipress_fixture_late_menu_register' ); // @phpstan-ignore argument.type (declared by the fixture plugin)
		do_action( 'uipress_test/late_menu_plugin/register' );
	}

	/**
	 * Builds the admin menu for the current user as wp-admin/menu.php does.
	 */
	protected function build_admin_menu(): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- core's menu file works on these globals.
		global $menu, $submenu, $_wp_real_parent_file, $_wp_submenu_nopriv, $_wp_menu_nopriv, $admin_page_hooks,
			$_registered_pages, $_parent_pages, $_wp_last_object_menu, $_wp_last_utility_menu, $compat, $pagenow;
		// phpcs:enable
		include self::menu_file();
		foreach ( self::$temporary as $file ) {
			wp_delete_file( $file );
		}
		self::$temporary = array();
	}

	/**
	 * Patched copies of wp-admin/menu.php and wp-admin/includes/menu.php: the
	 * first includes the second every time (core uses require_once), and the
	 * functions they declare get names of their own per copy.
	 */
	private static function menu_file(): string {
		++self::$copies;
		$suffix    = '_uipress_test_' . self::$copies;
		$functions = array( '_add_themes_utility_last', '_add_plugin_file_editor_to_tools', 'add_cssclass', 'add_menu_classes', 'sort_menu' );
		$renamed   = array_map(
			static function ( string $name ) use ( $suffix ): string {
				return $name . $suffix;
			},
			$functions
		);

		$inner = (string) wp_tempnam( 'uipress-menu-inner' );
		$outer = (string) wp_tempnam( 'uipress-menu' );
		// phpcs:disable WordPress.WP.AlternativeFunctions -- local core files and the test's temporary copies.
		$source = str_replace( $functions, $renamed, (string) file_get_contents( ABSPATH . 'wp-admin/includes/menu.php' ) );
		file_put_contents( $inner, $source );
		$source = str_replace( $functions, $renamed, (string) file_get_contents( ABSPATH . 'wp-admin/menu.php' ) );
		$source = str_replace( "require_once ABSPATH . 'wp-admin/includes/menu.php';", 'include ' . var_export( $inner, true ) . ';', $source ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export
		file_put_contents( $outer, $source );
		// phpcs:enable
		self::$temporary[] = $inner;
		self::$temporary[] = $outer;
		return $outer;
	}

	/**
	 * The captured item with a uid, at the top level or in a submenu.
	 *
	 * @param array<mixed> $items Captured items.
	 * @param string       $uid   uip_uid.
	 * @return array<mixed>|null
	 */
	protected static function find( array $items, string $uid ): ?array {
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			if ( ( $item['uip_uid'] ?? null ) === $uid ) {
				return $item;
			}
			$found = self::find( is_array( $item['submenu'] ?? null ) ? $item['submenu'] : array(), $uid );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}
}
