<?php
/**
 * Dark mode for the stock admin pages shown in the page content frame.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Settings\ThemeVariables;

defined( 'ABSPATH' ) || exit;

/**
 * The interface sets `data-theme="dark"` on the root of every frame while
 * dark mode is on (src/runtime/dark-mode.ts). A framed admin page is stock
 * wp-admin, so it needs its own stylesheet to follow: assets/framed-dark.css,
 * loaded on framed pages only, turns the core screens people use (dashboard
 * and its widgets, the lists, settings, profile, tools, site health, themes,
 * the media library and its modal) to the theme variables' dark values, all
 * scoped to `html[data-theme=dark]` so the light page is untouched. The
 * variables' dark values (the site's, setting `theme`) are printed inline
 * beside it.
 *
 * The stylesheet loads on every framed page, light or dark: dark mode can
 * be switched on while a page is shown, and the browser keeps the file.
 *
 * When the user's `darkTheme` preference is on, the frame's `<html>` gets
 * the attribute from the server already, so the page does not flash light
 * before the interface marks it.
 */
final class FramedDarkStyle {

	public const STYLE_ID = 'uip-framed-dark-css';

	/**
	 * Handle of the stylesheet file (its `<link>` id is `<handle>-css`).
	 */
	public const HANDLE = 'uip-framed-dark-rules';

	/**
	 * The stylesheet file, relative to the plugin's folder.
	 */
	public const FILE = 'assets/framed-dark.css';

	/**
	 * The rules for WooCommerce's screens, loaded only when WooCommerce is active.
	 */
	public const WOOCOMMERCE_FILE = 'assets/framed-dark-woocommerce.css';

	/**
	 * Its style handle.
	 */
	public const WOOCOMMERCE_HANDLE = 'uip-framed-dark-woocommerce';

	/**
	 * What every rule is scoped to.
	 */
	public const SCOPE = 'html[data-theme=dark]';

	/**
	 * The theme variables' default dark values (one copy, in ThemeVariables).
	 */
	public const DARK_VALUES = ThemeVariables::DARK_DEFAULTS;

	/**
	 * The inline part: the variables' dark values (the site's, setting
	 * `theme`) and the dark colour scheme, on the dark root.
	 */
	public static function css(): string {
		$variables = '';
		foreach ( ThemeVariables::effective( true, get_current_user_id() ) as $name => $value ) {
			$variables .= $name . ':' . $value . ';';
		}
		return self::SCOPE . '{color-scheme:dark;' . $variables . 'background:var(--uip-color-base-1)}';
	}

	/**
	 * Whether this page gets dark mode's styles. Not the block editor's
	 * screens: the editor draws its own light interface (panels, modals,
	 * labels) that these wp-admin rules would turn unreadable; it stays as
	 * WordPress draws it.
	 */
	private static function applies(): bool {
		$screen = get_current_screen();
		return null === $screen || ! $screen->is_block_editor();
	}

	/**
	 * Loads the stylesheet (admin_enqueue_scripts of framed pages; printed
	 * after WordPress's own styles, whose colours its rules override).
	 */
	public static function enqueue(): void {
		if ( self::applies() ) {
			wp_enqueue_style( self::HANDLE, UIPRESS_PLUGIN_URL . self::FILE, array(), UIPRESS_VERSION );
			if ( class_exists( 'WooCommerce' ) ) {
				wp_enqueue_style( self::WOOCOMMERCE_HANDLE, UIPRESS_PLUGIN_URL . self::WOOCOMMERCE_FILE, array( self::HANDLE ), UIPRESS_VERSION );
			}
		}
	}

	/**
	 * Prints the variables' dark values (admin_head of framed pages).
	 */
	public static function print(): void {
		if ( self::applies() ) {
			printf( "<style id=\"%s\">%s</style>\n", esc_attr( self::STYLE_ID ), esc_html( self::css() ) );
		}
	}

	/**
	 * Adds `data-theme="dark"` to the frame's `<html>` when the user's
	 * `darkTheme` preference is on (filter `language_attributes`).
	 *
	 * @param string $output The attributes.
	 */
	public static function language_attributes( $output ): string {
		$output = is_string( $output ) ? $output : '';
		if ( true === Preferences::get( get_current_user_id(), 'darkTheme' ) && ! str_contains( $output, 'data-theme' ) ) {
			$output .= ' data-theme="dark"';
		}
		return $output;
	}
}
