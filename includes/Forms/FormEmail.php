<?php
/**
 * The email action of a form.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

use UiPress\Security\RateLimiter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends a submission by email to the address stored in the template (one or
 * more, comma-separated), with the stored subject (CR and LF removed, so no
 * header can be injected) and the stored template as an HTML body in which
 * `{{inputName}}` is replaced by the escaped value. No header ever holds a
 * submitted value. Each user may send at most 5 emails in 10 minutes
 * (filter `uipress/forms/email_rate_limit`), counted by
 * Security\RateLimiter in the bucket `form_email_{user id}`, so submissions
 * sent at the same instant cannot pass the limit together.
 *
 * @phpstan-import-type Action from FormBlock
 * @phpstan-import-type Input from FormBlock
 * @phpstan-import-type Values from FormValues
 */
final class FormEmail {

	/**
	 * Emails a user may send per window, by default.
	 */
	public const DEFAULT_EMAILS = 5;

	/**
	 * The window, in seconds, by default.
	 */
	public const DEFAULT_SECONDS = 600;

	/**
	 * Prefix of a user's bucket in Security\RateLimiter (user id appended).
	 */
	public const BUCKET = 'form_email_';

	/**
	 * The stored recipients, or the configuration error.
	 *
	 * @param array $action The form's action.
	 * @phpstan-param Action $action
	 * @return list<string>|WP_Error
	 */
	public static function recipients( array $action ) {
		$addresses = array_values( array_filter( array_map( 'trim', explode( ',', $action['emailAddress'] ) ), static fn ( string $address ): bool => '' !== $address ) );
		if ( array() === $addresses ) {
			return FormError::configuration( __( 'No email address supplied to send form data to', 'uipress' ) );
		}
		foreach ( $addresses as $address ) {
			if ( false === is_email( $address ) ) {
				return FormError::configuration(
					/* translators: %s: the email address stored in the form */
					sprintf( __( 'The email address to send form data to is not valid: %s', 'uipress' ), $address )
				);
			}
		}
		return $addresses;
	}

	/**
	 * Sends the email, or says why not.
	 *
	 * @param array                $action  The form's action.
	 * @param array                $values  The submitted values.
	 * @param array<string, Input> $inputs  The form's inputs.
	 * @param int                  $user_id The sender.
	 * @phpstan-param Action $action
	 * @phpstan-param Values $values
	 * @return true|WP_Error
	 */
	public static function send( array $action, array $values, array $inputs, int $user_id ) {
		$recipients = self::recipients( $action );
		if ( $recipients instanceof WP_Error ) {
			return $recipients;
		}

		$limit = self::limit( $user_id );
		// Counted before sending: a send that fails still spends one.
		if ( 0 !== RateLimiter::hit( self::BUCKET . max( 0, $user_id ), $limit['emails'], $limit['seconds'] ) ) {
			return new WP_Error(
				FormError::RATE_LIMITED,
				sprintf(
					/* translators: 1: emails allowed (5), 2: the window in minutes (10) */
					__( 'You can send at most %1$d emails from forms in %2$d minutes. Please try again later.', 'uipress' ),
					$limit['emails'],
					(int) ceil( $limit['seconds'] / 60 )
				),
				array( 'status' => 429 )
			);
		}

		$sent = wp_mail(
			$recipients,
			self::subject( $action ),
			self::body( $action['emailTemplate'], $values, $inputs ),
			array( 'Content-Type: text/html; charset=' . get_bloginfo( 'charset' ) )
		);
		if ( ! $sent ) {
			return new WP_Error( FormError::EMAIL_FAILED, __( 'The email could not be sent.', 'uipress' ), array( 'status' => 500 ) );
		}
		return true;
	}

	/**
	 * The subject: the stored one on one line, or a default.
	 *
	 * @param array $action The form's action.
	 * @phpstan-param Action $action
	 */
	public static function subject( array $action ): string {
		$subject = trim( (string) preg_replace( '/[\r\n\t\0]+/', ' ', $action['emailSubject'] ) );
		$subject = sanitize_text_field( $subject );
		if ( '' === $subject ) {
			/* translators: %s: the site name */
			$subject = sprintf( __( 'New form submission on %s', 'uipress' ), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) );
			$subject = trim( (string) preg_replace( '/[\r\n\t\0]+/', ' ', $subject ) );
		}
		return $subject;
	}

	/**
	 * The HTML body: the stored template with `{{inputName}}` replaced by the
	 * escaped values (an input not sent gives ''), or a list of name: value
	 * when the template is empty.
	 *
	 * @param string               $template The stored template.
	 * @param array                $values   The submitted values.
	 * @param array<string, Input> $inputs   The form's inputs.
	 * @phpstan-param Values $values
	 */
	public static function body( string $template, array $values, array $inputs ): string {
		if ( '' === trim( $template ) ) {
			$lines = array();
			foreach ( $values as $name => $value ) {
				$lines[] = '<strong>' . esc_html( $name ) . '</strong>: ' . self::html( $value );
			}
			return '<p>' . implode( "<br>\n", $lines ) . '</p>';
		}

		$template     = wp_kses_post( $template );
		$replacements = array();
		foreach ( array_keys( $inputs ) as $name ) {
			$replacements[ '{{' . $name . '}}' ] = array_key_exists( $name, $values ) ? self::html( $values[ $name ] ) : '';
		}
		return strtr( $template, $replacements );
	}

	/**
	 * A value as escaped HTML (line breaks kept as `<br>`).
	 *
	 * @param string|int|float|bool $value Value.
	 */
	private static function html( $value ): string {
		if ( is_bool( $value ) ) {
			$value = $value ? __( 'Yes', 'uipress' ) : __( 'No', 'uipress' );
		}
		return nl2br( esc_html( str_replace( array( "\r\n", "\r" ), "\n", (string) $value ) ), false );
	}

	/**
	 * How many emails a user may send in how many seconds.
	 *
	 * @param int $user_id User.
	 * @return array{emails: int, seconds: int}
	 */
	public static function limit( int $user_id ): array {
		$default = array(
			'emails'  => self::DEFAULT_EMAILS,
			'seconds' => self::DEFAULT_SECONDS,
		);

		/**
		 * Filters how many emails a user may send through forms, and in how
		 * many seconds. Invalid values fall back to the defaults.
		 *
		 * @param array{emails: int, seconds: int} $limit   Default 5 emails in 600 seconds.
		 * @param int                              $user_id The user sending.
		 */
		$limit   = apply_filters( 'uipress/forms/email_rate_limit', $default, $user_id );
		$emails  = is_array( $limit ) && is_int( $limit['emails'] ?? null ) && $limit['emails'] >= 0 ? $limit['emails'] : self::DEFAULT_EMAILS;
		$seconds = is_array( $limit ) && is_int( $limit['seconds'] ?? null ) && $limit['seconds'] > 0 ? $limit['seconds'] : self::DEFAULT_SECONDS;
		return array(
			'emails'  => $emails,
			'seconds' => $seconds,
		);
	}
}
