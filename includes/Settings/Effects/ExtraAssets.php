<?php
/**
 * Settings enqueueStyles and enqueueScripts: extra files on every admin page.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Loads each listed stylesheet and script, in the listed order, on every
 * admin page: stock pages, UiPress's own screens, the interface page and
 * the pages framed inside it. Handles `uipress-extra-style-<n>` and
 * `uipress-extra-script-<n>` (n from 1), no version added to the URL,
 * scripts in the head. Late (priority 100) so the stylesheets come after
 * core's and plugins' and can override them.
 */
final class ExtraAssets {

	public const STYLE_PREFIX  = 'uipress-extra-style-';
	public const SCRIPT_PREFIX = 'uipress-extra-script-';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ), 100 );
	}

	/**
	 * Queues the files (admin_enqueue_scripts).
	 */
	public static function enqueue(): void {
		foreach ( self::urls( 'enqueueStyles' ) as $index => $url ) {
			wp_enqueue_style( self::STYLE_PREFIX . ( $index + 1 ), $url, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the URL is the user's, kept as written.
		}
		foreach ( self::urls( 'enqueueScripts' ) as $index => $url ) {
			wp_enqueue_script( self::SCRIPT_PREFIX . ( $index + 1 ), $url, array(), null, false ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion,WordPress.WP.EnqueuedResourceParameters.NotInFooter -- as written; in the head, where such scripts are expected.
		}
	}

	/**
	 * A setting's URLs (http(s) only, as saving checked).
	 *
	 * @param string $setting enqueueStyles or enqueueScripts.
	 * @return list<string>
	 */
	private static function urls( string $setting ): array {
		$value = SiteSettings::get( $setting );
		$urls  = array();
		foreach ( is_array( $value ) ? $value : array() as $url ) {
			$url = is_string( $url ) ? esc_url_raw( trim( $url ), array( 'http', 'https' ) ) : '';
			if ( '' !== $url ) {
				$urls[] = $url;
			}
		}
		return $urls;
	}
}
