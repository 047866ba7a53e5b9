<?php
/**
 * Setting UiPress up on the sites of a network.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

use UiPress\Activity\ActivityTable;
use WP_Site;

defined( 'ABSPATH' ) || exit;

/**
 * When UiPress is network-activated, every site needs what activation does
 * on one (Activator::set_up_site()):
 *
 * - on network activation, each site of the network, a batch at a time,
 *   when the network has at most `uipress/network_setup_limit` sites
 *   (default 200, none under WP-CLI); a larger network sets up the main
 *   site and the current one then, and every other site on its first admin page load (below);
 * - a site created later (`wp_initialize_site`, after core made its tables);
 * - as a fallback, a site whose recorded version is not this one, on its
 *   next admin page load (large networks, sites restored from a backup, an
 *   update that ran no activation: on a single site too).
 *
 * docs/MULTISITE.md describes it for site owners.
 */
final class NetworkSetup {

	/**
	 * Filter: how many sites network activation sets up at once.
	 */
	public const LIMIT_FILTER = 'uipress/network_setup_limit';

	/**
	 * Default of LIMIT_FILTER.
	 */
	public const DEFAULT_LIMIT = 200;

	/**
	 * Adds the hooks (multisite only: nothing on a single site).
	 */
	public static function register_hooks(): void {
		add_action( 'admin_init', array( self::class, 'set_up_when_missing' ), 1 );
		if ( is_multisite() ) {
			// After core's own set-up of the site (priority 10) made its tables.
			add_action( 'wp_initialize_site', array( self::class, 'set_up_new_site' ), 20 );
			// A deleted site's activity table goes with core's tables.
			add_filter( 'wpmu_drop_tables', array( self::class, 'drop_tables' ) );
		}
	}

	/**
	 * Network activation: the network's sites, up to the limit.
	 *
	 * @return int How many sites were set up now.
	 */
	public static function set_up_network(): int {
		$network = get_current_network_id();
		$limit   = self::limit();
		if ( Sites::count( $network ) <= $limit ) {
			return Sites::each( array( self::class, 'set_up_site' ), $network );
		}
		// A large network: the rest on their first admin page load.
		$done = 0;
		foreach ( array_unique( array( get_main_site_id( $network ), get_current_blog_id() ) ) as $site ) {
			Sites::on( $site, array( self::class, 'set_up_site' ) );
			++$done;
		}
		return $done;
	}

	/**
	 * Sets up the site switched to (Sites callback).
	 *
	 * @param int $site_id The site (unused: already switched to).
	 */
	public static function set_up_site( int $site_id ): void {
		unset( $site_id );
		Activator::set_up_site();
	}

	/**
	 * A new site of a network where UiPress is network-active
	 * (`wp_initialize_site`).
	 *
	 * @param WP_Site|mixed $site The new site.
	 */
	public static function set_up_new_site( $site ): void {
		if ( ! $site instanceof WP_Site || ! self::is_network_active( (int) $site->network_id ) ) {
			return;
		}
		Sites::on( (int) $site->blog_id, array( self::class, 'set_up_site' ) );
	}

	/**
	 * `wpmu_drop_tables`: adds the site's activity table to the tables core
	 * drops when it deletes a site (wp_uninitialize_site), whether or not
	 * user management was on there.
	 *
	 * @param mixed $tables The site's tables.
	 * @return array<mixed>
	 */
	public static function drop_tables( $tables ): array {
		$tables   = is_array( $tables ) ? $tables : array();
		$tables[] = ActivityTable::name();
		return $tables;
	}

	/**
	 * On admin_init: sets up the current site if it never was, or for an
	 * older version. UiPress's code runs on a site only where it is active
	 * (on it or network-wide), so no other check is needed. The version
	 * option is autoloaded: this reads no row, except once on sites whose
	 * option an earlier release stored without autoload.
	 */
	public static function set_up_when_missing(): void {
		$autoloaded = wp_load_alloptions();
		if ( UIPRESS_VERSION === ( $autoloaded[ StoredData::VERSION_OPTION ] ?? null ) ) {
			return;
		}
		if ( Activator::is_set_up() ) {
			wp_set_option_autoload( StoredData::VERSION_OPTION, true );
			return;
		}
		Activator::set_up_site();
	}

	/**
	 * Whether UiPress is network-active on a network (read from the
	 * network's option, so it works where wp-admin/includes/plugin.php is
	 * not loaded: WP-CLI, REST, cron).
	 *
	 * @param int $network_id The network.
	 */
	public static function is_network_active( int $network_id ): bool {
		$active = get_network_option( $network_id, 'active_sitewide_plugins', array() );
		return is_array( $active ) && isset( $active[ plugin_basename( UIPRESS_PLUGIN_FILE ) ] );
	}

	/**
	 * The most sites network activation sets up at once.
	 */
	private static function limit(): int {
		/**
		 * Filters how many sites network activation sets up in its request;
		 * a network with more sets up each other site on its first admin
		 * page load instead.
		 *
		 * @param int $limit Sites. Default 200 (no limit under WP-CLI).
		 */
		// The command line has no time limit: `wp plugin activate --network` sets up every site.
		$default = defined( 'WP_CLI' ) && WP_CLI ? PHP_INT_MAX : self::DEFAULT_LIMIT;
		$limit   = apply_filters( 'uipress/network_setup_limit', $default );
		return is_int( $limit ) && $limit >= 1 ? $limit : $default;
	}
}
