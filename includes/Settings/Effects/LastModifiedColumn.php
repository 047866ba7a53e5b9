<?php
/**
 * Setting displayLastModified: a "Last modified" column in post and media lists.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The "Last modified" column (`uip-last-modified`): the date and time of the
 * last change in the site's formats and, when WordPress recorded it
 * (`_edit_last`), who made it; sorted by `orderby=modified`.
 */
final class LastModifiedColumn extends PostListColumn {

	public const KEY = 'uip-last-modified';

	/**
	 * The setting.
	 */
	protected static function setting(): string {
		return 'displayLastModified';
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
		return __( 'Last modified', 'uipress' );
	}

	/**
	 * Sorted by the modified date.
	 */
	protected static function orderby(): string {
		return 'modified';
	}

	/**
	 * As wide as core's date column.
	 */
	protected static function width(): string {
		return '14%';
	}

	/**
	 * When, and by whom.
	 *
	 * @param WP_Post $post The row's post.
	 */
	protected static function cell( WP_Post $post ): string {
		$date_format = get_option( 'date_format' );
		$time_format = get_option( 'time_format' );
		$date        = get_post_modified_time( is_string( $date_format ) ? $date_format : 'Y-m-d', false, $post, true );
		$time        = get_post_modified_time( is_string( $time_format ) ? $time_format : 'H:i', false, $post, true );
		$html        = esc_html(
			/* translators: 1: a date, 2: a time. */
			sprintf( __( '%1$s at %2$s', 'uipress' ), is_string( $date ) ? $date : '', is_string( $time ) ? $time : '' )
		);
		$editor = get_post_meta( $post->ID, '_edit_last', true );
		$user   = is_numeric( $editor ) ? get_userdata( (int) $editor ) : false;
		if ( $user instanceof WP_User ) {
			$html .= '<br />' . esc_html(
				/* translators: %s: a user's display name. */
				sprintf( __( 'by %s', 'uipress' ), $user->display_name )
			);
		}
		return $html;
	}
}
