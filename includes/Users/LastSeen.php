<?php
/**
 * When users last signed in and were last active.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps two user meta values, unix times (network-wide on multisite, as user
 * meta is): `uip_last_login`, written on every sign-in, and
 * `uip_last_activity`, written on sign-in and on authenticated admin page
 * loads and REST requests at most once every 15 minutes per user, so a busy
 * user costs one meta write per quarter hour and every other request only a
 * read of the meta WordPress already loaded with the user's capabilities.
 */
final class LastSeen {

	public const LAST_LOGIN    = 'uip_last_login';
	public const LAST_ACTIVITY = 'uip_last_activity';

	/**
	 * Seconds between two writes of a user's last activity.
	 */
	public const ACTIVITY_INTERVAL = 15 * 60;

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'wp_login', array( self::class, 'signed_in' ), 10, 2 );
		add_action( 'admin_init', array( self::class, 'admin_request' ) );
		add_filter( 'rest_pre_dispatch', array( self::class, 'rest_request' ) );
	}

	/**
	 * `wp_login`: the sign-in is both the last login and activity.
	 *
	 * @param string $login The user's login name.
	 * @param mixed  $user  The user who signed in.
	 */
	public static function signed_in( $login, $user ): void {
		unset( $login );
		if ( ! $user instanceof WP_User || $user->ID <= 0 ) {
			return;
		}
		$now = time();
		update_user_meta( $user->ID, self::LAST_LOGIN, $now );
		update_user_meta( $user->ID, self::LAST_ACTIVITY, $now );
	}

	/**
	 * `admin_init`: an admin page load (not admin-ajax, whose heartbeat
	 * would keep an idle open tab "active").
	 */
	public static function admin_request(): void {
		if ( wp_doing_ajax() ) {
			return;
		}
		self::touch( get_current_user_id() );
	}

	/**
	 * `rest_pre_dispatch`: an authenticated REST request (the REST server
	 * has checked the cookie's nonce by then). Lets the request through.
	 *
	 * @param mixed $result The response so far.
	 * @return mixed
	 */
	public static function rest_request( $result ) {
		self::touch( get_current_user_id() );
		return $result;
	}

	/**
	 * Records a user's activity now, unless it was recorded less than 15
	 * minutes ago.
	 *
	 * @param int      $user_id The user (0: a visitor, nothing recorded).
	 * @param int|null $now     Unix time (tests); now by default.
	 */
	public static function touch( int $user_id, ?int $now = null ): void {
		if ( $user_id <= 0 ) {
			return;
		}
		$now  = $now ?? time();
		$last = self::time_of( $user_id, self::LAST_ACTIVITY );
		if ( null !== $last && $now - $last < self::ACTIVITY_INTERVAL && $last <= $now ) {
			return;
		}
		update_user_meta( $user_id, self::LAST_ACTIVITY, $now );
	}

	/**
	 * A stored time, or null when none is.
	 *
	 * @param int    $user_id The user.
	 * @param string $key     LAST_LOGIN or LAST_ACTIVITY.
	 */
	public static function time_of( int $user_id, string $key ): ?int {
		return self::parse( get_user_meta( $user_id, $key, true ) );
	}

	/**
	 * A stored meta value as a unix time (null: none or unreadable).
	 *
	 * @param mixed $value Meta value.
	 */
	public static function parse( $value ): ?int {
		if ( is_int( $value ) ) {
			return $value > 0 ? $value : null;
		}
		if ( ! is_string( $value ) || ! ctype_digit( $value ) ) {
			return null;
		}
		$time = (int) $value;
		return $time > 0 ? $time : null;
	}

	/**
	 * A unix time as the API's ISO-8601 UTC text, or null.
	 *
	 * @param int|null $time Unix time.
	 */
	public static function iso( ?int $time ): ?string {
		return null === $time ? null : gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}
}
