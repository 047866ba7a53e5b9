<?php
/**
 * A user's UiPress preferences.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Lifecycle\StoredData;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Preferences (menuCollapsed, darkTheme, prefersGridView, uip-todo-list, and
 * any key a block needs) live in one array in the user meta
 * `uipress_preferences`, keyed by preference name. Values are JSON values:
 * booleans stay booleans, lists and objects stay lists and objects.
 *
 * A user may keep up to 1 MB of preferences; only the few the interface
 * needs before its first paint are printed with every admin page
 * (first_paint()), and blocks read the others through
 * `uipress/v1/preferences/{key}`.
 */
final class Preferences {

	/**
	 * The preferences printed with the page: the interface reads them before
	 * its first paint (dark mode, the collapsed menu, the posts table's grid).
	 */
	public const FIRST_PAINT = array( 'menuCollapsed', 'darkTheme', 'prefersGridView' );

	/**
	 * Largest JSON size of one printed value, in bytes: these are flags (or
	 * the words older versions stored for them), never lists.
	 */
	public const MAX_FIRST_PAINT_BYTES = 64;

	/**
	 * Largest JSON size of one value, in bytes.
	 */
	public const MAX_VALUE_BYTES = 65536;

	/**
	 * Largest JSON size of all of a user's preferences together, in bytes.
	 */
	public const MAX_TOTAL_BYTES = 1048576;

	/**
	 * Pattern a key must match.
	 */
	public const KEY_PATTERN = '[a-zA-Z0-9_-]+';

	/**
	 * Longest key.
	 */
	public const MAX_KEY_LENGTH = 100;

	/**
	 * Every preference of a user.
	 *
	 * @param int $user_id User.
	 * @return array<string, mixed>
	 */
	public static function all( int $user_id ): array {
		if ( $user_id < 1 ) {
			return array();
		}
		$stored = get_user_meta( $user_id, StoredData::PREFERENCES_META, true );
		if ( ! is_array( $stored ) ) {
			return array();
		}
		$preferences = array();
		foreach ( $stored as $key => $value ) {
			if ( is_string( $key ) && self::is_valid_key( $key ) ) {
				$preferences[ $key ] = $value;
			}
		}
		return $preferences;
	}

	/**
	 * The preferences of a user printed with the page (FIRST_PAINT): only
	 * those saved, only single values of at most MAX_FIRST_PAINT_BYTES.
	 *
	 * @param int $user_id User.
	 * @return array<string, bool|int|float|string>
	 */
	public static function first_paint( int $user_id ): array {
		$all    = self::all( $user_id );
		$inline = array();
		foreach ( self::FIRST_PAINT as $key ) {
			$value = $all[ $key ] ?? null;
			if ( is_scalar( $value ) && strlen( (string) wp_json_encode( $value ) ) <= self::MAX_FIRST_PAINT_BYTES ) {
				$inline[ $key ] = $value;
			}
		}
		return $inline;
	}

	/**
	 * Whether a flag's stored value means on, as the runtime reads it
	 * (src/runtime/preferences.ts preferenceBoolean(): older versions
	 * stored words).
	 *
	 * @param mixed $value The stored value.
	 */
	public static function is_on( $value ): bool {
		return in_array( $value, array( true, 'true', '1', 1, 'uiptrue' ), true );
	}

	/**
	 * One preference of a user; null when it was never saved.
	 *
	 * @param int    $user_id User.
	 * @param string $key     Preference name.
	 * @return mixed
	 */
	public static function get( int $user_id, string $key ) {
		$all = self::all( $user_id );
		return $all[ $key ] ?? null;
	}

	/**
	 * Saves one preference of a user.
	 *
	 * @param int    $user_id User.
	 * @param string $key     Preference name.
	 * @param mixed  $value   A JSON value (null removes the preference).
	 * @return true|WP_Error
	 */
	public static function set( int $user_id, string $key, $value ) {
		if ( $user_id < 1 ) {
			return new WP_Error( 'uipress_preferences_no_user', __( 'Preferences can only be saved for a signed-in user.', 'uipress' ), array( 'status' => 401 ) );
		}
		if ( ! self::is_valid_key( $key ) ) {
			return new WP_Error( 'uipress_invalid_preference_key', __( 'The preference name may only hold letters, digits, dashes and underscores.', 'uipress' ), array( 'status' => 400 ) );
		}
		$json = wp_json_encode( $value );
		if ( false === $json ) {
			return new WP_Error( 'uipress_invalid_preference_value', __( 'The preference value cannot be encoded as JSON.', 'uipress' ), array( 'status' => 400 ) );
		}
		if ( strlen( $json ) > self::MAX_VALUE_BYTES ) {
			return new WP_Error(
				'uipress_preference_too_large',
				/* translators: %s: the largest size allowed, e.g. 64 KB */
				sprintf( __( 'The preference value is larger than %s.', 'uipress' ), (string) size_format( self::MAX_VALUE_BYTES ) ),
				array( 'status' => 400 )
			);
		}

		$all = self::all( $user_id );
		if ( null === $value ) {
			unset( $all[ $key ] );
		} else {
			$all[ $key ] = $value;
		}
		if ( strlen( (string) wp_json_encode( $all ) ) > self::MAX_TOTAL_BYTES ) {
			return new WP_Error(
				'uipress_preferences_too_large',
				/* translators: %s: the largest size allowed, e.g. 1 MB */
				sprintf( __( 'Your preferences together are larger than %s.', 'uipress' ), (string) size_format( self::MAX_TOTAL_BYTES ) ),
				array( 'status' => 400 )
			);
		}
		// Meta functions unslash what they store: slash first so backslashes survive.
		update_user_meta( $user_id, StoredData::PREFERENCES_META, wp_slash( $all ) );
		return true;
	}

	/**
	 * Whether a preference name is acceptable.
	 *
	 * @param string $key Preference name.
	 */
	public static function is_valid_key( string $key ): bool {
		return strlen( $key ) <= self::MAX_KEY_LENGTH && 1 === preg_match( '/^' . self::KEY_PATTERN . '$/', $key );
	}
}
