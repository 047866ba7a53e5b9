<?php
/**
 * Who a privacy setting limits to their own content, and how.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Shared by the privacy settings (privateLibrary, privatePosts): as the spec
 * says, a setting limits every signed-in non-administrator; the roles in
 * `privacyExemptRoles` (administrators by default) and network super admins
 * see everything.
 */
final class OwnContentOnly {

	/**
	 * The user a setting limits right now, or 0 when it limits nobody.
	 *
	 * @param string $setting privateLibrary or privatePosts.
	 */
	public static function limited_user( string $setting ): int {
		if ( true !== SiteSettings::get( $setting ) ) {
			return 0;
		}
		$user = wp_get_current_user();
		if ( 0 === $user->ID || ( is_multisite() && is_super_admin( $user->ID ) ) ) {
			return 0;
		}
		$exempt = SiteSettings::get( 'privacyExemptRoles' );
		foreach ( $user->roles as $role ) {
			if ( is_array( $exempt ) && in_array( $role, $exempt, true ) ) {
				return 0;
			}
		}
		return $user->ID;
	}

	/**
	 * Query arguments narrowed to one author's posts, whatever author the
	 * request named (an `author` left in would widen `author__in`).
	 *
	 * @param array<mixed> $args    WP_Query arguments.
	 * @param int          $user_id The author.
	 * @return array<mixed>
	 */
	public static function narrow( array $args, int $user_id ): array {
		unset( $args['author'], $args['author_name'] );
		$args['author__in'] = array( $user_id );
		return $args;
	}

	/**
	 * Narrows a WP_Query itself (pre_get_posts).
	 *
	 * @param \WP_Query $query   The query.
	 * @param int       $user_id The author.
	 */
	public static function narrow_query( \WP_Query $query, int $user_id ): void {
		$query->set( 'author', '' );
		$query->set( 'author_name', '' );
		$query->set( 'author__in', array( $user_id ) );
	}
}
