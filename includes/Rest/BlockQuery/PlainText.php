<?php
/**
 * Plain text from stored HTML.
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

defined( 'ABSPATH' ) || exit;

/**
 * Placeholder values are text, shown as text: tags, block comments and
 * shortcodes removed, entities decoded, surrounding white space trimmed.
 */
final class PlainText {

	/**
	 * Plain text of some HTML.
	 *
	 * @param string $html HTML.
	 */
	public static function from_html( string $html ): string {
		$text = wp_strip_all_tags( strip_shortcodes( $html ) );
		$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$text = (string) preg_replace( "/[ \t]*\n[ \t\n]*\n/", "\n\n", $text );
		return trim( $text );
	}
}
