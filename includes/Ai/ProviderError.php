<?php
/**
 * The error a chat provider answers with.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

defined( 'ABSPATH' ) || exit;

/**
 * Reads an OpenAI-style error (`{ "error": { "message", "code", "type" } }`)
 * into what the chat stream sends the browser: the message, and the code
 * (else the type, else the HTTP status). Both are plain text with the key
 * masked, so an error never hands the key to the browser.
 */
final class ProviderError {

	/**
	 * Longest message passed on.
	 */
	private const MAX_MESSAGE = 2000;

	/**
	 * The error a decoded body holds, or null when it holds none.
	 *
	 * @param mixed  $body   Decoded JSON body (or an event's data).
	 * @param int    $status HTTP status of the answer.
	 * @param string $key    The API key, masked out of message and code.
	 * @return array{message: string, code: string}|null
	 */
	public static function from_body( $body, int $status, string $key ): ?array {
		if ( ! is_array( $body ) || ! array_key_exists( 'error', $body ) || null === $body['error'] || false === $body['error'] ) {
			return null;
		}
		$error   = $body['error'];
		$message = '';
		$code    = '';
		if ( is_string( $error ) ) {
			$message = $error;
		} elseif ( is_array( $error ) ) {
			$message = is_scalar( $error['message'] ?? null ) ? (string) $error['message'] : '';
			foreach ( array( 'code', 'type' ) as $field ) {
				if ( is_scalar( $error[ $field ] ?? null ) && '' === $code ) {
					$code = (string) $error[ $field ];
				}
			}
		}
		if ( '' === trim( $message ) ) {
			$message = self::status_message( $status );
		}
		return self::clean( $message, '' !== $code ? $code : (string) $status, $key );
	}

	/**
	 * The error of an answer with a non-2xx status: what its JSON body says,
	 * else a message naming the status.
	 *
	 * @param string $body   Raw body.
	 * @param int    $status HTTP status.
	 * @param string $key    The API key, masked out.
	 * @return array{message: string, code: string}
	 */
	public static function from_response( string $body, int $status, string $key ): array {
		$error = self::from_body( json_decode( $body, true ), $status, $key );
		return $error ?? self::clean( self::status_message( $status ), (string) $status, $key );
	}

	/**
	 * Message for an error answer that does not say what went wrong.
	 *
	 * @param int $status HTTP status.
	 */
	public static function status_message( int $status ): string {
		/* translators: %d: HTTP status code, e.g. 502. */
		return sprintf( __( 'The AI provider answered with HTTP %d.', 'uipress' ), $status );
	}

	/**
	 * Plain text, at most MAX_MESSAGE characters, with the key masked.
	 *
	 * @param string $message Message.
	 * @param string $code    Code.
	 * @param string $key     API key.
	 * @return array{message: string, code: string}
	 */
	private static function clean( string $message, string $code, string $key ): array {
		// Masked before and after cleaning, so no cleaning step can reassemble the key.
		$message = sanitize_text_field( AiSettings::mask( $message, $key ) );
		$code    = sanitize_text_field( AiSettings::mask( $code, $key ) );
		return array(
			'message' => AiSettings::mask( mb_substr( $message, 0, self::MAX_MESSAGE ), $key ),
			'code'    => AiSettings::mask( mb_substr( $code, 0, 100 ), $key ),
		);
	}
}
