<?php
/**
 * Loads a local site's WordPress into a command-line script run as
 * `php script.php SITE_DIR …` (the benchmark seeders, the e2e fixtures):
 * `require` it at the script's top level, after the script checked its
 * arguments. WordPress reads a web request's host and address; these are
 * a local request's.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- a command-line script's request, set before WordPress loads.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[1] ) || ! is_string( $argv[1] ) ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
