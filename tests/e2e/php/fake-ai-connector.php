<?php
/**
 * The fake AI provider as a connector (tests/e2e/specs/ai-connectors.spec.ts):
 * `php fake-ai-connector.php SITE_DIR install BASE` makes the test provider
 * of tests/fixtures/wp-ai-provider a must-use plugin of the site, talking
 * to the fake server at BASE, with no key yet; `… remove` takes it away
 * with its key.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions -- a test fixture run from the command line.

if ( 'cli' !== PHP_SAPI || ! isset( $argv[2] ) ) {
	exit( 1 );
}
require dirname( __DIR__, 3 ) . '/tools/local-wordpress/load-site.php';

$uip_plugin = WPMU_PLUGIN_DIR . '/uipress-fake-ai-provider.php';
$uip_key    = 'connectors_ai_uipress_fake_api_key';
if ( 'install' === $argv[2] && isset( $argv[3] ) ) {
	wp_mkdir_p( WPMU_PLUGIN_DIR );
	copy( dirname( __DIR__, 2 ) . '/fixtures/wp-ai-provider/uipress-fake-provider.php', $uip_plugin );
	update_option( 'uipress_test_fake_ai_base', esc_url_raw( $argv[3] ) );
	delete_option( $uip_key );
	echo "installed\n";
	return;
}
if ( 'remove' === $argv[2] ) {
	if ( file_exists( $uip_plugin ) ) {
		unlink( $uip_plugin );
	}
	delete_option( 'uipress_test_fake_ai_base' );
	delete_option( $uip_key );
	echo "removed\n";
	return;
}
exit( 1 );
