<?php
/**
 * Where users land after logging out, by role and by user.
 *
 * @package UiPress
 */

namespace UiPress\SignIn;

use UiPress\Settings\SiteSettings;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Filters `logout_redirect` with the `logoutRedirects` rules, with the same
 * precedence as LoginRedirect: a `redirect_to` sent with the logout link
 * wins, then the user's rule, then a rule of one of their roles, else
 * WordPress's login page with "You are now logged out".
 */
final class LogoutRedirect {

	/**
	 * The setting holding the rules.
	 */
	public const SETTING = 'logoutRedirects';

	/**
	 * Adds the filter.
	 */
	public static function register_hooks(): void {
		add_filter( 'logout_redirect', array( self::class, 'filter' ), 20, 3 );
	}

	/**
	 * Filter callback for `logout_redirect`.
	 *
	 * @param mixed $redirect_to WordPress's target.
	 * @param mixed $requested   The `redirect_to` the logout link carried.
	 * @param mixed $user        The user who logged out.
	 * @return mixed
	 */
	public static function filter( $redirect_to, $requested, $user ) {
		if ( ! $user instanceof WP_User || ! $user->exists() ) {
			return $redirect_to;
		}
		if ( is_string( $requested ) && '' !== trim( $requested ) ) {
			return $redirect_to;
		}
		$target = RedirectRules::target_for( RedirectRules::from_stored( SiteSettings::get( self::SETTING ) ), $user );
		return '' === $target ? $redirect_to : $target;
	}
}
