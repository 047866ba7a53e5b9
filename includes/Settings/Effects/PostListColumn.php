<?php
/**
 * A sortable column added to the list tables of posts and media.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;
use WP_Post;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * One extra column, turned on by a boolean setting, in the list table of
 * every post type (edit.php: posts, pages and every other type with a UI)
 * and in the media library's list view (upload.php?mode=list), sortable
 * through an `orderby` WP_Query understands as it is.
 */
abstract class PostListColumn {

	/**
	 * The setting that turns the column on.
	 */
	abstract protected static function setting(): string;

	/**
	 * The column's key (its cells get the class `column-<key>`).
	 */
	abstract protected static function key(): string;

	/**
	 * The column's heading.
	 */
	abstract protected static function label(): string;

	/**
	 * The `orderby` value the column sorts by.
	 */
	abstract protected static function orderby(): string;

	/**
	 * The CSS width of the column.
	 */
	abstract protected static function width(): string;

	/**
	 * The cell's HTML, escaped.
	 *
	 * @param WP_Post $post The row's post.
	 */
	abstract protected static function cell( WP_Post $post ): string;

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_filter( 'manage_posts_columns', array( static::class, 'add_column' ) );
		add_filter( 'manage_pages_columns', array( static::class, 'add_column' ) );
		add_filter( 'manage_media_columns', array( static::class, 'add_column' ) );
		add_action( 'manage_posts_custom_column', array( static::class, 'print_cell' ), 10, 2 );
		add_action( 'manage_pages_custom_column', array( static::class, 'print_cell' ), 10, 2 );
		add_action( 'manage_media_custom_column', array( static::class, 'print_cell' ), 10, 2 );
		add_action( 'current_screen', array( static::class, 'add_sortable_filter' ) );
		add_action( 'admin_head', array( static::class, 'print_style' ) );
	}

	/**
	 * Whether the setting is on.
	 */
	public static function enabled(): bool {
		return true === SiteSettings::get( static::setting() );
	}

	/**
	 * Adds the column (manage_*_columns).
	 *
	 * @param mixed $columns Column key → heading.
	 * @return mixed
	 */
	public static function add_column( $columns ) {
		if ( ! is_array( $columns ) || ! static::enabled() ) {
			return $columns;
		}
		$columns[ static::key() ] = static::label();
		return $columns;
	}

	/**
	 * Prints a cell of the column (manage_*_custom_column).
	 *
	 * @param mixed $column  The column's key.
	 * @param mixed $post_id The row's post.
	 */
	public static function print_cell( $column, $post_id ): void {
		if ( static::key() !== $column || ! is_numeric( $post_id ) || ! static::enabled() ) {
			return;
		}
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post ) {
			echo static::cell( $post ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- cell() escapes.
		}
	}

	/**
	 * On a posts or media list screen, makes the column sortable there.
	 *
	 * @param mixed $screen The screen (current_screen).
	 */
	public static function add_sortable_filter( $screen ): void {
		if ( $screen instanceof WP_Screen && in_array( $screen->base, array( 'edit', 'upload' ), true ) ) {
			add_filter( 'manage_' . $screen->id . '_sortable_columns', array( static::class, 'add_sortable' ) );
		}
	}

	/**
	 * Adds the column to the sortable ones (manage_{screen}_sortable_columns).
	 *
	 * @param mixed $columns Column key → orderby, or [orderby, descending first].
	 * @return mixed
	 */
	public static function add_sortable( $columns ) {
		if ( ! is_array( $columns ) || ! static::enabled() ) {
			return $columns;
		}
		// Newest / highest first on the first click, as the date column does.
		$columns[ static::key() ] = array( static::orderby(), true );
		return $columns;
	}

	/**
	 * Gives the column its width on list screens: the table is laid out
	 * fixed, so an unsized column would take as much room as the title.
	 */
	public static function print_style(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen instanceof WP_Screen || ! in_array( $screen->base, array( 'edit', 'upload' ), true ) || ! static::enabled() ) {
			return;
		}
		printf(
			"<style id=\"%1\$s-css\">.fixed .column-%1\$s{width:%2\$s}</style>\n",
			esc_attr( static::key() ),
			esc_html( static::width() )
		);
	}
}
