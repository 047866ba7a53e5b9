<?php
/**
 * Forgets the analytics benchmark site's fresh report copies, so the next
 * report request is a cold one (npm run bench:analytics). The access token
 * and the last good copies stay, as on a site whose hour has run out.
 *
 * Usage: php forget-analytics-cache.php SITE_DIR
 *
 * @package UiPress
 */

use UiPress\Analytics\Reports\ReportCache;

if ( 'cli' !== PHP_SAPI || ! isset( $argv[1] ) ) {
	exit( 1 );
}

require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';

global $wpdb;
$uipress_prefix = '_transient_' . ReportCache::PREFIX . 'r_';
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a benchmark's throwaway site; each name is deleted through the API.
$uipress_names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $uipress_prefix ) . '%' ) );
foreach ( $uipress_names as $uipress_name ) {
	delete_transient( substr( (string) $uipress_name, strlen( '_transient_' ) ) );
}
echo count( $uipress_names ) . "\n";
