<?php
/**
 * Brings blocks stored by earlier versions to today's shape.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Every template is read through TemplateStore, which runs these steps on
 * its tree, and every write stores the migrated tree: the builder, the
 * preview, exports and the interface users work in only ever see today's
 * shape, and a template saved once no longer holds the old one. Each step
 * is idempotent and keeps what the block meant.
 *
 * Steps:
 * - `uip-button`: its own link option (`settings.block.options.linkSelect`,
 *   a URL or `{ value, newTab }`) became the block's link (`linkTo`), the one
 *   link setting every block has. The button's old link won on click, so it
 *   replaces a `linkTo` the block also had; an empty one leaves `linkTo` as
 *   it was. `newTab` 'newTab' → true, 'dynamic' stays 'dynamic', anything
 *   else → false.
 */
final class BlockMigrations {

	/**
	 * The module whose link option moved to `linkTo`.
	 */
	private const BUTTON = 'uip-button';

	/**
	 * The tree with every step applied.
	 *
	 * @param array $content The stored blocks.
	 * @phpstan-param list<mixed> $content
	 * @return list<mixed>
	 */
	public static function apply( array $content ): array {
		return BlockTree::map(
			$content,
			static fn( array $block ): array => self::button_link( $block )
		);
	}

	/**
	 * A button's `linkSelect` option moved to its `linkTo`.
	 *
	 * @param array<array-key, mixed> $block The block.
	 * @return array<array-key, mixed>
	 */
	private static function button_link( array $block ): array {
		if ( self::BUTTON !== ( $block['moduleName'] ?? null ) ) {
			return $block;
		}
		$options = BlockTree::options( $block );
		if ( ! array_key_exists( 'linkSelect', $options ) ) {
			return $block;
		}
		$link = $options['linkSelect'];
		unset( $options['linkSelect'] );
		$block = BlockTree::with_options( $block, $options );

		$url = is_string( $link ) ? $link : JsonTree::get( $link, 'value' );
		if ( ! is_string( $url ) || '' === trim( $url ) ) {
			return $block;
		}
		$block['linkTo'] = array(
			'value'  => $url,
			'newTab' => self::new_tab( JsonTree::get( $link, 'newTab' ) ),
		);
		return $block;
	}

	/**
	 * A link-select value's `newTab` as a block link's.
	 *
	 * @param mixed $new_tab 'newTab', 'dynamic', 'default', '' or anything else.
	 * @return bool|string
	 */
	private static function new_tab( $new_tab ) {
		if ( 'dynamic' === $new_tab ) {
			return 'dynamic';
		}
		return 'newTab' === $new_tab || true === $new_tab;
	}
}
