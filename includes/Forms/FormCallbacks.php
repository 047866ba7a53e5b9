<?php
/**
 * The PHP callbacks forms may send their values to.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * A form's `phpFunction` action names a callback in the stored template; it
 * runs only when a plugin put that name on the allow-list, the
 * `uipress/forms/callbacks` filter: a map of name => callable, or a list of
 * names of callable functions. Nothing else is ever called.
 */
final class FormCallbacks {

	/**
	 * The allow-list as name => callable (entries that are not callable are dropped).
	 *
	 * @return array<string, callable(mixed...): mixed>
	 */
	public static function all(): array {
		/**
		 * Filters the PHP callbacks a form's phpFunction action may call.
		 *
		 * @param array<string, callable>|string[] $callbacks Name => callable, or callable names. Default empty.
		 */
		$listed    = apply_filters( 'uipress/forms/callbacks', array() );
		$callbacks = array();
		foreach ( is_array( $listed ) ? $listed : array() as $key => $value ) {
			if ( is_string( $key ) && '' !== $key && is_callable( $value ) ) {
				$callbacks[ $key ] = $value;
			} elseif ( is_int( $key ) && is_string( $value ) && '' !== $value && is_callable( $value ) ) {
				$callbacks[ $value ] = $value;
			}
		}
		return $callbacks;
	}

	/**
	 * The callback allowed under a name, or null.
	 *
	 * @param string $name Name stored in the template.
	 * @return (callable(mixed...): mixed)|null
	 */
	public static function find( string $name ): ?callable {
		return '' === $name ? null : ( self::all()[ $name ] ?? null );
	}
}
