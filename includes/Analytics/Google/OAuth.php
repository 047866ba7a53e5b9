<?php
/**
 * Signing in to Google with the site's own OAuth client.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Google;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Settings\SiteSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The authorization-code flow with the site's Google Cloud client: the
 * consent URL carries a one-time state kept per user for ten minutes; the
 * callback (OAuthCallback) trades the code for a refresh token, kept with
 * the secrets and never shown.
 */
final class OAuth {

	/** The admin-post action of the callback. */
	public const ACTION = 'uipress_google_oauth';

	/** Prefix of the per-user transient holding the state's hash. */
	public const STATE_PREFIX = 'uipress_google_oauth_state_';

	/** Seconds the state is valid. */
	public const STATE_LIFETIME = 600;

	/**
	 * Where Google sends the administrator back (copied into the OAuth client).
	 */
	public static function redirect_uri(): string {
		return admin_url( 'admin-post.php?action=' . self::ACTION );
	}

	/**
	 * The consent page's URL for a user, with a new state.
	 *
	 * @param int $user_id The user signing in.
	 * @return string|WP_Error
	 */
	public static function consent_url( int $user_id ) {
		$client_id = self::client_id();
		$secret    = SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_SECRET );
		if ( '' === $client_id || ! is_string( $secret ) || '' === $secret ) {
			return new WP_Error(
				'uipress_analytics_not_configured',
				__( 'Save the OAuth client ID and client secret first.', 'uipress' ),
				array( 'status' => 409 )
			);
		}
		$state = wp_generate_password( 40, false );
		set_transient( self::STATE_PREFIX . $user_id, hash( 'sha256', $state ), self::STATE_LIFETIME );
		$query = http_build_query(
			array(
				'client_id'     => $client_id,
				'redirect_uri'  => self::redirect_uri(),
				'response_type' => 'code',
				'scope'         => GoogleTokens::SCOPE,
				'access_type'   => 'offline',
				'prompt'        => 'consent',
				'state'         => $state,
			),
			'',
			'&',
			PHP_QUERY_RFC3986
		);
		return GoogleUrls::consent() . '?' . $query;
	}

	/**
	 * Whether a state is the one given to this user; it is used up either way.
	 *
	 * @param int    $user_id The user.
	 * @param string $state   The state Google sent back.
	 */
	public static function check_state( int $user_id, string $state ): bool {
		$expected = get_transient( self::STATE_PREFIX . $user_id );
		delete_transient( self::STATE_PREFIX . $user_id );
		return is_string( $expected ) && '' !== $state && hash_equals( $expected, hash( 'sha256', $state ) );
	}

	/**
	 * Trades an authorization code for tokens and keeps the refresh token.
	 *
	 * @param string $code The code.
	 * @return true|WP_Error
	 */
	public static function exchange( string $code ) {
		$secret = SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_SECRET );
		$secret = is_string( $secret ) ? $secret : '';
		$answer = GoogleTokens::request(
			array(
				'grant_type'    => 'authorization_code',
				'code'          => $code,
				'client_id'     => self::client_id(),
				'client_secret' => $secret,
				'redirect_uri'  => self::redirect_uri(),
			),
			array( $secret, $code )
		);
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		if ( ! isset( $answer['refresh_token'] ) ) {
			return new WP_Error(
				GoogleError::PROVIDER,
				__( 'Google sent no refresh token. Remove UiPress’s access in your Google account and sign in again.', 'uipress' ),
				array( 'status' => 502 )
			);
		}
		GoogleTokens::store( AnalyticsSettings::GOOGLE_REFRESH_TOKEN, $answer['refresh_token'] );
		GoogleTokens::remember( $answer['access_token'], $answer['expires_in'] );
		return true;
	}

	/**
	 * Forgets the refresh token and the cached access token.
	 */
	public static function disconnect(): void {
		GoogleTokens::drop( array( AnalyticsSettings::GOOGLE_REFRESH_TOKEN, GoogleTokens::CACHE_KEY ) );
	}

	/**
	 * Whether a refresh token is kept.
	 */
	public static function has_refresh_token(): bool {
		$token = GoogleTokens::secret( AnalyticsSettings::GOOGLE_REFRESH_TOKEN );
		return is_string( $token ) && '' !== $token;
	}

	/**
	 * The saved client ID ('' when none).
	 */
	private static function client_id(): string {
		$client_id = SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_ID );
		return is_string( $client_id ) ? $client_id : '';
	}
}
