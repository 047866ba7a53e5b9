<?php
/**
 * What the activity log never stores.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * Passwords, hashes, session tokens, application passwords, activation
 * keys, and the values of options or settings whose names say they are
 * secrets: such a change is recorded as "changed" only.
 */
final class Secrets {

	/**
	 * What a masked value reads as.
	 */
	public const CHANGED = '•';

	/**
	 * Option and setting names holding secrets (the issue's rule).
	 */
	private const SECRET_NAME = '/pass|secret|token|key|salt|auth/i';

	/**
	 * Fields of any object that are secrets, whatever its type (user
	 * fields, meta keys).
	 */
	private const SECRET_FIELDS = array( 'user_pass', 'password', 'user_activation_key', 'session_tokens', '_application_passwords' );

	/**
	 * Whether a change's field must be masked.
	 *
	 * @param string $field       The field (a post field, an option name, a setting key…).
	 * @param string $object_type The object's type: options and settings follow the name rule.
	 */
	public static function is_secret_field( string $field, string $object_type ): bool {
		if ( in_array( strtolower( $field ), self::SECRET_FIELDS, true ) ) {
			return true;
		}
		return in_array( $object_type, array( 'setting', 'uipress' ), true ) && self::is_secret_name( $field );
	}

	/**
	 * Whether an option or setting name says its value is a secret.
	 *
	 * @param string $name The name.
	 */
	public static function is_secret_name( string $name ): bool {
		return 1 === preg_match( self::SECRET_NAME, $name );
	}

	/**
	 * A masked change.
	 *
	 * @return array{before: string, after: string}
	 */
	public static function masked(): array {
		return array(
			'before' => self::CHANGED,
			'after'  => self::CHANGED,
		);
	}
}
