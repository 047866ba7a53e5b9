<?php
/**
 * Access tokens for Google's APIs.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Google;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Lifecycle\StoredData;
use UiPress\Remote\RemoteRequest;
use UiPress\Settings\SiteSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A valid access token for the configured sign-in: the OAuth refresh token
 * traded at the token endpoint, or a JWT the service account signs. The
 * token is cached with the secrets (never autoloaded, never sent to a
 * browser) beside a hash of the credential and token endpoint it came from,
 * so a new key, a new refresh token or a new address never reuses an old
 * token. Callers whose API call is refused with 401 call forget() and ask
 * once more.
 *
 * @phpstan-type Credential array{hash: string, body: callable(): (array<string, string>|WP_Error), secrets: list<string>}
 */
final class GoogleTokens {

	/** The read-only Analytics scope, all UiPress asks for. */
	public const SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';

	/** Key of the cached access token in the secrets option. */
	public const CACHE_KEY = 'googleAccessToken';

	/** Seconds before expiry a cached token is renewed. */
	private const MARGIN = 60;

	/** Seconds to wait for the token endpoint. */
	public const TIMEOUT = 15;

	/**
	 * A valid access token.
	 *
	 * @return string|WP_Error `uipress_analytics_not_connected` or `uipress_analytics_provider`.
	 */
	public static function access_token() {
		$credential = self::credential();
		if ( $credential instanceof WP_Error ) {
			return $credential;
		}
		$cached = self::secret( self::CACHE_KEY );
		if ( is_array( $cached ) && is_string( $cached['hash'] ?? null ) && hash_equals( $cached['hash'], $credential['hash'] )
			&& is_string( $cached['token'] ?? null ) && is_int( $cached['expires'] ?? null ) && $cached['expires'] > time() + self::MARGIN ) {
			return $cached['token'];
		}
		$body = ( $credential['body'] )();
		if ( $body instanceof WP_Error ) {
			return $body;
		}
		$answer = self::request( $body, $credential['secrets'] );
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		if ( isset( $answer['refresh_token'] ) && 'refresh_token' === ( $body['grant_type'] ?? '' ) ) {
			// Google may hand a new refresh token on refresh; it replaces the old.
			self::store( AnalyticsSettings::GOOGLE_REFRESH_TOKEN, $answer['refresh_token'] );
		}
		self::remember( $answer['access_token'], $answer['expires_in'] );
		return $answer['access_token'];
	}

	/**
	 * Forgets the cached access token (after Google refused it with 401).
	 */
	public static function forget(): void {
		self::drop( array( self::CACHE_KEY ) );
	}

	/**
	 * Caches an access token for the current credential.
	 *
	 * @param string $token      The token.
	 * @param int    $expires_in Its lifetime in seconds.
	 */
	public static function remember( string $token, int $expires_in ): void {
		$credential = self::credential();
		if ( $credential instanceof WP_Error ) {
			return;
		}
		self::store(
			self::CACHE_KEY,
			array(
				'hash'    => $credential['hash'],
				'token'   => $token,
				'expires' => time() + max( 0, $expires_in ),
			)
		);
	}

	/**
	 * Whether the configured sign-in is complete (a token can be asked for).
	 */
	public static function has_credential(): bool {
		return ! self::credential() instanceof WP_Error;
	}

	/**
	 * The sign-in mode: `oauth` or `serviceAccount`.
	 */
	public static function mode(): string {
		return 'serviceAccount' === SiteSettings::get( AnalyticsSettings::GOOGLE_AUTH_MODE ) ? 'serviceAccount' : 'oauth';
	}

	/**
	 * POSTs a grant to the token endpoint.
	 *
	 * @param array<string, string> $body    The form fields.
	 * @param string[]              $secrets Values to mask in errors.
	 * @return array{access_token: string, expires_in: int, refresh_token?: string}|WP_Error
	 */
	public static function request( array $body, array $secrets ) {
		$response = RemoteRequest::send(
			GoogleUrls::token(),
			array(
				'method'  => 'POST',
				'timeout' => self::TIMEOUT,
				'headers' => array( 'Accept' => 'application/json' ),
				'body'    => $body,
			)
		);
		if ( is_wp_error( $response ) ) {
			return GoogleError::from_transport( $response, $secrets );
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$text    = wp_remote_retrieve_body( $response );
		$decoded = json_decode( $text, true );
		if ( $status < 200 || $status >= 300 || ! is_array( $decoded ) || ! is_string( $decoded['access_token'] ?? null ) || '' === $decoded['access_token'] ) {
			return GoogleError::from_response( $text, $status, $secrets );
		}
		$answer = array(
			'access_token' => $decoded['access_token'],
			'expires_in'   => is_numeric( $decoded['expires_in'] ?? null ) ? (int) $decoded['expires_in'] : 3600,
		);
		if ( is_string( $decoded['refresh_token'] ?? null ) && '' !== $decoded['refresh_token'] ) {
			$answer['refresh_token'] = $decoded['refresh_token'];
		}
		return $answer;
	}

	/**
	 * A value kept with the secrets (the refresh token, the cached token).
	 *
	 * @param string $key Its key.
	 * @return mixed
	 */
	public static function secret( string $key ) {
		$secrets = get_option( StoredData::SECRETS_OPTION, array() );
		return is_array( $secrets ) ? ( $secrets[ $key ] ?? null ) : null;
	}

	/**
	 * Keeps a value with the secrets.
	 *
	 * @param string $key   Its key.
	 * @param mixed  $value The value.
	 */
	public static function store( string $key, $value ): void {
		$secrets         = get_option( StoredData::SECRETS_OPTION, array() );
		$secrets         = is_array( $secrets ) ? $secrets : array();
		$secrets[ $key ] = $value;
		update_option( StoredData::SECRETS_OPTION, $secrets, false );
	}

	/**
	 * Removes values from the secrets.
	 *
	 * @param string[] $keys Their keys.
	 */
	public static function drop( array $keys ): void {
		$secrets = get_option( StoredData::SECRETS_OPTION, array() );
		if ( is_array( $secrets ) && array() !== array_intersect_key( $secrets, array_flip( $keys ) ) ) {
			update_option( StoredData::SECRETS_OPTION, array_diff_key( $secrets, array_flip( $keys ) ), false );
		}
	}

	/**
	 * What the configured mode trades for a token, or why nothing is set up.
	 *
	 * @return array<string, mixed>|WP_Error
	 * @phpstan-return Credential|WP_Error
	 */
	private static function credential() {
		$token_url = GoogleUrls::token();
		if ( 'serviceAccount' === self::mode() ) {
			$key = ServiceAccount::stored();
			if ( null === $key ) {
				return self::not_connected();
			}
			return array(
				'hash'    => hash( 'sha256', 'serviceAccount|' . $token_url . '|' . $key['client_email'] . '|' . $key['private_key'] ),
				'body'    => static function () use ( $key, $token_url ) {
					$assertion = ServiceAccount::assertion( $key, $token_url, time() );
					return $assertion instanceof WP_Error ? $assertion : array(
						'grant_type' => ServiceAccount::GRANT_TYPE,
						'assertion'  => $assertion,
					);
				},
				'secrets' => array(),
			);
		}
		$client_id = SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_ID );
		$secret    = SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_SECRET );
		$refresh   = self::secret( AnalyticsSettings::GOOGLE_REFRESH_TOKEN );
		if ( ! is_string( $client_id ) || '' === $client_id || ! is_string( $secret ) || '' === $secret || ! is_string( $refresh ) || '' === $refresh ) {
			return self::not_connected();
		}
		return array(
			'hash'    => hash( 'sha256', 'oauth|' . $token_url . '|' . $client_id . '|' . $secret . '|' . $refresh ),
			'body'    => static fn (): array => array(
				'grant_type'    => 'refresh_token',
				'refresh_token' => $refresh,
				'client_id'     => $client_id,
				'client_secret' => $secret,
			),
			'secrets' => array( $secret, $refresh ),
		);
	}

	/**
	 * The error when Google Analytics is not set up.
	 */
	private static function not_connected(): WP_Error {
		return new WP_Error(
			GoogleError::NOT_CONNECTED,
			__( 'Google Analytics is not connected.', 'uipress' ),
			array( 'status' => 409 )
		);
	}
}
