<?php
/**
 * The conversation a browser sends to the AI chat route.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Checks and cleans `messages`: 1 to 100 `{ role, content }` objects, role
 * `user` or `assistant` (the browser never sends the system message: the
 * server reads it from the stored block), content 1 to 20,000 characters,
 * the last one the user's. Other members are dropped; content is passed on
 * as typed (code and line breaks matter), only invalid UTF-8 is made valid
 * (so the provider request can be encoded).
 */
final class ChatMessages {

	public const MAX_MESSAGES = 100;

	public const MAX_CONTENT = 20000;

	public const ROLES = array( 'user', 'assistant' );

	/**
	 * The REST argument's schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'description'       => __( 'The conversation so far, oldest first; the last message is the user’s new one.', 'uipress' ),
			'type'              => 'array',
			'required'          => true,
			'minItems'          => 1,
			'maxItems'          => self::MAX_MESSAGES,
			'items'             => array(
				'type'       => 'object',
				'required'   => array( 'role', 'content' ),
				'properties' => array(
					'role'    => array(
						'type' => 'string',
						'enum' => self::ROLES,
					),
					'content' => array(
						'type'      => 'string',
						'minLength' => 1,
						'maxLength' => self::MAX_CONTENT,
					),
				),
			),
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => array( self::class, 'clean' ),
		);
	}

	/**
	 * The messages to send to the provider, or why they are refused.
	 *
	 * @param mixed $value The `messages` argument.
	 * @return list<array{role: string, content: string}>|WP_Error
	 */
	public static function clean( $value ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) || array() === $value || count( $value ) > self::MAX_MESSAGES ) {
			return self::refused( __( 'Send between 1 and 100 messages.', 'uipress' ) );
		}
		$messages = array();
		foreach ( $value as $message ) {
			$role    = is_array( $message ) ? ( $message['role'] ?? null ) : null;
			$content = is_array( $message ) ? ( $message['content'] ?? null ) : null;
			if ( ! is_string( $role ) || ! in_array( $role, self::ROLES, true ) ) {
				return self::refused( __( 'Each message’s role must be user or assistant.', 'uipress' ) );
			}
			$content = is_string( $content ) ? wp_check_invalid_utf8( $content, true ) : '';
			$length  = mb_strlen( $content );
			if ( $length < 1 || $length > self::MAX_CONTENT ) {
				return self::refused( __( 'Each message must have between 1 and 20,000 characters.', 'uipress' ) );
			}
			$messages[] = array(
				'role'    => $role,
				'content' => $content,
			);
		}
		if ( 'user' !== $messages[ count( $messages ) - 1 ]['role'] ) {
			return self::refused( __( 'The last message must be the user’s.', 'uipress' ) );
		}
		return $messages;
	}

	/**
	 * A 400 for messages that cannot be sent.
	 *
	 * @param string $message Why.
	 */
	private static function refused( string $message ): WP_Error {
		return new WP_Error( 'rest_invalid_param', $message, array( 'status' => 400 ) );
	}
}
