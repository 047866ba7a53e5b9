<?php
/**
 * HTML that blocks show as markup: cleaned unless its author may post any.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Security\Writer;

defined( 'ABSPATH' ) || exit;

/**
 * The custom HTML block shows its `html` option as markup to everyone the
 * template applies to. When the user saving a template lacks
 * `unfiltered_html`, that markup is cleaned with `wp_kses_post()` (the
 * HTML a post may hold: no scripts, no event attributes), as WordPress does
 * for a post; an administrator's markup is kept as typed, as in WordPress's
 * own Custom HTML block.
 */
final class HtmlGuard {

	/**
	 * Block module => the option keys holding markup.
	 */
	public const HTML_OPTIONS = array(
		'uip-html' => array( 'html' ),
	);

	/**
	 * The tree with every block's markup cleaned for its writer.
	 *
	 * @param array       $content A template's blocks.
	 * @phpstan-param list<mixed> $content
	 * @param Writer|null $writer  Who writes; the current user by default.
	 * @return list<mixed>
	 */
	public static function clean( array $content, ?Writer $writer = null ): array {
		if ( ( $writer ?? Writer::current() )->can_post_code() ) {
			return $content;
		}
		return BlockTree::map(
			$content,
			static function ( array $block ): array {
				$module = $block['moduleName'] ?? null;
				$keys   = is_string( $module ) ? ( self::HTML_OPTIONS[ $module ] ?? array() ) : array();
				if ( array() === $keys ) {
					return $block;
				}
				$options = BlockTree::options( $block );
				foreach ( $keys as $key ) {
					if ( isset( $options[ $key ] ) && is_string( $options[ $key ] ) ) {
						$options[ $key ] = wp_kses_post( $options[ $key ] );
					}
				}
				return BlockTree::with_options( $block, $options );
			}
		);
	}
}
