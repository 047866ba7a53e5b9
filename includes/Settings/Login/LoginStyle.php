<?php
/**
 * The login page's stylesheet, built from the login settings.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Login;

use UiPress\Settings\ThemeVariables;

defined( 'ABSPATH' ) || exit;

/**
 * CSS for wp-login.php (every view: log in, lost password, register…):
 *
 * - `loginTheme` or `darkMode`: the page, the form card, fields, labels,
 *   links, messages and buttons take the theme variables (light or dark
 *   values, with the site's `theme` changes), declared on `body.login`;
 * - `loginTheme`: a cleaner card (rounded, shadowed, roomier) and rounded
 *   fields and buttons;
 * - `background_image`: the page background, covering it;
 * - `logo` and `logo_alignment`: the logo box (240 × 84, the image
 *   contained) at the left, centre or right of the form column;
 * - `login_form_alignment`: on screens wider than 782px, the form column
 *   (and the language switcher and branding line under it) sits at the
 *   left or right, 8vw from the edge (at least 24px);
 * - a panel (`panelHTML`): on wide screens, the half of the page opposite
 *   the form (under the form when the form is centred); on narrow screens,
 *   under the form.
 *
 * Only known strings, checked colours (ThemeVariables) and CssUrl output
 * go in, so nothing can close the <style> element.
 */
final class LoginStyle {

	/**
	 * Wide screens: WordPress's own breakpoint for the login page.
	 */
	private const WIDE = '@media screen and (min-width:783px)';

	/**
	 * The form column and what lines up under it.
	 */
	private const COLUMN = array( 'body.login:not(.interim-login) #login', 'body.login .language-switcher', 'body.login .uip-login-branding' );

	/**
	 * The stylesheet ('' when every setting is at its default).
	 *
	 * @param array<string, mixed> $values LoginSettings::current().
	 */
	public static function css( array $values ): string {
		$themed = LoginSettings::flag( $values, 'loginTheme' );
		$dark   = LoginSettings::flag( $values, 'darkMode' );
		$css    = '';
		if ( $themed || $dark ) {
			$css .= self::colours( $dark );
		}
		if ( $themed ) {
			$css .= self::theme();
		}
		$css .= self::background( LoginSettings::text( $values, 'background_image' ) );
		$css .= self::logo( LoginSettings::text( $values, 'logo' ), LoginSettings::alignment( $values, 'logo_alignment' ) );
		if ( $dark && '' === CssUrl::of( LoginSettings::text( $values, 'logo' ) ) ) {
			// WordPress's own logo is dark grey: light on a dark page.
			$css .= self::rule( array( 'body.login h1.wp-login-logo a' ), 'filter:invert(1)' );
		}
		$css .= self::layout( LoginSettings::alignment( $values, 'login_form_alignment' ), '' !== trim( LoginSettings::text( $values, 'panelHTML' ) ) );
		return $css;
	}

	/**
	 * The theme variables and the colours of every surface.
	 *
	 * @param bool $dark Dark values.
	 */
	private static function colours( bool $dark ): string {
		$values    = ThemeVariables::effective( $dark );
		$variables = '';
		foreach ( $values as $name => $value ) {
			$variables .= $name . ':' . $value . ';';
		}
		// Hover of the primary button: a darker shade on light, a lighter tint on dark.
		$variables .= '--uip-login-hover:var(' . ( $dark ? '--uip-color-primary-lighter' : '--uip-color-primary-darker' ) . ');';
		$fields     = array( 'body.login form .input', 'body.login input[type=text]', 'body.login input[type=password]', 'body.login input[type=email]', 'body.login select' );
		$messages   = array( 'body.login .message', 'body.login .notice', 'body.login .success', 'body.login #login_error' );
		return 'body.login{' . $variables . ( $dark ? 'color-scheme:dark;' : '' ) . 'background-color:var(--uip-color-base-1);color:var(--uip-color-text-base)}'
			. self::rule( array( 'body.login form' ), 'background:var(--uip-color-base-0);border-color:var(--uip-color-border);color:var(--uip-color-text-base)' )
			. self::rule( array( 'body.login label', 'body.login form .forgetmenot label', 'body.login .language-switcher label' ), 'color:var(--uip-color-text-base)' )
			. self::rule( $fields, 'background-color:var(--uip-color-base-1);color:var(--uip-color-text-emphasis);border-color:var(--uip-color-border)' )
			. self::rule( array( 'body.login a', 'body.login .button.wp-hide-pw', 'body.login .button.wp-hide-pw .dashicons' ), 'color:var(--uip-color-primary)' )
			. self::rule( array( 'body.login #nav a', 'body.login #backtoblog a', 'body.login .privacy-policy-page-link a', 'body.login .uip-login-branding' ), 'color:var(--uip-color-text-muted)' )
			. self::rule( array( 'body.login #nav a:hover', 'body.login #backtoblog a:hover', 'body.login a:focus' ), 'color:var(--uip-color-primary)' )
			. self::rule( $messages, 'background-color:var(--uip-color-base-0);color:var(--uip-color-text-base)' )
			. self::rule( array( 'body.login .button-primary' ), 'background:var(--uip-color-primary);border-color:var(--uip-color-primary);color:var(--uip-color-base-0)' )
			. self::rule( array( 'body.login .button-primary:hover', 'body.login .button-primary:focus' ), 'background:var(--uip-login-hover);border-color:var(--uip-login-hover);color:var(--uip-color-base-0)' )
			. self::rule( array( 'body.login .language-switcher .button' ), 'background:var(--uip-color-base-2);border-color:var(--uip-color-border);color:var(--uip-color-text-emphasis)' );
	}

	/**
	 * The UiPress login theme's shapes.
	 */
	private static function theme(): string {
		$fields = array( 'body.login form .input', 'body.login input[type=text]', 'body.login input[type=password]', 'body.login input[type=email]' );
		return self::rule( array( 'body.login form' ), 'border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.08);padding:32px 28px' )
			. self::rule( $fields, 'border-radius:8px' )
			. self::rule( array( 'body.login form .input:focus', 'body.login input[type=text]:focus', 'body.login input[type=password]:focus', 'body.login input[type=email]:focus' ), 'border-color:var(--uip-color-primary);box-shadow:0 0 0 1px var(--uip-color-primary)' )
			. self::rule( array( 'body.login .button-primary' ), 'border-radius:8px' )
			. self::rule( array( 'body.login .message', 'body.login .notice', 'body.login .success', 'body.login #login_error' ), 'border-radius:8px' )
			. self::rule( array( 'body.login .uip-login-branding' ), 'width:320px;max-width:100%;margin:0 auto 24px;text-align:center;font-size:12px' );
	}

	/**
	 * The page background.
	 *
	 * @param string $image Image URL.
	 */
	private static function background( string $image ): string {
		$url = CssUrl::of( $image );
		return '' === $url ? '' : self::rule( array( 'body.login' ), 'background-image:' . $url . ';background-size:cover;background-position:center;background-repeat:no-repeat;background-attachment:fixed' );
	}

	/**
	 * The logo and where it sits in the form column.
	 *
	 * @param string $image     Logo URL ('' for WordPress's).
	 * @param string $alignment left, center or right.
	 */
	private static function logo( string $image, string $alignment ): string {
		$url = CssUrl::of( $image );
		if ( '' === $url && 'center' === $alignment ) {
			return '';
		}
		$justify = array(
			'left'   => 'flex-start',
			'center' => 'center',
			'right'  => 'flex-end',
		);
		$css     = self::rule( array( 'body.login h1.wp-login-logo' ), 'display:flex;justify-content:' . $justify[ $alignment ] )
			. self::rule( array( 'body.login h1.wp-login-logo a' ), 'margin-left:0;margin-right:0' );
		if ( '' !== $url ) {
			$css .= self::rule( array( 'body.login h1.wp-login-logo a' ), 'background-image:' . $url . ';background-size:contain;background-position:' . $alignment . ' center;width:240px;max-width:100%;height:84px' );
		}
		return $css;
	}

	/**
	 * Where the form column and the panel sit.
	 *
	 * @param string $alignment Form alignment: left, center or right.
	 * @param bool   $panel     Whether there is a panel.
	 */
	private static function layout( string $alignment, bool $panel ): string {
		$css = '';
		if ( 'center' !== $alignment ) {
			$margins = 'left' === $alignment ? 'margin-left:max(24px,8vw);margin-right:auto' : 'margin-left:auto;margin-right:max(24px,8vw)';
			$css    .= self::WIDE . '{' . self::rule( array( 'body.login .language-switcher' ), 'width:320px' ) . self::rule( self::COLUMN, $margins ) . '}';
		}
		if ( ! $panel ) {
			return $css;
		}
		$css .= self::rule( array( 'body.login .uip-login-panel' ), 'box-sizing:border-box;width:320px;max-width:100%;margin:24px auto' );
		if ( 'center' === $alignment ) {
			return $css . self::WIDE . '{' . self::rule( array( 'body.login .uip-login-panel' ), 'width:640px' ) . '}';
		}
		$side = 'left' === $alignment ? 'right:0' : 'left:0';
		return $css . self::WIDE . '{' . self::rule( array( 'body.login .uip-login-panel' ), 'position:fixed;top:0;bottom:0;' . $side . ';width:50vw;margin:0;padding:48px;overflow:auto;display:flex;flex-direction:column;justify-content:center' ) . '}';
	}

	/**
	 * One rule.
	 *
	 * @param string[] $selectors    Selectors.
	 * @param string   $declarations Declarations.
	 */
	private static function rule( array $selectors, string $declarations ): string {
		return implode( ',', $selectors ) . '{' . $declarations . '}';
	}
}
