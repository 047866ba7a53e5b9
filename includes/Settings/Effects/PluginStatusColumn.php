<?php
/**
 * Setting displayPluginStatus: a "Status" column in the plugins list.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * A "Status" column (`uip-plugin-status`) on plugins.php (and the network's
 * plugins screen) that says, per plugin, on one line each:
 *
 * - its state: Active, Inactive or Network active (Must-use and Drop-in on
 *   those tabs);
 * - what WordPress's last update check found: "Update available: x.y" or
 *   "Up to date" (nothing when the plugin was not checked, such as a plugin
 *   not from WordPress.org);
 * - "Auto-updates on" or "Auto-updates off", only where WordPress offers
 *   plugin auto-updates (as its own auto-updates column).
 */
final class PluginStatusColumn {

	public const KEY = 'uip-plugin-status';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_filter( 'manage_plugins_columns', array( self::class, 'add_column' ) );
		add_filter( 'manage_plugins-network_columns', array( self::class, 'add_column' ) );
		add_action( 'manage_plugins_custom_column', array( self::class, 'print_cell' ), 10, 3 );
	}

	/**
	 * Whether the setting is on.
	 */
	public static function enabled(): bool {
		return true === SiteSettings::get( 'displayPluginStatus' );
	}

	/**
	 * Adds the column (manage_{screen}_columns).
	 *
	 * @param mixed $columns Column key → heading.
	 * @return mixed
	 */
	public static function add_column( $columns ) {
		if ( ! is_array( $columns ) || ! self::enabled() ) {
			return $columns;
		}
		$columns[ self::KEY ] = __( 'Status', 'uipress' );
		return $columns;
	}

	/**
	 * Prints a plugin's cell (manage_plugins_custom_column).
	 *
	 * @param mixed $column      The column's key.
	 * @param mixed $plugin_file The plugin (its basename).
	 * @param mixed $plugin_data Its header data (and what the list table added).
	 */
	public static function print_cell( $column, $plugin_file, $plugin_data = array() ): void {
		if ( self::KEY !== $column || ! is_string( $plugin_file ) || ! self::enabled() ) {
			return;
		}
		$lines = self::lines( $plugin_file, is_array( $plugin_data ) ? $plugin_data : array() );
		echo implode( '<br />', array_map( 'esc_html', $lines ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each line escaped.
	}

	/**
	 * What the cell says about a plugin.
	 *
	 * @param string       $plugin_file The plugin (its basename).
	 * @param array<mixed> $plugin_data Its data as the list table has it.
	 * @return list<string>
	 */
	public static function lines( string $plugin_file, array $plugin_data = array() ): array {
		$lines  = array( self::state( $plugin_file ) );
		$update = self::update_line( $plugin_file );
		if ( '' !== $update ) {
			$lines[] = $update;
		}
		if ( function_exists( 'wp_is_auto_update_enabled_for_type' ) && wp_is_auto_update_enabled_for_type( 'plugin' ) ) {
			$lines[] = self::auto_updates_on( $plugin_file, $plugin_data ) ? __( 'Auto-updates on', 'uipress' ) : __( 'Auto-updates off', 'uipress' );
		}
		return $lines;
	}

	/**
	 * Active, Inactive, Network active, Must-use or Drop-in.
	 *
	 * @param string $plugin_file The plugin.
	 */
	private static function state( string $plugin_file ): string {
		$tab = isset( $GLOBALS['status'] ) && is_string( $GLOBALS['status'] ) ? $GLOBALS['status'] : '';
		if ( 'mustuse' === $tab ) {
			return __( 'Must-use', 'uipress' );
		}
		if ( 'dropins' === $tab ) {
			return __( 'Drop-in', 'uipress' );
		}
		if ( is_multisite() && is_plugin_active_for_network( $plugin_file ) ) {
			return __( 'Network active', 'uipress' );
		}
		return is_plugin_active( $plugin_file ) ? __( 'Active', 'uipress' ) : __( 'Inactive', 'uipress' );
	}

	/**
	 * What the last update check found ('' when it did not check the plugin).
	 *
	 * @param string $plugin_file The plugin.
	 */
	private static function update_line( string $plugin_file ): string {
		$updates = get_site_transient( 'update_plugins' );
		if ( ! is_object( $updates ) ) {
			return '';
		}
		$response = isset( $updates->response ) && is_array( $updates->response ) ? $updates->response : array();
		$update   = $response[ $plugin_file ] ?? null;
		if ( is_object( $update ) && isset( $update->new_version ) && is_scalar( $update->new_version ) ) {
			/* translators: %s: a plugin version. */
			return sprintf( __( 'Update available: %s', 'uipress' ), (string) $update->new_version );
		}
		$current = isset( $updates->no_update ) && is_array( $updates->no_update ) ? $updates->no_update : array();
		return isset( $current[ $plugin_file ] ) ? __( 'Up to date', 'uipress' ) : '';
	}

	/**
	 * Whether the plugin updates itself: forced by a filter (the list table
	 * records it as `auto-update-forced`) or chosen on this screen.
	 *
	 * @param string       $plugin_file The plugin.
	 * @param array<mixed> $plugin_data Its data as the list table has it.
	 */
	private static function auto_updates_on( string $plugin_file, array $plugin_data ): bool {
		if ( isset( $plugin_data['auto-update-forced'] ) ) {
			return (bool) $plugin_data['auto-update-forced'];
		}
		$chosen = get_site_option( 'auto_update_plugins', array() );
		return is_array( $chosen ) && in_array( $plugin_file, $chosen, true );
	}
}
