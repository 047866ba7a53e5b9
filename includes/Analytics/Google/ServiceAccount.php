<?php
/**
 * A Google service account's JSON key: checked, stored, signing its JWT.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Google;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Settings\SiteSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The key file Google Cloud gives for a service account is checked when it
 * is saved (a JSON object of type `service_account` with an email and an
 * RSA private key) and stored trimmed to what signing needs. The server
 * signs its own RS256 JWT with it (RFC 7523): Google trades it for an
 * access token at the token endpoint.
 *
 * @phpstan-type Key array{client_email: string, private_key: string, private_key_id: string}
 */
final class ServiceAccount {

	/** Seconds an assertion is valid (Google accepts at most an hour). */
	public const LIFETIME = 3600;

	/** The grant type of a JWT assertion. */
	public const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

	/**
	 * The key as stored (compact JSON), '' to remove it, or why it is refused.
	 *
	 * @param string $json The key file's text.
	 * @return string|WP_Error
	 */
	public static function clean( string $json ) {
		if ( '' === trim( $json ) ) {
			return '';
		}
		$key = self::parse( $json );
		if ( $key instanceof WP_Error ) {
			return $key;
		}
		return (string) wp_json_encode(
			array(
				'type'           => 'service_account',
				'client_email'   => $key['client_email'],
				'private_key_id' => $key['private_key_id'],
				'private_key'    => $key['private_key'],
			)
		);
	}

	/**
	 * The parts of a key file signing needs, or what is wrong with it.
	 *
	 * @param string $json The key file's text.
	 * @return array<string, string>|WP_Error
	 * @phpstan-return Key|WP_Error
	 */
	public static function parse( string $json ) {
		$data = json_decode( $json, true );
		if ( ! is_array( $data ) || 'service_account' !== ( $data['type'] ?? null ) ) {
			return self::refuse( __( 'Paste the whole JSON key file of a Google service account.', 'uipress' ) );
		}
		$email = $data['client_email'] ?? null;
		if ( ! is_string( $email ) || ! is_email( $email ) ) {
			return self::refuse( __( 'The service account key has no valid client_email.', 'uipress' ) );
		}
		$private = $data['private_key'] ?? null;
		$pkey    = is_string( $private ) ? openssl_pkey_get_private( $private ) : false;
		$details = false !== $pkey ? openssl_pkey_get_details( $pkey ) : false;
		if ( ! is_string( $private ) || ! is_array( $details ) || OPENSSL_KEYTYPE_RSA !== ( $details['type'] ?? null ) ) {
			return self::refuse( __( 'The service account key has no RSA private key.', 'uipress' ) );
		}
		$key_id = $data['private_key_id'] ?? '';
		return array(
			'client_email'   => $email,
			'private_key'    => $private,
			'private_key_id' => is_string( $key_id ) ? sanitize_text_field( $key_id ) : '',
		);
	}

	/**
	 * The stored key, or null when none (or it no longer reads).
	 *
	 * @return array<string, string>|null
	 * @phpstan-return Key|null
	 */
	public static function stored(): ?array {
		$json = SiteSettings::get( AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY );
		if ( ! is_string( $json ) || '' === $json ) {
			return null;
		}
		$key = self::parse( $json );
		return $key instanceof WP_Error ? null : $key;
	}

	/**
	 * The stored key's service account email ('' when none): shown to the
	 * administrator, who shares the property with it.
	 */
	public static function email(): string {
		$key = self::stored();
		return null === $key ? '' : $key['client_email'];
	}

	/**
	 * A signed assertion asking for read access to Analytics.
	 *
	 * @param array<string, string> $key      The key.
	 * @phpstan-param Key $key
	 * @param string                $audience The token endpoint it is sent to.
	 * @param int                   $now      The time (seconds since the epoch).
	 * @return string|WP_Error
	 */
	public static function assertion( array $key, string $audience, int $now ) {
		$header = array(
			'alg' => 'RS256',
			'typ' => 'JWT',
		);
		if ( '' !== $key['private_key_id'] ) {
			$header['kid'] = $key['private_key_id'];
		}
		$claims  = array(
			'iss'   => $key['client_email'],
			'scope' => GoogleTokens::SCOPE,
			'aud'   => $audience,
			'iat'   => $now,
			'exp'   => $now + self::LIFETIME,
		);
		$signed  = self::base64url( (string) wp_json_encode( $header ) ) . '.' . self::base64url( (string) wp_json_encode( $claims, JSON_UNESCAPED_SLASHES ) );
		$pkey    = openssl_pkey_get_private( $key['private_key'] );
		$sig     = '';
		$success = false !== $pkey && openssl_sign( $signed, $sig, $pkey, OPENSSL_ALGO_SHA256 );
		if ( ! $success || ! is_string( $sig ) ) {
			return new WP_Error( GoogleError::NOT_CONNECTED, __( 'The service account key could not sign a request.', 'uipress' ), array( 'status' => 409 ) );
		}
		return $signed . '.' . self::base64url( $sig );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $bytes The bytes.
	 */
	private static function base64url( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT encoding.
	}

	/**
	 * A refused key.
	 *
	 * @param string $message Why.
	 */
	private static function refuse( string $message ): WP_Error {
		return new WP_Error(
			'uipress_invalid_setting',
			$message,
			array(
				'status'  => 400,
				'setting' => AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY,
			)
		);
	}
}
