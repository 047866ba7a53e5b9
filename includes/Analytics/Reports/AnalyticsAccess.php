<?php
/**
 * Who may read analytics reports.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Capabilities;
use UiPress\Settings\SiteSettings;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Template managers always; other users when one of their roles is in the
 * `analyticsRoles` setting (administrators by default).
 */
final class AnalyticsAccess {

	/**
	 * Whether a user may read reports.
	 *
	 * @param WP_User $user The user.
	 */
	public static function can_read( WP_User $user ): bool {
		if ( 0 === $user->ID ) {
			return false;
		}
		if ( user_can( $user, Capabilities::MANAGE ) ) {
			return true;
		}
		$roles = SiteSettings::get( AnalyticsSettings::ROLES );
		$roles = is_array( $roles ) ? $roles : array( 'administrator' );
		return array() !== array_intersect( $user->roles, array_filter( $roles, 'is_string' ) );
	}
}
