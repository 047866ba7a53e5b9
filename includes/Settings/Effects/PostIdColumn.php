<?php
/**
 * Setting postIDs: an ID column in post and media lists.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The "ID" column (`uip-id`), sorted by `orderby=ID`.
 */
final class PostIdColumn extends PostListColumn {

	public const KEY = 'uip-id';

	/**
	 * The setting.
	 */
	protected static function setting(): string {
		return 'postIDs';
	}

	/**
	 * The column's key.
	 */
	protected static function key(): string {
		return self::KEY;
	}

	/**
	 * The heading.
	 */
	protected static function label(): string {
		return __( 'ID', 'uipress' );
	}

	/**
	 * Sorted by the post's ID.
	 */
	protected static function orderby(): string {
		return 'ID';
	}

	/**
	 * Wide enough for seven digits.
	 */
	protected static function width(): string {
		return '5.5em';
	}

	/**
	 * The post's ID.
	 *
	 * @param WP_Post $post The row's post.
	 */
	protected static function cell( WP_Post $post ): string {
		return esc_html( (string) $post->ID );
	}
}
