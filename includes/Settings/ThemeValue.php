<?php
/**
 * The `theme` setting's value: checked and normalised.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A change of the theme is an object keyed by variable name, each entry
 * `{ value?, darkValue? }` colours (hex, rgb(a), hsl(a)). An empty or
 * missing value means the default; what is kept is only what differs from
 * the default, so the option holds the site's real changes.
 *
 * @phpstan-import-type Override from ThemeVariables
 */
final class ThemeValue {

	/**
	 * The value normalised, or why it is refused (400 naming the variable).
	 *
	 * @param mixed $value The value sent.
	 * @return array<string, Override>|WP_Error
	 */
	public static function clean( $value ) {
		if ( ! is_array( $value ) ) {
			return self::refuse( '', __( 'The theme must be an object of variables.', 'uipress' ) );
		}
		$clean = array();
		foreach ( $value as $name => $entry ) {
			$name = (string) $name;
			if ( ! ThemeVariables::is_known( $name ) ) {
				/* translators: %s: a CSS variable name. */
				return self::refuse( $name, sprintf( __( '%s is not a theme variable.', 'uipress' ), $name ) );
			}
			if ( ! is_array( $entry ) || array() !== array_diff( array_keys( $entry ), array( 'value', 'darkValue' ) ) ) {
				/* translators: %s: a CSS variable name. */
				return self::refuse( $name, sprintf( __( '%s must be an object with a value and a darkValue.', 'uipress' ), $name ) );
			}
			$kept = array();
			foreach ( array( 'value', 'darkValue' ) as $field ) {
				$colour = $entry[ $field ] ?? '';
				if ( ! is_string( $colour ) ) {
					return self::bad_colour( $name );
				}
				if ( '' === trim( $colour ) ) {
					continue;
				}
				$colour = Colour::normalise( $colour );
				if ( null === $colour ) {
					return self::bad_colour( $name );
				}
				$default = 'value' === $field ? ThemeVariables::LIGHT_DEFAULTS[ $name ] : ThemeVariables::DARK_DEFAULTS[ $name ];
				if ( $colour !== $default ) {
					$kept[ $field ] = $colour;
				}
			}
			if ( array() !== $kept ) {
				$clean[ $name ] = $kept;
			}
		}
		return $clean;
	}

	/**
	 * A refusal for a colour that is not one.
	 *
	 * @param string $name Variable name.
	 */
	private static function bad_colour( string $name ): WP_Error {
		/* translators: %s: a CSS variable name. */
		return self::refuse( $name, sprintf( __( '%s must be a colour: hex, rgb(a) or hsl(a).', 'uipress' ), $name ) );
	}

	/**
	 * A 400 naming the setting and the variable.
	 *
	 * @param string $name    Variable name ('' for the whole value).
	 * @param string $message Message.
	 */
	private static function refuse( string $name, string $message ): WP_Error {
		return new WP_Error(
			'uipress_invalid_theme',
			$message,
			array(
				'status'   => 400,
				'setting'  => 'theme',
				'variable' => $name,
			)
		);
	}
}
