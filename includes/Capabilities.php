<?php
/**
 * The uipress_manage meta capability.
 *
 * @package UiPress
 */

namespace UiPress;

defined( 'ABSPATH' ) || exit;

/**
 * Maps `uipress_manage`, which gates the builder, templates, menus and site
 * settings, to a primitive capability (`manage_options` unless filtered).
 */
final class Capabilities {

	/**
	 * The meta capability every UiPress management screen and route checks.
	 */
	public const MANAGE = 'uipress_manage';

	/**
	 * The primitive capability MANAGE maps to by default.
	 */
	public const DEFAULT_PRIMITIVE = 'manage_options';

	/**
	 * The meta capability of the users app, the role editor and the activity
	 * log (issue 33, docs/USERS.md).
	 */
	public const MANAGE_USERS = 'uipress_manage_users';

	/**
	 * The primitive capabilities MANAGE_USERS maps to by default: those of
	 * core's own users screen (list) and role changes (promote).
	 */
	public const DEFAULT_USERS_PRIMITIVES = array( 'promote_users', 'list_users' );

	/**
	 * Filter callback for `map_meta_cap`.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     The capability being checked.
	 * @param int      $user_id The user being checked.
	 * @return string[] Primitive capabilities the user must have.
	 */
	public static function map_meta_cap( $caps, $cap, $user_id ) {
		if ( self::MANAGE_USERS === $cap ) {
			return self::users_primitives( (int) $user_id );
		}
		if ( self::MANAGE !== $cap ) {
			return $caps;
		}

		/**
		 * Filters the primitive capability that grants access to UiPress management.
		 *
		 * @param string $capability Primitive capability. Default 'manage_options'.
		 * @param int    $user_id    The user whose access is being checked.
		 */
		$primitive = apply_filters( 'uipress/capability', self::DEFAULT_PRIMITIVE, (int) $user_id );

		if ( ! is_string( $primitive ) || '' === $primitive || self::MANAGE === $primitive ) {
			// A broken filter must never widen access: fall back to the default.
			$primitive = self::DEFAULT_PRIMITIVE;
		}

		return array( $primitive );
	}

	/**
	 * The primitive capabilities `uipress_manage_users` needs.
	 *
	 * @param int $user_id The user being checked.
	 * @return string[]
	 */
	private static function users_primitives( int $user_id ): array {
		/**
		 * Filters the primitive capabilities a user needs for the users app,
		 * the role editor and the activity log.
		 *
		 * @param string[] $capabilities Default array( 'promote_users', 'list_users' ).
		 * @param int      $user_id      The user whose access is being checked.
		 */
		$primitives = apply_filters( 'uipress/manage_users_capabilities', self::DEFAULT_USERS_PRIMITIVES, $user_id );
		if ( ! is_array( $primitives ) ) {
			return self::DEFAULT_USERS_PRIMITIVES;
		}
		$primitives = array_values(
			array_filter(
				$primitives,
				static fn( $cap ): bool => is_string( $cap ) && '' !== $cap && self::MANAGE_USERS !== $cap && self::MANAGE !== $cap
			)
		);
		// A broken filter must never widen access: nothing left means the default.
		return array() === $primitives ? self::DEFAULT_USERS_PRIMITIVES : $primitives;
	}

	/**
	 * Whether the current user may manage UiPress.
	 */
	public static function current_user_can_manage(): bool {
		return current_user_can( self::MANAGE );
	}
}
