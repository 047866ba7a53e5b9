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
	 * Filter callback for `map_meta_cap`.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     The capability being checked.
	 * @param int      $user_id The user being checked.
	 * @return string[] Primitive capabilities the user must have.
	 */
	public static function map_meta_cap( $caps, $cap, $user_id ) {
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
	 * Whether the current user may manage UiPress.
	 */
	public static function current_user_can_manage(): bool {
		return current_user_can( self::MANAGE );
	}
}
