<?php
/**
 * Setting `themeEnabled`: WordPress's own screens in the theme's colours.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Plugin;
use UiPress\Runtime\Takeover;
use UiPress\Settings\Colour;
use UiPress\Settings\SiteSettings;
use UiPress\Settings\ThemeVariables;

defined( 'ABSPATH' ) || exit;

/**
 * With `themeEnabled` on, stock admin screens (framed in the interface, or
 * the whole stock admin when no template applies) get a stylesheet mapping
 * WordPress's admin colours to the theme variables: WordPress's own
 * `--wp-admin-theme-color` family (primary buttons, focus rings, fields,
 * checkboxes and radios), links, the page background (base 1), boxes and
 * tables (base 0), texts and borders, in light and in dark
 * (`html[data-theme=dark]`, which FramedDarkStyle completes). Not on the
 * block editor (its own interface), UiPress's own screens (core-styled
 * apps) or the interface page itself (its stock page is not shown). No
 * quotes or child combinators: the stylesheet goes through esc_html.
 */
final class AdminTheme {

	public const STYLE_ID = 'uip-admin-theme-css';

	/**
	 * Adds the hooks (before FramedDarkStyle, whose dark rules complete these).
	 */
	public static function register_hooks(): void {
		add_action( 'admin_head', array( self::class, 'print' ), 9 );
	}

	/**
	 * Whether this admin page gets the stylesheet.
	 */
	public static function applies(): bool {
		if ( true !== SiteSettings::get( 'themeEnabled' ) ) {
			return false;
		}
		$screen = get_current_screen();
		if ( null !== $screen && $screen->is_block_editor() ) {
			return false;
		}
		$page = isset( $_GET['page'] ) && is_string( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses a stylesheet.
		if ( in_array( $page, Takeover::OWN_SCREENS, true ) ) {
			return false;
		}
		$decision = Plugin::instance()->takeover()->decision();
		return null === $decision || Takeover::MODE_TAKEOVER !== $decision['mode'];
	}

	/**
	 * Prints the stylesheet (admin_head).
	 */
	public static function print(): void {
		if ( self::applies() ) {
			printf( "<style id=\"%s\">%s</style>\n", esc_attr( self::STYLE_ID ), esc_html( self::css() ) );
		}
	}

	/**
	 * The stylesheet, with the site's values.
	 */
	public static function css(): string {
		$light = ThemeVariables::effective( false, get_current_user_id() );
		$dark  = ThemeVariables::effective( true, get_current_user_id() );
		return ':root{' . self::declarations( $light ) . self::wp_admin_colours( $light ) . '}'
			. 'html[data-theme=dark]{' . self::declarations( $dark ) . self::wp_admin_colours( $dark ) . '}'
			. 'body{background:var(--uip-color-base-1);color:var(--uip-color-text-base)}'
			. '#wpbody-content h1,#wpbody-content h2,#wpbody-content h3,#wpbody-content h4,.postbox .hndle,.card .title{color:var(--uip-color-text-emphasis)}'
			. '#wpbody-content .description,#wpbody-content .howto,.subsubsub .count{color:var(--uip-color-text-muted)}'
			. '.postbox,.postbox-header,.card,.stuffbox,.welcome-panel,.widefat,#screen-meta,#screen-meta-links .show-settings{background:var(--uip-color-base-0);border-color:var(--uip-color-border)}'
			. '.notice,div.updated,div.error,.update-nag{background-color:var(--uip-color-base-0)}'
			. '.widefat td,.widefat th,.widefat thead td,.widefat thead th,.widefat tfoot td,.widefat tfoot th{border-color:var(--uip-color-border)}'
			. '.striped tbody tr:nth-child(odd),.alternate{background-color:var(--uip-color-base-1)}'
			. 'a,.wp-core-ui .button-link,.wp-ui-text-highlight,.view-switch a.current:before{color:var(--uip-color-primary)}'
			. 'a:hover,a:active,.wp-core-ui .button-link:hover{color:var(--uip-color-primary-darker)}'
			. '.wp-ui-highlight{background-color:var(--uip-color-primary);color:var(--uip-color-text-inverse)}'
			. '.wp-core-ui .button-primary{background:var(--uip-color-primary);border-color:var(--uip-color-primary);color:var(--uip-color-text-inverse)}'
			. '.wp-core-ui .button-primary:hover,.wp-core-ui .button-primary:focus,.wp-core-ui .button-primary:active{background:var(--uip-color-primary-darker);border-color:var(--uip-color-primary-darker);color:var(--uip-color-text-inverse)}'
			. '.wrap .page-title-action{color:var(--uip-color-primary);border-color:var(--uip-color-primary)}'
			. 'input[type=checkbox]:checked,input[type=radio]:checked{background:var(--uip-color-primary);border-color:var(--uip-color-primary)}';
	}

	/**
	 * `name:value;` for each variable.
	 *
	 * @param array<string, string> $values Values by name.
	 */
	private static function declarations( array $values ): string {
		$css = '';
		foreach ( $values as $name => $value ) {
			$css .= $name . ':' . $value . ';';
		}
		return $css;
	}

	/**
	 * WordPress's admin colour variables set to the theme's primary (its
	 * hover shades to primary darker), with the `r,g,b` forms its tints use.
	 *
	 * @param array<string, string> $values Values by name.
	 */
	private static function wp_admin_colours( array $values ): string {
		$shades = array(
			'--wp-admin-theme-color'           => $values['--uip-color-primary'],
			'--wp-admin-theme-color-darker-10' => $values['--uip-color-primary-darker'],
			'--wp-admin-theme-color-darker-20' => $values['--uip-color-primary-darker'],
		);
		$css    = '';
		foreach ( $shades as $name => $colour ) {
			$css .= $name . ':' . $colour . ';';
			$rgb  = Colour::rgb( $colour );
			if ( null !== $rgb ) {
				$css .= $name . '--rgb:' . $rgb . ';';
			}
		}
		return $css;
	}
}
