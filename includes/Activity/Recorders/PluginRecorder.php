<?php
/**
 * Records plugins activated, deactivated, installed, updated and deleted.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;

defined( 'ABSPATH' ) || exit;

/**
 * Events: plugin.activated, plugin.deactivated, plugin.installed, plugin.updated
 * (version before and after), plugin.deleted. The object is the plugin's
 * file (`akismet/akismet.php`), named by its header.
 */
final class PluginRecorder {

	/**
	 * Versions before an update, by plugin file.
	 *
	 * @var array<string, string>
	 */
	private static array $versions = array();

	/**
	 * Names of plugins being deleted, by file.
	 *
	 * @var array<string, string>
	 */
	private static array $deleting = array();

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'activated_plugin', array( self::class, 'activated' ), 10, 2 );
		add_action( 'deactivated_plugin', array( self::class, 'deactivated' ), 10, 2 );
		add_filter( 'upgrader_pre_install', array( self::class, 'before_install' ), 10, 2 );
		add_action( 'upgrader_process_complete', array( self::class, 'upgraded' ), 10, 2 );
		add_action( 'delete_plugin', array( self::class, 'deleting' ) );
		add_action( 'deleted_plugin', array( self::class, 'deleted' ), 10, 2 );
	}

	/**
	 * `activated_plugin`.
	 *
	 * @param string|mixed $plugin       The plugin file.
	 * @param bool|mixed   $network_wide Whether network-wide.
	 */
	public static function activated( $plugin, $network_wide = false ): void {
		if ( is_string( $plugin ) ) {
			self::record( 'plugin.activated', $plugin, true === $network_wide ? array( 'network' => self::change( null, true ) ) : array() );
		}
	}

	/**
	 * `deactivated_plugin`.
	 *
	 * @param string|mixed $plugin       The plugin file.
	 * @param bool|mixed   $network_wide Whether network-wide.
	 */
	public static function deactivated( $plugin, $network_wide = false ): void {
		if ( is_string( $plugin ) ) {
			self::record( 'plugin.deactivated', $plugin, true === $network_wide ? array( 'network' => self::change( true, null ) ) : array() );
		}
	}

	/**
	 * `upgrader_pre_install` (a filter passed through): the version a plugin
	 * had before its update.
	 *
	 * @param mixed $response   The filter's value, returned as is.
	 * @param mixed $hook_extra The upgrade's details.
	 * @return mixed
	 */
	public static function before_install( $response, $hook_extra ) {
		$plugin = is_array( $hook_extra ) && is_string( $hook_extra['plugin'] ?? null ) ? $hook_extra['plugin'] : '';
		if ( '' !== $plugin ) {
			self::$versions[ $plugin ] = self::header( $plugin, 'Version' );
		}
		return $response;
	}

	/**
	 * `upgrader_process_complete`: plugins installed or updated (themes:
	 * ThemeRecorder).
	 *
	 * @param mixed $upgrader   The upgrader.
	 * @param mixed $hook_extra What it did: type, action, plugin(s).
	 */
	public static function upgraded( $upgrader, $hook_extra ): void {
		if ( ! is_array( $hook_extra ) || 'plugin' !== ( $hook_extra['type'] ?? '' ) ) {
			return;
		}
		if ( 'install' === ( $hook_extra['action'] ?? '' ) ) {
			$plugin = $upgrader instanceof \Plugin_Upgrader ? $upgrader->plugin_info() : false;
			if ( is_string( $plugin ) && '' !== $plugin ) {
				self::record( 'plugin.installed', $plugin, array( 'version' => self::change( null, self::header( $plugin, 'Version' ) ) ) );
			}
			return;
		}
		if ( 'update' !== ( $hook_extra['action'] ?? '' ) ) {
			return;
		}
		$plugins = is_array( $hook_extra['plugins'] ?? null ) ? $hook_extra['plugins'] : array( $hook_extra['plugin'] ?? null );
		foreach ( $plugins as $plugin ) {
			if ( is_string( $plugin ) && '' !== $plugin ) {
				self::record( 'plugin.updated', $plugin, array( 'version' => self::change( self::$versions[ $plugin ] ?? null, self::header( $plugin, 'Version' ) ) ) );
			}
		}
	}

	/**
	 * `delete_plugin`: its name, while its file can be read.
	 *
	 * @param string|mixed $plugin The plugin file.
	 */
	public static function deleting( $plugin ): void {
		if ( is_string( $plugin ) ) {
			self::$deleting[ $plugin ] = self::header( $plugin, 'Name' );
		}
	}

	/**
	 * `deleted_plugin`.
	 *
	 * @param string|mixed $plugin  The plugin file.
	 * @param bool|mixed   $deleted Whether its files went.
	 */
	public static function deleted( $plugin, $deleted ): void {
		if ( is_string( $plugin ) && true === $deleted ) {
			ActivityLog::record( 'plugin.deleted', 'plugin', $plugin, self::$deleting[ $plugin ] ?? $plugin );
		}
	}

	/**
	 * A before/after pair.
	 *
	 * @param mixed $before Before.
	 * @param mixed $after  After.
	 * @return array{before: mixed, after: mixed}
	 */
	private static function change( $before, $after ): array {
		return array(
			'before' => $before,
			'after'  => $after,
		);
	}

	/**
	 * A header of a plugin's main file ('' when unreadable).
	 *
	 * @param string $plugin The plugin file, relative to the plugins folder.
	 * @param string $header 'Name' or 'Version'.
	 */
	private static function header( string $plugin, string $header ): string {
		$dir  = defined( 'WP_PLUGIN_DIR' ) ? constant( 'WP_PLUGIN_DIR' ) : '';
		$path = ( is_string( $dir ) ? $dir : '' ) . '/' . $plugin;
		if ( validate_file( $plugin ) !== 0 || ! is_file( $path ) ) {
			return '';
		}
		$data = get_file_data( $path, array( $header => 'Name' === $header ? 'Plugin Name' : $header ), 'plugin' );
		return (string) ( $data[ $header ] ?? '' );
	}

	/**
	 * Queues a plugin's event.
	 *
	 * @param string                                            $action  The action.
	 * @param string                                            $plugin  The plugin file.
	 * @param array<string, array{before: mixed, after: mixed}> $changes The changes.
	 */
	private static function record( string $action, string $plugin, array $changes = array() ): void {
		$name = self::header( $plugin, 'Name' );
		ActivityLog::record( $action, 'plugin', $plugin, '' === $name ? $plugin : $name, $changes );
	}
}
