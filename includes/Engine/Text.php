<?php
/**
 * Text for the page configuration.
 *
 * @package UiPress
 */

namespace UiPress\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress stores some text with HTML entities (the site title); the
 * interface shows text as text, so entities are decoded.
 */
final class Text {

	/**
	 * Text with entities decoded.
	 *
	 * @param string $text Stored text.
	 */
	public static function decode( string $text ): string {
		return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
