<?php
/**
 * Who may read store analytics.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use UiPress\Settings\SiteSettings;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Users who can view WooCommerce's reports (administrators and shop
 * managers), and users with a role in `storeAnalyticsRoles`. The visitor
 * analytics roles (`analyticsRoles`) do not count here. Recent orders also
 * need WooCommerce's order editing capability: they show customers' names.
 */
final class StoreAccess {

	/**
	 * Whether a user may read the store blocks' reports.
	 *
	 * @param WP_User $user The user.
	 */
	public static function can_read( WP_User $user ): bool {
		if ( 0 === $user->ID ) {
			return false;
		}
		if ( user_can( $user, StoreSettings::REPORTS_CAPABILITY ) ) {
			return true;
		}
		$roles = SiteSettings::get( StoreSettings::ROLES );
		$roles = is_array( $roles ) ? array_filter( $roles, 'is_string' ) : array();
		return array() !== array_intersect( $user->roles, $roles );
	}

	/**
	 * Whether a user may see recent orders.
	 *
	 * @param WP_User $user The user.
	 */
	public static function can_see_orders( WP_User $user ): bool {
		return self::can_read( $user ) && user_can( $user, StoreSettings::ORDERS_CAPABILITY );
	}
}
