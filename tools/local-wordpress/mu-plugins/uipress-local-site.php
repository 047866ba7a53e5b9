<?php
/**
 * Plugin Name: UiPress local site
 * Description: Local development and test sites have no internet access: report update data as fresh so WordPress does not try (and log a warning) on every admin page.
 *
 * @package UiPress
 */

defined( 'ABSPATH' ) || exit;

/**
 * An update transient checked just now, with nothing to update.
 */
function uipress_local_site_fresh_update_data(): object {
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => get_bloginfo( 'version' ),
		'updates'         => array(),
		'translations'    => array(),
		'response'        => array(),
		'no_update'       => array(),
		'checked'         => array(),
	);
}

add_filter( 'pre_site_transient_update_core', 'uipress_local_site_fresh_update_data' );
add_filter( 'pre_site_transient_update_plugins', 'uipress_local_site_fresh_update_data' );
add_filter( 'pre_site_transient_update_themes', 'uipress_local_site_fresh_update_data' );

// The checks themselves, scheduled or run when update screens load.
foreach ( array(
	'admin_init'           => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ),
	'load-plugins.php'     => array( 'wp_update_plugins' ),
	'load-themes.php'      => array( 'wp_update_themes' ),
	'load-update.php'      => array( 'wp_update_plugins', 'wp_update_themes' ),
	'load-update-core.php' => array( 'wp_update_plugins', 'wp_update_themes' ),
	'wp_version_check'     => array( 'wp_version_check' ),
	'wp_update_plugins'    => array( 'wp_update_plugins' ),
	'wp_update_themes'     => array( 'wp_update_themes' ),
) as $uipress_hook => $uipress_callbacks ) {
	foreach ( $uipress_callbacks as $uipress_callback ) {
		remove_action( $uipress_hook, $uipress_callback );
	}
}
