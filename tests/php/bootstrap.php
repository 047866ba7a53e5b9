<?php
/**
 * Loads a real WordPress with UiPress active, for PHPUnit: on SQLite, or on
 * MariaDB, a network or behind Redis as UIPRESS_DB, UIPRESS_MULTISITE and
 * UIPRESS_OBJECT_CACHE ask (docs/TESTING.md).
 *
 * The site is created afresh by `npm run test:php`
 * (node tools/local-wordpress/cli.mjs phpunit), which names it in
 * UIPRESS_TEST_SITE. Each test runs inside a database transaction that is
 * rolled back afterwards; see TestCase. On a network the host below is the
 * network's (DOMAIN_CURRENT_SITE 'localhost'), so the main site loads.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress's own globals are set up here.

$uipress_root = dirname( __DIR__, 2 );
$uipress_site = getenv( 'UIPRESS_TEST_SITE' );
$uipress_site = false !== $uipress_site && '' !== $uipress_site ? $uipress_site : $uipress_root . '/.wordpress/sites/phpunit';

if ( ! is_file( $uipress_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No test site at {$uipress_site}. Run the PHP tests with: npm run test:php\n" );
	exit( 1 );
}

require_once $uipress_root . '/vendor/autoload.php';

// WordPress reads these; PHPUnit runs from the command line where they are absent.
$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

// PHPUnit includes this file from inside a method: make WordPress's globals global.
global $wpdb, $table_prefix, $wp, $wp_query, $wp_the_query, $wp_rewrite, $wp_roles, $wp_locale,
	$wp_version, $wp_db_version, $wp_filter, $wp_actions, $wp_filters, $wp_current_filter,
	$shortcode_tags, $wp_embed, $wp_widget_factory, $wp_post_types, $wp_taxonomies, $wp_post_statuses,
	$menu, $submenu, $admin_page_hooks, $_registered_pages, $_parent_pages, $_wp_real_parent_file,
	$_wp_submenu_nopriv, $_wp_menu_nopriv, $pagenow, $plugin_page, $current_user, $wp_scripts, $wp_styles,
	$wp_rest_server, $wp_meta_boxes, $wp_plugin_paths;

// WordPress ends the process when it cannot load (no database, a network
// without its tables): it prints a page and exits with status 0, which would
// pass for a run without failures. Such an end is a failed run.
$uipress_loaded = false;
register_shutdown_function(
	static function () use ( &$uipress_loaded ): void {
		if ( ! $uipress_loaded ) {
			fwrite( STDERR, "\nWordPress stopped while loading the test site (output above): it is broken, or another run remade it.\n" );
			exit( 1 );
		}
	}
);
require $uipress_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
$uipress_loaded = true;

if ( ! defined( 'UIPRESS_VERSION' ) ) {
	fwrite( STDERR, "UiPress is not active on the test site at {$uipress_site}.\n" );
	exit( 1 );
}
