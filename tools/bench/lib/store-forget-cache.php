<?php
/**
 * Makes the store benchmark's next reports cold (npm run bench:store):
 * WooCommerce's analytics cache is invalidated as a newly imported order
 * does (its version changes, so its cached query results and UiPress's
 * answers, whose keys hold that version, are missed), and UiPress's fresh
 * report copies are deleted so none piles up.
 *
 * Usage: php store-forget-cache.php SITE_DIR
 *
 * @package UiPress
 */

use Automattic\WooCommerce\Admin\API\Reports\Cache;
use UiPress\Analytics\Reports\ReportCache;

if ( 'cli' !== PHP_SAPI || ! isset( $argv[1] ) ) {
	exit( 1 );
}

require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';

Cache::invalidate();

global $wpdb;
$uipress_prefix = '_transient_' . ReportCache::PREFIX . 'r_';
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a benchmark's throwaway site; each name is deleted through the API.
$uipress_names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $uipress_prefix ) . '%' ) );
foreach ( $uipress_names as $uipress_name ) {
	delete_transient( substr( (string) $uipress_name, strlen( '_transient_' ) ) );
}
echo esc_html( (string) Cache::get_version() ) . "\n";
