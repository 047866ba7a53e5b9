<?php
/**
 * Where UiPress's scripts find their translations.
 *
 * @package UiPress
 */

namespace UiPress\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Script translations are asked for without a folder, so WordPress's text
 * domain registry chooses it as it does for PHP: the language pack's
 * (wp-content/languages/plugins) when it has the locale, else the
 * plugin's own languages/ (registered by load_plugin_textdomain() in
 * Plugin::load_textdomain()). Passing the plugin's folder, as UiPress did,
 * made its JSON win over a language pack's, the opposite of PHP's order.
 */
final class ScriptTranslations {

	/** The text domain of every UiPress script. */
	public const DOMAIN = 'uipress';

	/**
	 * Lets WordPress print a registered script's translations before it.
	 *
	 * @param non-empty-string $handle The script's handle.
	 */
	public static function set( string $handle ): void {
		wp_set_script_translations( $handle, self::DOMAIN );
	}

	/**
	 * A registered script's translations as Jed JSON (for a chunk another
	 * script loads later).
	 *
	 * @param non-empty-string $handle The script's handle.
	 * @return string|false False when there are none.
	 */
	public static function load( string $handle ) {
		return load_script_textdomain( $handle, self::DOMAIN );
	}
}
