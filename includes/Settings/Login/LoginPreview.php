<?php
/**
 * Drafts of the login settings, shown on wp-login.php to the manager who made them.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Login;

use UiPress\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen previews unsaved login settings: it stores them as a
 * draft for the current user (one per user, a transient kept 30 minutes)
 * and frames `wp-login.php?uip-login-preview=<token>`. There the draft
 * applies over the saved values only when the signed-in user (WordPress
 * reads the logged-in cookie on wp-login.php) is a manager and the token is
 * the one of their draft: anyone else sees the saved login page.
 */
final class LoginPreview {

	/**
	 * The query parameter carrying the token.
	 */
	public const PARAM = 'uip-login-preview';

	/**
	 * Transients are named by this prefix and the user id.
	 */
	public const TRANSIENT_PREFIX = 'uipress_login_preview_';

	/**
	 * How long a draft is kept: 30 minutes.
	 */
	public const LIFETIME = 1800;

	/**
	 * Stores a user's draft (replacing theirs) and returns the preview URL.
	 *
	 * @param int                  $user_id  The manager.
	 * @param array<string, mixed> $settings Checked login settings.
	 */
	public static function store( int $user_id, array $settings ): string {
		$token = strtolower( wp_generate_password( 32, false ) );
		set_transient(
			self::TRANSIENT_PREFIX . $user_id,
			array(
				'token'    => $token,
				'settings' => $settings,
			),
			self::LIFETIME
		);
		return add_query_arg( self::PARAM, $token, wp_login_url() );
	}

	/**
	 * The draft this request previews: empty unless it carries the token of
	 * the signed-in manager's draft.
	 *
	 * @return array<string, mixed>
	 */
	public static function for_request(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the token is the proof; it only changes what the page looks like.
		$token = isset( $_GET[ self::PARAM ] ) && is_string( $_GET[ self::PARAM ] ) ? sanitize_key( wp_unslash( $_GET[ self::PARAM ] ) ) : '';
		$user  = get_current_user_id();
		if ( '' === $token || 0 === $user || ! Capabilities::current_user_can_manage() ) {
			return array();
		}
		$draft = get_transient( self::TRANSIENT_PREFIX . $user );
		if ( ! is_array( $draft ) || ! is_string( $draft['token'] ?? null ) || ! is_array( $draft['settings'] ?? null ) ) {
			return array();
		}
		if ( ! hash_equals( $draft['token'], $token ) ) {
			return array();
		}
		$settings = array();
		foreach ( $draft['settings'] as $key => $value ) {
			$settings[ (string) $key ] = $value;
		}
		return $settings;
	}
}
