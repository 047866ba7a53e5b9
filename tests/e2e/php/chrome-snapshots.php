<?php
/**
 * How many chrome snapshots a user has kept (Runtime\ChromeSnapshot), for
 * the chrome snapshot spec: `php chrome-snapshots.php SITE_DIR LOGIN`.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a test fixture run from the command line.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[2] ) ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/local-wordpress/load-site.php';

$uip_user = get_user_by( 'login', $argv[2] );
if ( ! $uip_user ) {
	exit( 1 );
}
echo count( UiPress\Runtime\ChromeSnapshot::entries( $uip_user->ID ) ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a number for the test.
