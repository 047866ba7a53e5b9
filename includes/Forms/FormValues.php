<?php
/**
 * The values a form submission sends, checked against the stored inputs.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps only the values of the form's own inputs (other names are ignored),
 * sanitised by input type, and refuses a submission with a bad value, a
 * required input left empty (browser validation is not trusted) or more
 * than the limits allow.
 *
 * @phpstan-import-type Input from FormBlock
 * @phpstan-type Values array<string, string|int|float|bool>
 */
final class FormValues {

	/**
	 * Most fields one submission may send.
	 */
	public const MAX_FIELDS = 100;

	/**
	 * Longest value, in characters.
	 */
	public const MAX_VALUE_CHARS = 10000;

	/**
	 * Largest request body, in bytes.
	 */
	public const MAX_BODY_BYTES = 65536;

	/**
	 * The sanitised values of the form's inputs that were sent, or why they are refused.
	 *
	 * @param mixed                $sent   The `values` object of the request.
	 * @param array<string, Input> $inputs The form's inputs by name.
	 * @return Values|WP_Error
	 */
	public static function clean( $sent, array $inputs ) {
		$sent = is_array( $sent ) ? $sent : array();
		if ( count( $sent ) > self::MAX_FIELDS ) {
			return new WP_Error(
				FormError::TOO_MANY,
				/* translators: %d: most fields a form may send (100) */
				sprintf( __( 'A form can send at most %d fields.', 'uipress' ), self::MAX_FIELDS ),
				array( 'status' => 400 )
			);
		}

		$values = array();
		foreach ( $inputs as $name => $input ) {
			$present = array_key_exists( $name, $sent );
			if ( $present ) {
				$value = self::sanitise( $sent[ $name ], $input );
				if ( $value instanceof WP_Error ) {
					return $value;
				}
			} else {
				$value = FormModules::CHECKBOX === $input['type'] ? false : '';
			}
			if ( $input['required'] && ( '' === $value || false === $value ) ) {
				return FormError::field(
					FormError::REQUIRED,
					/* translators: %s: the label (or name) of a form input */
					sprintf( __( '%s is required.', 'uipress' ), self::label( $input ) ),
					$name
				);
			}
			if ( $present ) {
				$values[ $name ] = $value;
			}
		}
		return $values;
	}

	/**
	 * One value sanitised for its input.
	 *
	 * @param mixed $value Value as sent.
	 * @param array $input The input.
	 * @phpstan-param Input $input
	 * @return string|int|float|bool|WP_Error
	 */
	private static function sanitise( $value, array $input ) {
		if ( null === $value ) {
			$value = '';
		}
		if ( ! is_scalar( $value ) ) {
			/* translators: %s: the label (or name) of a form input */
			return self::invalid( __( '%s must be a single value.', 'uipress' ), $input );
		}
		if ( is_string( $value ) && mb_strlen( $value ) > self::MAX_VALUE_CHARS ) {
			return FormError::field(
				FormError::INVALID_VALUE,
				/* translators: 1: the label (or name) of a form input, 2: most characters a value may have (10000) */
				sprintf( __( '%1$s is longer than %2$d characters.', 'uipress' ), self::label( $input ), self::MAX_VALUE_CHARS ),
				$input['name']
			);
		}

		switch ( $input['type'] ) {
			case FormModules::CHECKBOX:
				return self::boolean( $value, $input );
			case 'number':
				return self::number( $value, $input );
		}

		if ( is_bool( $value ) ) {
			/* translators: %s: the label (or name) of a form input */
			return self::invalid( __( '%s must be text.', 'uipress' ), $input );
		}
		$text = (string) $value;

		switch ( $input['type'] ) {
			case 'email':
				if ( '' === trim( $text ) ) {
					return '';
				}
				$email = sanitize_email( $text );
				if ( '' === $email || false === is_email( $email ) ) {
					/* translators: %s: the label (or name) of a form input */
					return self::invalid( __( '%s must be a valid email address.', 'uipress' ), $input );
				}
				return $email;
			case FormModules::TEXTAREA:
				return sanitize_textarea_field( $text );
			case FormModules::SELECT:
			case FormModules::RADIO:
				if ( '' === $text || in_array( $text, $input['choices'], true ) ) {
					return $text;
				}
				/* translators: %s: the label (or name) of a form input */
				return self::invalid( __( '%s must be one of its options.', 'uipress' ), $input );
			case FormModules::DATE:
				return self::date( trim( $text ), $input );
			default:
				// text, password, tel.
				return sanitize_text_field( $text );
		}
	}

	/**
	 * A checkbox's value.
	 *
	 * @param bool|int|float|string $value Value as sent.
	 * @param array                 $input The input.
	 * @phpstan-param Input $input
	 * @return bool|WP_Error
	 */
	private static function boolean( $value, array $input ) {
		if ( is_bool( $value ) ) {
			return $value;
		}
		$word = strtolower( trim( (string) $value ) );
		if ( in_array( $word, array( 'true', '1', 'on', 'yes' ), true ) ) {
			return true;
		}
		if ( in_array( $word, array( 'false', '0', '', 'off', 'no' ), true ) ) {
			return false;
		}
		/* translators: %s: the label (or name) of a form input */
		return self::invalid( __( '%s must be checked or unchecked.', 'uipress' ), $input );
	}

	/**
	 * A number input's value ('' when empty).
	 *
	 * @param bool|int|float|string $value Value as sent.
	 * @param array                 $input The input.
	 * @phpstan-param Input $input
	 * @return int|float|string|WP_Error
	 */
	private static function number( $value, array $input ) {
		if ( is_string( $value ) ) {
			$value = trim( $value );
			if ( '' === $value ) {
				return '';
			}
		}
		if ( ! is_bool( $value ) && is_numeric( $value ) ) {
			$number = 0 + $value;
			if ( is_finite( (float) $number ) ) {
				return $number;
			}
		}
		/* translators: %s: the label (or name) of a form input */
		return self::invalid( __( '%s must be a number.', 'uipress' ), $input );
	}

	/**
	 * A date input's value, `Y-m-d` ('' when empty).
	 *
	 * @param string $text  Value as sent.
	 * @param array  $input The input.
	 * @phpstan-param Input $input
	 * @return string|WP_Error
	 */
	private static function date( string $text, array $input ) {
		if ( '' === $text ) {
			return '';
		}
		if ( 1 === preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $text, $parts ) && checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
			return $text;
		}
		/* translators: %s: the label (or name) of a form input */
		return self::invalid( __( '%s must be a date (YYYY-MM-DD).', 'uipress' ), $input );
	}

	/**
	 * The error for an invalid value.
	 *
	 * @param string $format Translated message with %s for the input.
	 * @param array  $input  The input.
	 * @phpstan-param Input $input
	 */
	private static function invalid( string $format, array $input ): WP_Error {
		return FormError::field( FormError::INVALID_VALUE, sprintf( $format, self::label( $input ) ), $input['name'] );
	}

	/**
	 * How messages name an input: its label, else its name.
	 *
	 * @param array $input The input.
	 * @phpstan-param Input $input
	 */
	public static function label( array $input ): string {
		return '' !== $input['label'] ? $input['label'] : $input['name'];
	}
}
