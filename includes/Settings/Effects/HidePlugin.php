<?php
/**
 * Setting hidePlugins: UiPress hidden from users who do not manage it.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Capabilities;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * For every user without `uipress_manage`, UiPress is not in the plugins
 * list, has no update notice or count (the update check's answer loses its
 * entry), and is not in the plugin editor, whose list it leaves and which
 * refuses to open or save its files. Managers see it as usual.
 */
final class HidePlugin {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_filter( 'all_plugins', array( self::class, 'filter_plugins' ) );
		add_filter( 'site_transient_update_plugins', array( self::class, 'filter_updates' ) );
		add_action( 'load-plugin-editor.php', array( self::class, 'guard_editor' ) );
		// Before core's handler (priority 1) saves the file.
		add_action( 'wp_ajax_edit-theme-plugin-file', array( self::class, 'guard_editor' ), 0 );
	}

	/**
	 * UiPress's plugin basename (uipress/uipress.php).
	 */
	public static function basename(): string {
		return plugin_basename( UIPRESS_PLUGIN_FILE );
	}

	/**
	 * Whether UiPress is hidden from the current user.
	 */
	public static function hidden(): bool {
		return true === SiteSettings::get( 'hidePlugins' ) && ! Capabilities::current_user_can_manage();
	}

	/**
	 * Drops UiPress from a list of plugins (all_plugins).
	 *
	 * @param mixed $plugins Basename → header data.
	 * @return mixed
	 */
	public static function filter_plugins( $plugins ) {
		if ( is_array( $plugins ) && self::hidden() ) {
			unset( $plugins[ self::basename() ] );
		}
		return $plugins;
	}

	/**
	 * Drops UiPress from the update check's answer
	 * (site_transient_update_plugins): no notice, no count.
	 *
	 * @param mixed $updates The stored answer.
	 * @return mixed
	 */
	public static function filter_updates( $updates ) {
		if ( ! is_object( $updates ) || ! self::hidden() ) {
			return $updates;
		}
		$updates = clone $updates; // The cached object stays whole for managers.
		foreach ( array( 'response', 'no_update', 'checked' ) as $list ) {
			if ( isset( $updates->$list ) && is_array( $updates->$list ) ) {
				$entries = $updates->$list;
				unset( $entries[ self::basename() ] );
				$updates->$list = $entries;
			}
		}
		return $updates;
	}

	/**
	 * In the plugin editor: leaves UiPress out of its list and refuses its
	 * files (load-plugin-editor.php, and the editor's save request).
	 */
	public static function guard_editor(): void {
		if ( ! self::hidden() ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification -- read to refuse, before core checks the nonce.
		foreach ( array( 'plugin', 'file' ) as $name ) {
			$value = isset( $_REQUEST[ $name ] ) && is_string( $_REQUEST[ $name ] ) ? sanitize_text_field( wp_unslash( $_REQUEST[ $name ] ) ) : '';
			if ( '' !== $value && self::is_own_file( $value ) ) {
				wp_die( esc_html__( 'Sorry, you are not allowed to edit this item.', 'uipress' ), 403 );
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification
		// The editor reads get_plugins(), which has no filter: its cache (a
		// group WordPress never persists) is primed without UiPress.
		$plugins = get_plugins();
		unset( $plugins[ self::basename() ] );
		$cache     = wp_cache_get( 'plugins', 'plugins' );
		$cache     = is_array( $cache ) ? $cache : array();
		$cache[''] = $plugins;
		wp_cache_set( 'plugins', $cache, 'plugins' );
	}

	/**
	 * Whether an editor path (a plugin or a file) is in UiPress's folder.
	 *
	 * @param string $path Path relative to the plugins folder.
	 */
	public static function is_own_file( string $path ): bool {
		$folder = dirname( self::basename() );
		$path   = ltrim( wp_normalize_path( $path ), '/' );
		return '.' === $folder ? self::basename() === $path : str_starts_with( $path, $folder . '/' );
	}
}
