<?php
/**
 * Installs and configures a local WordPress site from the command line.
 *
 * Run by tools/local-wordpress/site.mjs in two processes, because WordPress
 * must be loaded differently before and after it is installed:
 *   php install.php install    creates the tables and the admin user (once);
 *                              with UIPRESS_NETWORK_DOMAIN, the network's
 *                              tables too (site.mjs then writes its constants);
 *   php install.php configure  sets pretty permalinks and activates UiPress
 *                              (network-wide on a network, which then gets
 *                              the sub-site /second/); with
 *                              UIPRESS_WOOCOMMERCE=1, then WooCommerce, and in
 *                              the next run the shop's settings
 *                              (store-settings.php).
 * Settings come from UIPRESS_* environment variables.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- this script bootstraps WordPress itself.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$uipress_mode = $argv[1] ?? '';
$uipress_env  = static function ( string $name ): string {
	$value = getenv( $name );
	if ( false === $value || '' === $value ) {
		fwrite( STDERR, "install.php: {$name} is not set\n" );
		exit( 1 );
	}
	return $value;
};

$uipress_site_url       = $uipress_env( 'UIPRESS_SITE_URL' );
$uipress_port           = parse_url( $uipress_site_url, PHP_URL_PORT );
$uipress_url            = (string) parse_url( $uipress_site_url, PHP_URL_HOST ) . ( null === $uipress_port ? '' : ':' . (string) $uipress_port );
$uipress_network        = (string) getenv( 'UIPRESS_NETWORK_DOMAIN' );
$_SERVER['HTTP_HOST']   = $uipress_url;
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

if ( 'install' === $uipress_mode ) {
	define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own flag.
	require $uipress_env( 'UIPRESS_SITE_DIR' ) . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';

	if ( is_blog_installed() ) {
		// A site made with an older release: update its database as wp-admin/upgrade.php would.
		if ( (int) get_option( 'db_version' ) < (int) $GLOBALS['wp_db_version'] ) {
			wp_upgrade();
		}
	} else {
		$uipress_result = wp_install(
			$uipress_env( 'UIPRESS_SITE_TITLE' ),
			$uipress_env( 'UIPRESS_ADMIN_USER' ),
			$uipress_env( 'UIPRESS_ADMIN_EMAIL' ),
			false,
			'',
			wp_slash( $uipress_env( 'UIPRESS_ADMIN_PASSWORD' ) )
		);
		if ( empty( $uipress_result['user_id'] ) ) {
			fwrite( STDERR, "WordPress could not be installed.\n" );
			exit( 1 );
		}
	}
	// A network's sites keep their addresses in the database (no WP_HOME): set
	// them, then create the network's tables as wp-admin/network.php does.
	if ( '' !== $uipress_network && ! is_multisite() ) {
		update_option( 'siteurl', $uipress_site_url );
		update_option( 'home', $uipress_site_url );
		// As wp-admin/network.php: name the network's tables before making them.
		foreach ( $GLOBALS['wpdb']->tables( 'ms_global' ) as $uipress_table => $uipress_prefixed ) {
			$GLOBALS['wpdb']->$uipress_table = $uipress_prefixed;
		}
		install_network();
		$uipress_populated = populate_network(
			1,
			$uipress_network,
			$uipress_env( 'UIPRESS_ADMIN_EMAIL' ),
			$uipress_env( 'UIPRESS_SITE_TITLE' ),
			'/',
			false
		);
		if ( is_wp_error( $uipress_populated ) && 'siteid_exists' !== $uipress_populated->get_error_code() ) {
			fwrite( STDERR, 'The network could not be set up: ' . $uipress_populated->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

if ( 'configure' === $uipress_mode ) {
	require $uipress_env( 'UIPRESS_SITE_DIR' ) . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';

	if ( '/%postname%/' !== get_option( 'permalink_structure' ) ) {
		update_option( 'permalink_structure', '/%postname%/' );
		flush_rewrite_rules( false );
	}
	// The site is local: no "Is your email correct?" screen after logging in.
	update_option( 'admin_email_lifespan', time() + YEAR_IN_SECONDS );

	$uipress_plugin = $uipress_env( 'UIPRESS_PLUGIN' );
	$uipress_active = is_multisite() ? is_plugin_active_for_network( $uipress_plugin ) : is_plugin_active( $uipress_plugin );
	if ( ! $uipress_active ) {
		$uipress_activated = activate_plugin( $uipress_plugin, '', is_multisite() );
		if ( is_wp_error( $uipress_activated ) ) {
			fwrite( STDERR, 'UiPress could not be activated: ' . $uipress_activated->get_error_message() . "\n" );
			exit( 1 );
		}
		// This process loaded WordPress before the plugin was active: finish in a fresh one.
		exit( 0 );
	}

	// A network gets a second site, made after UiPress is network-active (as a
	// site added later would be), with the main site's local settings.
	if ( is_multisite() && ! get_sites(
		array(
			'path'  => '/second/',
			'count' => true,
		)
	) ) {
		$uipress_admin_id = (int) get_user_by( 'login', $uipress_env( 'UIPRESS_ADMIN_USER' ) )->ID;
		$uipress_second   = wpmu_create_blog( $uipress_network, '/second/', 'Second site', $uipress_admin_id );
		if ( is_wp_error( $uipress_second ) ) {
			fwrite( STDERR, 'The sub-site /second/ could not be created: ' . $uipress_second->get_error_message() . "\n" );
			exit( 1 );
		}
		switch_to_blog( $uipress_second );
		update_option( 'permalink_structure', '/%postname%/' );
		delete_option( 'rewrite_rules' );
		update_option( 'admin_email_lifespan', time() + YEAR_IN_SECONDS );
		restore_current_blog();
	}

	// A shop (UIPRESS_WOOCOMMERCE=1): WooCommerce activated after UiPress, as a
	// site owner adding it would; its settings in the next process, with it loaded.
	if ( '1' === getenv( 'UIPRESS_WOOCOMMERCE' ) ) {
		$uipress_woocommerce = 'woocommerce/woocommerce.php';
		if ( ! is_plugin_active( $uipress_woocommerce ) ) {
			$uipress_activated = activate_plugin( $uipress_woocommerce );
			if ( is_wp_error( $uipress_activated ) ) {
				fwrite( STDERR, 'WooCommerce could not be activated: ' . $uipress_activated->get_error_message() . "\n" );
				exit( 1 );
			}
			// Its activation hook (WC_Install::install) made the tables. It is
			// missed when WordPress names WooCommerce's files wrongly, as it does
			// for a WooCommerce unpacked inside the project (woocommerce.mjs).
			if ( ! get_option( 'woocommerce_version' ) ) {
				fwrite( STDERR, 'WooCommerce was activated but its activation hook did not run: WordPress names its main file ' . plugin_basename( (string) constant( 'WC_PLUGIN_FILE' ) ) . ', not ' . $uipress_woocommerce . ".\n" );
				exit( 1 );
			}
			exit( 0 );
		}
		require __DIR__ . '/store-settings.php';
		uipress_local_store_settings();
	}

	// The dev site starts with the demo template (once: not when any template exists).
	if ( '1' === getenv( 'UIPRESS_DEMO' ) && class_exists( \UiPress\Demo\DemoTemplate::class ) ) {
		$uipress_admin = get_user_by( 'login', $uipress_env( 'UIPRESS_ADMIN_USER' ) );
		if ( $uipress_admin ) {
			wp_set_current_user( $uipress_admin->ID );
			\UiPress\Demo\DemoTemplate::install();
		}
	}
	exit( 0 );
}

fwrite( STDERR, "usage: php install.php install|configure\n" );
exit( 2 );
