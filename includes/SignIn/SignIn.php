<?php
/**
 * Sign-in and sign-out: the hooks of every part.
 *
 * @package UiPress
 */

namespace UiPress\SignIn;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the login and logout redirects and the custom login address
 * (settings group `signIn`, docs/SETTINGS.md).
 */
final class SignIn {

	/**
	 * Adds every hook.
	 */
	public static function register_hooks(): void {
		LoginRedirect::register_hooks();
		LogoutRedirect::register_hooks();
		LoginAddress::register_hooks();
	}
}
