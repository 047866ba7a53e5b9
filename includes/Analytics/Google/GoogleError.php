<?php
/**
 * Google's refusal as a WP_Error.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Google;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Turns an answer of Google's token endpoint (`{ error, error_description }`)
 * or of its APIs (`{ error: { code, message, status } }`) into the error the
 * analytics routes pass on: Google's own text, cut short, with every secret
 * sent in the request masked, so no answer ever carries a key.
 */
final class GoogleError {

	/** Error code of a provider failure. */
	public const PROVIDER = 'uipress_analytics_provider';

	/** Error code when nothing is set up. */
	public const NOT_CONNECTED = 'uipress_analytics_not_connected';

	/** The longest provider text passed on. */
	private const MAX_LENGTH = 300;

	/**
	 * The error of a non-2xx answer.
	 *
	 * @param string   $body   The answer's body.
	 * @param int      $status Its HTTP status.
	 * @param string[] $secrets Values to mask (keys, tokens, codes sent).
	 */
	public static function from_response( string $body, int $status, array $secrets ): WP_Error {
		return new WP_Error(
			self::PROVIDER,
			self::message( $body, $status, $secrets ),
			array(
				'status'         => 502,
				'providerStatus' => $status,
			)
		);
	}

	/**
	 * The error of a request that got no answer (DNS, refused, timeout).
	 *
	 * @param WP_Error $error   The HTTP API's error.
	 * @param string[] $secrets Values to mask.
	 */
	public static function from_transport( WP_Error $error, array $secrets ): WP_Error {
		return new WP_Error(
			self::PROVIDER,
			/* translators: %s: why the request failed. */
			sprintf( __( 'Google could not be reached: %s', 'uipress' ), self::clean( $error->get_error_message(), $secrets ) ),
			array( 'status' => 502 )
		);
	}

	/**
	 * Google's text for an answer, or its status when it sent none.
	 *
	 * @param string   $body    The answer's body.
	 * @param int      $status  Its HTTP status.
	 * @param string[] $secrets Values to mask.
	 */
	public static function message( string $body, int $status, array $secrets ): string {
		$decoded = json_decode( $body, true );
		$text    = '';
		if ( is_array( $decoded ) ) {
			$error = $decoded['error'] ?? null;
			if ( is_array( $error ) && is_string( $error['message'] ?? null ) ) {
				$text = $error['message'];
			} elseif ( is_string( $error ) ) {
				$description = $decoded['error_description'] ?? '';
				$text        = is_string( $description ) && '' !== $description ? $error . ': ' . $description : $error;
			}
		}
		$text = self::clean( $text, $secrets );
		if ( '' === $text ) {
			/* translators: %d: HTTP status code. */
			return sprintf( __( 'Google answered with HTTP status %d.', 'uipress' ), $status );
		}
		/* translators: %s: Google's error message. */
		return sprintf( __( 'Google answered: %s', 'uipress' ), $text );
	}

	/**
	 * Plain text, secrets masked, cut short.
	 *
	 * @param string   $text    The text.
	 * @param string[] $secrets Values to mask.
	 */
	private static function clean( string $text, array $secrets ): string {
		foreach ( $secrets as $secret ) {
			if ( '' !== $secret ) {
				$text = str_replace( $secret, '[…]', $text );
			}
		}
		$text = sanitize_text_field( $text );
		return mb_strlen( $text ) > self::MAX_LENGTH ? mb_substr( $text, 0, self::MAX_LENGTH ) . '…' : $text;
	}
}
