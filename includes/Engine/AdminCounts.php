<?php
/**
 * The counts WordPress shows in the admin menu.
 *
 * @package UiPress
 */

namespace UiPress\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * Updates (plugins, themes, core, translations: each only for users who may
 * install it) and comments awaiting moderation (for users who see the
 * Comments menu, `edit_posts`), as the bubbles of the admin menu show them.
 */
final class AdminCounts {

	/**
	 * Available updates the current user may install.
	 */
	public static function updates(): int {
		$data  = wp_get_update_data();
		$total = $data['counts']['total'] ?? 0;
		return is_numeric( $total ) ? (int) $total : 0;
	}

	/**
	 * Comments awaiting moderation, or null when the user does not see them.
	 */
	public static function pending_comments(): ?int {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return null;
		}
		return (int) wp_count_comments()->moderated;
	}

	/**
	 * What the admin menu's bubbles add up to.
	 */
	public static function notifications(): int {
		return self::updates() + (int) self::pending_comments();
	}
}
