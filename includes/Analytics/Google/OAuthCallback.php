<?php
/**
 * Where Google sends the administrator back after the consent.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Google;

use UiPress\Admin\AdminScreens;
use UiPress\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=uipress_google_oauth`: checks the user may manage
 * UiPress and that the state is the one given to them, trades the code for
 * a refresh token, then returns to the Analytics settings with
 * `uipress-analytics=connected`, or `=error` with a `reason` (`denied`,
 * `state`, `exchange`) and, for a refused exchange, Google's text in `detail` (WordPress strips `message` from admin URLs).
 */
final class OAuthCallback {

	/**
	 * Adds the handler.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_post_' . OAuth::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * Handles the callback and redirects.
	 */
	public static function handle(): void {
		if ( ! Capabilities::current_user_can_manage() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to connect Google Analytics.', 'uipress' ), '', array( 'response' => 403 ) );
		}
		wp_safe_redirect( self::result( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the OAuth state, checked per user, stands for the nonce.
		exit;
	}

	/**
	 * Handles the callback's query and answers where to go.
	 *
	 * @param array<mixed> $query The query Google sent back.
	 */
	public static function result( array $query ): string {
		$user_id = get_current_user_id();
		$state   = is_string( $query['state'] ?? null ) ? sanitize_text_field( wp_unslash( $query['state'] ) ) : '';
		if ( ! OAuth::check_state( $user_id, $state ) ) {
			return self::settings_url( array( 'reason' => 'state' ) );
		}
		$code = is_string( $query['code'] ?? null ) ? sanitize_text_field( wp_unslash( $query['code'] ) ) : '';
		if ( '' === $code ) {
			return self::settings_url( array( 'reason' => 'denied' ) );
		}
		$exchanged = OAuth::exchange( $code );
		if ( is_wp_error( $exchanged ) ) {
			return self::settings_url(
				array(
					'reason' => 'exchange',
					'detail' => $exchanged->get_error_message(),
				)
			);
		}
		return self::settings_url( null );
	}

	/**
	 * The Analytics settings' URL with the result.
	 *
	 * @param array<string, string>|null $error Null when connected, else the reason (and message).
	 */
	public static function settings_url( ?array $error ): string {
		$args = array(
			'page'              => AdminScreens::SETTINGS_SLUG,
			'group'             => 'analytics',
			'uipress-analytics' => null === $error ? 'connected' : 'error',
		);
		foreach ( $error ?? array() as $key => $value ) {
			$args[ $key ] = rawurlencode( $value );
		}
		return add_query_arg( $args, admin_url( 'admin.php' ) );
	}
}
