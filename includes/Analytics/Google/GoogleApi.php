<?php
/**
 * Calls to Google's Analytics APIs with the site's access token.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Google;

use UiPress\Remote\RemoteRequest;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends one API request with a Bearer access token (GoogleTokens); when
 * Google answers 401 the cached token is forgotten and the request is sent
 * once more with a new one. The answer is the decoded JSON object, or the
 * provider's error (its HTTP status in `data.providerStatus`).
 */
final class GoogleApi {

	/** Seconds to wait for an API. */
	public const TIMEOUT = 20;

	/**
	 * Sends a request.
	 *
	 * @param string            $method GET or POST.
	 * @param string            $url    The URL (GoogleUrls::data() or ::admin()).
	 * @param array<mixed>|null $json   A JSON body, for POST.
	 * @return array<mixed>|WP_Error
	 */
	public static function request( string $method, string $url, ?array $json = null ) {
		$answer = self::send( $method, $url, $json );
		if ( $answer instanceof WP_Error && 401 === self::provider_status( $answer ) ) {
			GoogleTokens::forget();
			$answer = self::send( $method, $url, $json );
		}
		return $answer;
	}

	/**
	 * The HTTP status Google answered with (0 when it did not answer).
	 *
	 * @param WP_Error $error The error.
	 */
	public static function provider_status( WP_Error $error ): int {
		$data = $error->get_error_data();
		return is_array( $data ) && is_int( $data['providerStatus'] ?? null ) ? $data['providerStatus'] : 0;
	}

	/**
	 * Sends a request once.
	 *
	 * @param string            $method GET or POST.
	 * @param string            $url    The URL.
	 * @param array<mixed>|null $json   A JSON body.
	 * @return array<mixed>|WP_Error
	 */
	private static function send( string $method, string $url, ?array $json ) {
		$token = GoogleTokens::access_token();
		if ( $token instanceof WP_Error ) {
			return $token;
		}
		$args = array(
			'method'  => $method,
			'timeout' => self::TIMEOUT,
			'headers' => array(
				'Authorization' => 'Bearer ' . $token,
				'Accept'        => 'application/json',
			),
		);
		if ( null !== $json ) {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = (string) wp_json_encode( $json );
		}
		$response = RemoteRequest::send( $url, $args );
		if ( is_wp_error( $response ) ) {
			return GoogleError::from_transport( $response, array( $token ) );
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$body    = wp_remote_retrieve_body( $response );
		$decoded = json_decode( $body, true );
		if ( $status < 200 || $status >= 300 || ! is_array( $decoded ) ) {
			return GoogleError::from_response( $body, $status, array( $token ) );
		}
		return $decoded;
	}
}
