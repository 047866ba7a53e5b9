<?php
/**
 * The login group of site settings, on wp-login.php.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\Login\LoginPreview;
use UiPress\Settings\Login\LoginSettings;
use UiPress\Settings\Login\LoginStyle;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks wp-login.php (every view) to the login settings in effect
 * (LoginSettings: saved, or a manager's preview draft):
 *
 * - the stylesheet of LoginStyle, after WordPress's login styles;
 * - `logo`: the logo links to the site's home and reads as the site name;
 * - `hideLanguage`: no language switcher;
 * - `loginTheme`: the line "Login page by UiPress" under the form, unless
 *   `removeBranding`;
 * - `panelHTML`: printed as saved (only users with unfiltered_html can
 *   save it) in a panel beside the form;
 * - `loginCSS`: printed last in the head, in its own <style>.
 *
 * The re-login dialog WordPress opens inside the admin (interim login)
 * gets the colours and the logo but no panel and no branding line.
 */
final class LoginPage {

	public const STYLE_HANDLE = 'login';

	public const CUSTOM_CSS_ID = 'uip-login-custom-css';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'login_enqueue_scripts', array( self::class, 'add_style' ) );
		add_action( 'login_head', array( self::class, 'print_custom_css' ), PHP_INT_MAX );
		add_filter( 'login_headerurl', array( self::class, 'header_url' ) );
		add_filter( 'login_headertext', array( self::class, 'header_text' ) );
		add_filter( 'login_display_language_dropdown', array( self::class, 'language_dropdown' ) );
		add_filter( 'login_body_class', array( self::class, 'body_class' ) );
		add_action( 'login_footer', array( self::class, 'print_footer' ), 5 );
		add_filter( 'enable_login_autofocus', array( self::class, 'autofocus' ) );
	}

	/**
	 * No focus on the form in the settings screen's preview frame: a focused
	 * field in a frame takes the keyboard from the screen and scrolls it
	 * (filter `enable_login_autofocus`).
	 *
	 * @param mixed $enabled WordPress's choice.
	 * @return mixed
	 */
	public static function autofocus( $enabled ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether the page is a preview; nothing is changed.
		return isset( $_GET[ LoginPreview::PARAM ] ) ? false : $enabled;
	}

	/**
	 * Adds the stylesheet after WordPress's login styles (action `login_enqueue_scripts`).
	 */
	public static function add_style(): void {
		$css = LoginStyle::css( LoginSettings::current() );
		if ( '' !== $css ) {
			wp_add_inline_style( self::STYLE_HANDLE, $css );
		}
	}

	/**
	 * Prints the site's login CSS, last in the head (action `login_head`).
	 */
	public static function print_custom_css(): void {
		$css = LoginSettings::text( LoginSettings::current(), 'loginCSS' );
		if ( '' === trim( $css ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSS saved by a user with unfiltered_html, printed as saved.
		printf( "<style id=\"%s\">\n%s\n</style>\n", esc_attr( self::CUSTOM_CSS_ID ), $css );
	}

	/**
	 * The logo links to the site's home (filter `login_headerurl`).
	 *
	 * @param mixed $url WordPress's link.
	 * @return mixed
	 */
	public static function header_url( $url ) {
		return self::has_logo() ? home_url( '/' ) : $url;
	}

	/**
	 * The logo reads as the site name (filter `login_headertext`, printed
	 * as HTML by WordPress, hence escaped).
	 *
	 * @param mixed $text WordPress's text.
	 * @return mixed
	 */
	public static function header_text( $text ) {
		return self::has_logo() ? esc_html( get_bloginfo( 'name', 'display' ) ) : $text;
	}

	/**
	 * No language switcher when `hideLanguage` is on (filter `login_display_language_dropdown`).
	 *
	 * @param mixed $display Whether WordPress would show it.
	 * @return mixed
	 */
	public static function language_dropdown( $display ) {
		return LoginSettings::flag( LoginSettings::current(), 'hideLanguage' ) ? false : $display;
	}

	/**
	 * Classes naming the look, for the site's own CSS (filter `login_body_class`).
	 *
	 * @param mixed $classes Body classes.
	 * @return mixed
	 */
	public static function body_class( $classes ) {
		if ( ! is_array( $classes ) ) {
			return $classes;
		}
		$values = LoginSettings::current();
		if ( LoginSettings::flag( $values, 'loginTheme' ) ) {
			$classes[] = 'uip-login-theme';
		}
		if ( LoginSettings::flag( $values, 'darkMode' ) ) {
			$classes[] = 'uip-login-dark';
		}
		$classes[] = 'uip-login-form-' . LoginSettings::alignment( $values, 'login_form_alignment' );
		return $classes;
	}

	/**
	 * The branding line and the panel, after the form column (action `login_footer`).
	 */
	public static function print_footer(): void {
		if ( ! empty( $GLOBALS['interim_login'] ) ) {
			return;
		}
		$values = LoginSettings::current();
		if ( LoginSettings::flag( $values, 'loginTheme' ) && ! LoginSettings::flag( $values, 'removeBranding' ) ) {
			printf( '<p class="uip-login-branding">%s</p>' . "\n", esc_html__( 'Login page by UiPress', 'uipress' ) );
		}
		$panel = LoginSettings::text( $values, 'panelHTML' );
		if ( '' !== trim( $panel ) ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- HTML saved by a user with unfiltered_html, printed as saved.
			printf( '<div class="uip-login-panel">%s</div>' . "\n", $panel );
		}
	}

	/**
	 * Whether a logo is set.
	 */
	private static function has_logo(): bool {
		return '' !== LoginSettings::text( LoginSettings::current(), 'logo' );
	}
}
