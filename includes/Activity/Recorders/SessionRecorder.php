<?php
/**
 * Records signing in and out.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Events: user.signed_in, user.sign_in_failed (the login tried as the object's
 * name, nobody as the actor; repeated failures are counted in one row:
 * FailedSignIns), user.signed_out.
 */
final class SessionRecorder {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'wp_login', array( self::class, 'signed_in' ), 10, 2 );
		add_action( 'wp_login_failed', array( self::class, 'sign_in_failed' ) );
		add_action( 'wp_logout', array( self::class, 'signed_out' ) );
	}

	/**
	 * `wp_login`: the user is the actor (not signed in yet for this request).
	 *
	 * @param string|mixed  $login The login.
	 * @param WP_User|mixed $user  The user.
	 */
	public static function signed_in( $login, $user ): void {
		unset( $login );
		if ( ! $user instanceof WP_User ) {
			return;
		}
		ActivityLog::record(
			'user.signed_in',
			'user',
			(string) $user->ID,
			(string) $user->display_name,
			array(),
			array(
				'user_id'    => $user->ID,
				'user_label' => (string) $user->display_name,
			)
		);
	}

	/**
	 * `wp_login_failed`: nobody is the actor; the login tried is kept as
	 * typed (never the password).
	 *
	 * @param string|mixed $login The login or email tried.
	 */
	public static function sign_in_failed( $login ): void {
		$tried = mb_substr( is_string( $login ) ? sanitize_user( $login ) : '', 0, 255 );
		if ( FailedSignIns::fold( $tried ) ) {
			return;
		}
		$user = '' === $tried ? false : get_user_by( is_email( $tried ) ? 'email' : 'login', $tried );
		ActivityLog::record(
			FailedSignIns::ACTION,
			'user',
			$user instanceof WP_User ? (string) $user->ID : '0',
			$tried,
			array(),
			array(
				'user_id'    => 0,
				'user_label' => '',
			)
		);
		// Written now, so the next attempt (in this request too: XML-RPC's
		// system.multicall tries many) is counted in this row.
		ActivityLog::flush();
	}

	/**
	 * `wp_logout`: the user who signed out.
	 *
	 * @param int|mixed $user_id The user (WordPress 5.5+).
	 */
	public static function signed_out( $user_id ): void {
		$user = get_userdata( is_numeric( $user_id ) ? (int) $user_id : 0 );
		if ( ! $user instanceof WP_User ) {
			return;
		}
		ActivityLog::record(
			'user.signed_out',
			'user',
			(string) $user->ID,
			(string) $user->display_name,
			array(),
			array(
				'user_id'    => $user->ID,
				'user_label' => (string) $user->display_name,
			)
		);
	}
}
