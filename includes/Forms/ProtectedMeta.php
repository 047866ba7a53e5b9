<?php
/**
 * User meta keys a form may never write or read.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * A form's `userMeta` action writes the current user's meta under a key
 * named in the stored template (object mode) or under each input's name
 * (single mode). Keys that grant rights or that WordPress validates on its
 * own profile screen are never writable (nor readable for pre-populating):
 * protected meta (`_…`, is_protected_meta()), capabilities and user levels
 * of every site, keys under the database prefix, sessions, and the profile
 * settings listed here, and UiPress's own. Compared case-insensitively.
 * More can be added with the `uipress/forms/protected_meta` filter; the
 * built-in list cannot be shortened by it.
 */
final class ProtectedMeta {

	/**
	 * Pattern a writable meta key must match.
	 */
	public const KEY_PATTERN = '/^[a-zA-Z0-9_-]{1,191}$/';

	/**
	 * Keys by name.
	 */
	public const KEYS = array(
		'session_tokens',
		'use_ssl',
		'admin_color',
		'locale',
		'primary_blog',
		'source_domain',
		'default_password_nag',
		'community-events-location',
		'rich_editing',
		'syntax_highlighting',
		'comment_shortcuts',
		'show_admin_bar_front',
		'dismissed_wp_pointers',
		'application_passwords',
		'user_level',
		'capabilities',
	);

	/**
	 * Parts that make a key protected wherever they appear.
	 */
	public const CONTAINS = array( 'capabilities', 'user_level', 'user-settings', 'user_roles' );

	/**
	 * Key prefixes that are never writable.
	 */
	public const PREFIXES = array( '_', 'uipress', 'uip-', 'uip_' );

	/**
	 * Whether a form may write (and read) a meta key of the current user.
	 *
	 * @param string $key Meta key as stored in the template.
	 */
	public static function allows( string $key ): bool {
		if ( 1 !== preg_match( self::KEY_PATTERN, $key ) || is_protected_meta( $key, 'user' ) ) {
			return false;
		}
		$key = strtolower( $key );
		if ( in_array( $key, self::keys(), true ) ) {
			return false;
		}
		foreach ( self::CONTAINS as $part ) {
			if ( str_contains( $key, $part ) ) {
				return false;
			}
		}
		foreach ( self::prefixes() as $prefix ) {
			if ( str_starts_with( $key, $prefix ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The protected prefixes, with the database prefix (`wp_…`, `wp_2_…`).
	 *
	 * @return list<string>
	 */
	private static function prefixes(): array {
		global $wpdb;
		$prefixes = self::PREFIXES;
		if ( $wpdb instanceof \wpdb && '' !== $wpdb->base_prefix ) {
			$prefixes[] = strtolower( $wpdb->base_prefix );
		}
		return $prefixes;
	}

	/**
	 * Every protected key, lower case.
	 *
	 * @return list<string>
	 */
	public static function keys(): array {
		/**
		 * Filters the user meta keys forms may never write or read (more
		 * can be added; the built-in keys stay protected).
		 *
		 * @param string[] $keys Meta keys (compared case-insensitively).
		 */
		$extra = apply_filters( 'uipress/forms/protected_meta', self::KEYS );
		$keys  = array_merge( self::KEYS, is_array( $extra ) ? array_filter( $extra, 'is_string' ) : array() );
		return array_values( array_unique( array_map( 'strtolower', $keys ) ) );
	}
}
