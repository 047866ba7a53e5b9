<?php
/**
 * Resets the admin state WordPress keeps in globals.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Support;

/**
 * For tests that register admin pages, queue scripts or pretend to be on an
 * admin screen: the menu, page registrations, script and style queues and the
 * current screen start empty, and nothing is left for the next test.
 */
trait ResetsAdminGlobals {

	/**
	 * Empties the admin menu, page registrations, queues and current screen.
	 */
	protected function reset_admin_globals(): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- tests reset the admin state.
		$GLOBALS['menu']               = array();
		$GLOBALS['submenu']            = array();
		$GLOBALS['admin_page_hooks']   = array();
		$GLOBALS['_registered_pages']  = array();
		$GLOBALS['_parent_pages']      = array();
		$GLOBALS['_wp_submenu_nopriv'] = array();
		$GLOBALS['_wp_menu_nopriv']    = array();
		$GLOBALS['wp_scripts']         = null;
		$GLOBALS['wp_styles']          = null;
		$GLOBALS['pagenow']            = 'index.php';
		$GLOBALS['plugin_page']        = null;
		$GLOBALS['current_screen']     = null;
		unset( $GLOBALS['title'], $GLOBALS['parent_file'], $GLOBALS['submenu_file'] );
		// phpcs:enable
	}
}
