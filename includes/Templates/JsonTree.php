<?php
/**
 * JSON values that keep the difference between `{}` and `[]`.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * A template travels as JSON. PHP arrays cannot tell an empty object from an
 * empty list, and a block whose `settings.block.options` came back as `[]`
 * would silently lose the options the builder then sets on it. Values here
 * are decoded with objects kept: a JSON object becomes an array with string
 * keys, or a `stdClass` when it is empty (or its keys look like list
 * indexes); a JSON list becomes a list.
 */
final class JsonTree {

	/**
	 * Flags for storing: pure ASCII with `<`, `>`, `&`, `'` and `"` inside
	 * strings escaped, so neither kses nor a database charset can alter it.
	 */
	public const STORE_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES;

	/**
	 * Decodes JSON text, keeping empty objects as objects.
	 *
	 * @param string $json JSON text.
	 * @return mixed The value, or null when the text is not valid JSON.
	 */
	public static function decode( string $json ) {
		$decoded = json_decode( $json, false );
		if ( JSON_ERROR_NONE !== json_last_error() ) {
			return null;
		}
		return self::from_decoded( $decoded );
	}

	/**
	 * Converts the result of `json_decode( $json, false )`.
	 *
	 * @param mixed $value Decoded value (stdClass for objects).
	 * @return mixed
	 */
	public static function from_decoded( $value ) {
		if ( $value instanceof \stdClass ) {
			$converted = array();
			foreach ( get_object_vars( $value ) as $key => $item ) {
				$converted[ $key ] = self::from_decoded( $item );
			}
			if ( array() === $converted || array_is_list( $converted ) ) {
				return (object) $converted;
			}
			return $converted;
		}
		if ( is_array( $value ) ) {
			return array_map( array( self::class, 'from_decoded' ), $value );
		}
		return $value;
	}

	/**
	 * Whether a value is a JSON object (an empty array counts: its origin is unknown).
	 *
	 * @param mixed $value Value.
	 */
	public static function is_object( $value ): bool {
		if ( $value instanceof \stdClass ) {
			return true;
		}
		return is_array( $value ) && ( array() === $value || ! array_is_list( $value ) );
	}

	/**
	 * Whether a value is a JSON list.
	 *
	 * @param mixed $value Value.
	 * @phpstan-assert-if-true list<mixed> $value
	 */
	public static function is_list( $value ): bool {
		return is_array( $value ) && array_is_list( $value );
	}

	/**
	 * The members of an object as an array (empty when the value is not an object).
	 *
	 * @param mixed $value Value.
	 * @return array<array-key, mixed>
	 */
	public static function members( $value ): array {
		if ( $value instanceof \stdClass ) {
			return get_object_vars( $value );
		}
		return self::is_object( $value ) && is_array( $value ) ? $value : array();
	}

	/**
	 * One member of an object, or null.
	 *
	 * @param mixed  $value Object.
	 * @param string $key   Member name.
	 * @return mixed
	 */
	public static function get( $value, string $key ) {
		return self::members( $value )[ $key ] ?? null;
	}

	/**
	 * Whether an object has a member (even a null one).
	 *
	 * @param mixed  $value Object.
	 * @param string $key   Member name.
	 */
	public static function has( $value, string $key ): bool {
		return array_key_exists( $key, self::members( $value ) );
	}

	/**
	 * An object with its members replaced: an array when it has any, an
	 * empty `stdClass` otherwise (so it encodes as `{}`).
	 *
	 * @param array<array-key, mixed> $members Members.
	 * @return array<array-key, mixed>|\stdClass
	 */
	public static function object( array $members ) {
		if ( array() === $members || array_is_list( $members ) ) {
			return (object) $members;
		}
		return $members;
	}

	/**
	 * Encodes a value for storage.
	 *
	 * @param mixed $value Value.
	 * @return string|false
	 */
	public static function encode( $value ) {
		return wp_json_encode( $value, self::STORE_FLAGS );
	}
}
