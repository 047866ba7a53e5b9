<?php
/**
 * Where users land after logging in, by role and by user.
 *
 * @package UiPress
 */

namespace UiPress\SignIn;

use UiPress\Settings\SiteSettings;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Filters `login_redirect` with the `loginRedirects` rules
 * (RedirectRules: a user's rule before role rules). A page the visitor
 * asked for (`redirect_to`, other than the admin home) wins: they were sent
 * to the login on their way there. When no rule applies WordPress's choice
 * stands, and on the admin home the page content block's `loginRedirect`
 * still picks the framed page (Runtime\RuntimeConfig::frame_url()).
 */
final class LoginRedirect {

	/**
	 * The setting holding the rules.
	 */
	public const SETTING = 'loginRedirects';

	/**
	 * Adds the filter (after most plugins', so the rules have the last word
	 * unless another plugin asks later on purpose).
	 */
	public static function register_hooks(): void {
		add_filter( 'login_redirect', array( self::class, 'filter' ), 20, 3 );
	}

	/**
	 * Filter callback for `login_redirect`.
	 *
	 * @param mixed $redirect_to WordPress's target.
	 * @param mixed $requested   The `redirect_to` the login was sent with.
	 * @param mixed $user        The user, or a WP_Error when the login failed.
	 * @return mixed
	 */
	public static function filter( $redirect_to, $requested, $user ) {
		if ( ! $user instanceof WP_User || ! $user->exists() ) {
			return $redirect_to;
		}
		if ( is_string( $requested ) && RedirectRules::is_explicit_request( $requested ) ) {
			return $redirect_to;
		}
		$target = RedirectRules::target_for( RedirectRules::from_stored( SiteSettings::get( self::SETTING ) ), $user );
		return '' === $target ? $redirect_to : $target;
	}
}
