<?php
/**
 * The demo template's words in a language.
 *
 * @package UiPress
 */

namespace UiPress\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The demo template's title and block names are written in the site's
 * language when it is installed, and can be written again in another
 * (DemoTemplate::translate()): each is one of these strings, looked up in
 * the language wanted.
 */
final class DemoNames {

	/**
	 * The block names, in English, as demo-template.json holds them.
	 */
	public const ENGLISH = array( 'Layout', 'Sidebar', 'Site logo', 'Admin menu', 'Main', 'Top bar', 'Menu button', 'Breadcrumbs', 'Toolbar', 'Dark mode', 'Account', 'Page loader', 'Page content' );

	/**
	 * The title, in English.
	 */
	public const TITLE = 'UiPress demo';

	/**
	 * Each English name (and the title) in a locale.
	 *
	 * @param string $locale The locale (WordPress's, e.g. de_DE).
	 * @return array<string, string> English → translated.
	 */
	public static function in( string $locale ): array {
		$switched = switch_to_locale( $locale );
		try {
			return self::translated();
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}

	/**
	 * The names in the current language (the strings are literal here so
	 * the POT lists them; most are the blocks' own names, translated once).
	 *
	 * @return array<string, string>
	 */
	private static function translated(): array {
		return array(
			'UiPress demo' => __( 'UiPress demo', 'uipress' ),
			'Layout'       => __( 'Layout', 'uipress' ),
			'Sidebar'      => __( 'Sidebar', 'uipress' ),
			'Site logo'    => __( 'Site logo', 'uipress' ),
			'Admin menu'   => __( 'Admin menu', 'uipress' ),
			'Main'         => __( 'Main', 'uipress' ),
			'Top bar'      => __( 'Top bar', 'uipress' ),
			'Menu button'  => __( 'Menu button', 'uipress' ),
			'Breadcrumbs'  => __( 'Breadcrumbs', 'uipress' ),
			'Toolbar'      => __( 'Toolbar', 'uipress' ),
			'Dark mode'    => __( 'Dark mode', 'uipress' ),
			'Account'      => __( 'Account', 'uipress' ),
			'Page loader'  => __( 'Page loader', 'uipress' ),
			'Page content' => __( 'Page content', 'uipress' ),
		);
	}
}
