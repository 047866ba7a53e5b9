<?php
/**
 * Finds a user of this site.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A user the users app may show: one that exists and, on multisite, is a
 * member of the current site (as core's users screen lists them).
 */
final class UserLookup {

	/**
	 * The user, or a 404.
	 *
	 * @param int $id User id.
	 * @return WP_User|WP_Error
	 */
	public static function find( int $id ) {
		$user = $id > 0 ? get_userdata( $id ) : false;
		if ( ! $user instanceof WP_User || ( is_multisite() && ! is_user_member_of_blog( $id ) ) ) {
			return new WP_Error( 'uipress_user_not_found', __( 'That user does not exist on this site.', 'uipress' ), array( 'status' => 404 ) );
		}
		return $user;
	}
}
