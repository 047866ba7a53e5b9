<?php
/**
 * `{{key}}` placeholders in a block query's children.
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the placeholders in the children's JSON and pairs each with its
 * value for one result. Values are plain text, never markup: the client
 * escapes each for where its placeholder stands (text, markup, address,
 * style, script: src/engine/query/substitute-block.ts).
 */
final class Placeholders {

	/**
	 * A placeholder: `{{post_title}}` (spaces inside the braces allowed).
	 */
	public const PATTERN = '/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/';

	/**
	 * The placeholders in a text: each distinct match with its key.
	 *
	 * @param string $text The children's JSON.
	 * @return array<string, string> Key by matched text, e.g. [ '{{post_title}}' => 'post_title' ].
	 */
	public static function find( string $text ): array {
		$found = array();
		if ( preg_match_all( self::PATTERN, $text, $matches, PREG_SET_ORDER ) ) {
			foreach ( $matches as $match ) {
				$found[ $match[0] ] = $match[1];
			}
		}
		return $found;
	}

	/**
	 * The replacements for one result, for the placeholders whose key has a value.
	 *
	 * @param array<string, string> $found  Placeholders, from find().
	 * @param array<string, string> $values Values by key.
	 * @return list<array{match: string, replace: string}>
	 */
	public static function pair( array $found, array $values ): array {
		$pairs = array();
		foreach ( $found as $match => $key ) {
			if ( array_key_exists( $key, $values ) ) {
				$pairs[] = array(
					'match'   => (string) $match,
					'replace' => $values[ $key ],
				);
			}
		}
		return $pairs;
	}
}
