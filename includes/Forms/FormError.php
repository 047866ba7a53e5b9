<?php
/**
 * Errors of a refused form submission.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The WP_Error answers of the forms routes. The browser shows the message
 * as an error toast (spec §8), and `data.title` when there is one.
 */
final class FormError {

	/**
	 * The template or its form block is not there (404).
	 */
	public const NOT_FOUND = 'uipress_form_not_found';

	/**
	 * The form's submit action lacks its target (400, title 'Configuration error').
	 */
	public const CONFIGURATION = 'uipress_form_configuration';

	/**
	 * A value is not valid for its input (400, `data.field` names the input).
	 */
	public const INVALID_VALUE = 'uipress_form_invalid_value';

	/**
	 * A required input is empty (400, `data.field`).
	 */
	public const REQUIRED = 'uipress_form_field_required';

	/**
	 * Too many fields, or a value too long (400).
	 */
	public const TOO_MANY = 'uipress_form_too_many_fields';

	/**
	 * The request body is larger than 64 KB (413).
	 */
	public const TOO_LARGE = 'uipress_form_too_large';

	/**
	 * The stored option or meta key may not be written by a form (403).
	 */
	public const PROTECTED_TARGET = 'uipress_form_protected_target';

	/**
	 * The stored PHP callback is not on the allow-list (403).
	 */
	public const CALLBACK_NOT_ALLOWED = 'uipress_form_callback_not_allowed';

	/**
	 * The callback failed with an exception (500).
	 */
	public const CALLBACK_FAILED = 'uipress_form_callback_failed';

	/**
	 * The user sent too many emails lately (429).
	 */
	public const RATE_LIMITED = 'uipress_form_rate_limited';

	/**
	 * Sending with wp_mail() failed (500).
	 */
	public const EMAIL_FAILED = 'uipress_form_email_failed';

	/**
	 * A template save stores a target forms may not use (400, `data.path`).
	 */
	public const TARGET_REFUSED = 'uipress_form_target_refused';

	/**
	 * No template or form block with that id.
	 */
	public static function not_found(): WP_Error {
		return new WP_Error( self::NOT_FOUND, __( 'This template has no form block with that id.', 'uipress' ), array( 'status' => 404 ) );
	}

	/**
	 * The submit action lacks what it needs.
	 *
	 * @param string $message Translated message.
	 */
	public static function configuration( string $message ): WP_Error {
		return new WP_Error(
			self::CONFIGURATION,
			$message,
			array(
				'status' => 400,
				'title'  => __( 'Configuration error', 'uipress' ),
			)
		);
	}

	/**
	 * A bad value of one input.
	 *
	 * @param string $code    Error code.
	 * @param string $message Translated message naming the input.
	 * @param string $field   The input's name.
	 */
	public static function field( string $code, string $message, string $field ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}

	/**
	 * A stored target forms may not write.
	 *
	 * @param string $message Translated message.
	 */
	public static function protected_target( string $message ): WP_Error {
		return new WP_Error( self::PROTECTED_TARGET, $message, array( 'status' => 403 ) );
	}
}
