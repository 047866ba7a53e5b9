<?php
/**
 * Sends a user core's password reset e-mail.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The e-mail of the lost password screen (retrieve_password()): a link to
 * choose a new password; the current password keeps working until then.
 * The activity log records `user.password_reset_sent` from core's
 * `retrieve_password` hook, which runs in this request with the manager
 * signed in (so it knows who sent it): nothing is recorded here.
 */
final class PasswordReset {

	/**
	 * Sends the e-mail.
	 *
	 * @param WP_User $user The user.
	 * @return true|WP_Error
	 */
	public static function send( WP_User $user ) {
		$sent = retrieve_password( $user->user_login );
		if ( true !== $sent ) {
			$error = $sent instanceof WP_Error ? $sent : new WP_Error( 'uipress_reset_not_sent', '' );
			$code  = (string) $error->get_error_code();
			return new WP_Error(
				'no_password_reset' === $code ? 'uipress_reset_not_allowed' : 'uipress_reset_not_sent',
				'no_password_reset' === $code
					? __( 'Password resets are turned off for this user.', 'uipress' )
					: __( 'The password reset e-mail could not be sent. Check that this site can send e-mail.', 'uipress' ),
				array( 'status' => 'no_password_reset' === $code ? 403 : 500 )
			);
		}
		return true;
	}
}
