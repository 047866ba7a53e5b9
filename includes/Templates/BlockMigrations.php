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
 * - every block: the spec's shape of style settings, one group per style
 *   group at the top of `settings` (`settings.flexLayout = { options,
 *   beforeContent, afterContent }`, likewise dimensions, styles, spacing,
 *   textFormat, positionDesigner, effectsDesigner), moves into the stored
 *   shape the renderer and the builder read: `settings.style = { options:
 *   { flexLayout: …, … }, beforeContent: { content, options: { flexLayout:
 *   … } }, afterContent: … }` (docs/DECISIONS.md). A value the block already
 *   has in `settings.style` wins over the spec-shaped one.
 */
final class BlockMigrations {

	/**
	 * The module whose link option moved to `linkTo`.
	 */
	private const BUTTON = 'uip-button';

	/**
	 * The spec's style groups (builder-and-widgets.md §3 Block).
	 */
	public const STYLE_GROUPS = array( 'flexLayout', 'dimensions', 'styles', 'spacing', 'textFormat', 'positionDesigner', 'effectsDesigner' );

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
			static fn( array $block ): array => self::spec_style_groups( self::button_link( $block ) )
		);
	}

	/**
	 * Spec-shaped style groups moved into `settings.style`.
	 *
	 * @param array<array-key, mixed> $block The block.
	 * @return array<array-key, mixed>
	 */
	private static function spec_style_groups( array $block ): array {
		$settings = $block['settings'] ?? null;
		if ( ! is_array( $settings ) || array() === array_intersect( self::STYLE_GROUPS, array_keys( $settings ) ) ) {
			return $block;
		}
		$style = self::record( $settings['style'] ?? null );
		foreach ( self::STYLE_GROUPS as $group ) {
			if ( ! array_key_exists( $group, $settings ) ) {
				continue;
			}
			$spec = self::record( $settings[ $group ] );
			unset( $settings[ $group ] );
			$style = self::fill( $style, array( 'options', $group ), self::record( $spec['options'] ?? null ) );
			foreach ( array( 'beforeContent', 'afterContent' ) as $pseudo ) {
				$values = self::record( $spec[ $pseudo ] ?? null );
				if ( array() === $values ) {
					continue;
				}
				$text   = $values['content'] ?? null;
				$stored = self::record( $style[ $pseudo ] ?? null );
				if ( is_string( $text ) && ! is_string( $stored['content'] ?? null ) ) {
					$stored['content'] = $text;
					$style[ $pseudo ]  = $stored;
				}
				$inner = array_key_exists( 'options', $values ) ? self::record( $values['options'] ) : array_diff_key( $values, array( 'content' => true ) );
				$style = self::fill( $style, array( $pseudo, 'options', $group ), $inner );
			}
		}
		if ( array() !== $style ) {
			$settings['style'] = $style;
		}
		$block['settings'] = $settings;
		return $block;
	}

	/**
	 * `$values` under `$path` in `$tree`, under what is already there (the
	 * stored value of a key wins).
	 *
	 * @param array<array-key, mixed> $tree   The tree.
	 * @param array<int, string>      $path   Keys down to the group.
	 * @phpstan-param list<string> $path
	 * @param array<array-key, mixed> $values Values to add.
	 * @return array<array-key, mixed>
	 */
	private static function fill( array $tree, array $path, array $values ): array {
		if ( array() === $values ) {
			return $tree;
		}
		$key = array_shift( $path );
		if ( null === $key ) {
			return array_merge( $values, $tree );
		}
		$tree[ $key ] = self::fill( self::record( $tree[ $key ] ?? null ), $path, $values );
		return $tree;
	}

	/**
	 * A JSON object as an array; anything else (an empty object, a list, a
	 * scalar) as an empty one.
	 *
	 * @param mixed $value The value.
	 * @return array<array-key, mixed>
	 */
	private static function record( $value ): array {
		return is_array( $value ) && ! ( array() !== $value && array_is_list( $value ) ) ? $value : array();
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
