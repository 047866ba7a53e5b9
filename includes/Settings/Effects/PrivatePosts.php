<?php
/**
 * Site setting privatePosts: users see only their own posts in lists.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use stdClass;
use WP_Query;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Users who cannot edit others' posts see only their own posts, of every
 * post type: in the list tables (edit.php's main query, and the counts of
 * its status links, so they do not tell how many posts others have), in
 * REST lists of every type shown in REST but attachments (privateLibrary's
 * job) and in UiPress's block queries (Rest\BlockQuery\PostQuery).
 */
final class PrivatePosts {

	public const SETTING = 'privatePosts';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'pre_get_posts', array( self::class, 'limit_list_table' ) );
		add_filter( 'wp_count_posts', array( self::class, 'own_counts' ), 10, 2 );
		add_action( 'rest_api_init', array( self::class, 'add_rest_filters' ) );
	}

	/**
	 * Filters the REST list query of every type shown in REST (action
	 * `rest_api_init`, when every type is registered).
	 */
	public static function add_rest_filters(): void {
		foreach ( get_post_types( array( 'show_in_rest' => true ) ) as $type ) {
			if ( 'attachment' !== $type ) {
				add_filter( 'rest_' . $type . '_query', array( self::class, 'limit_rest_args' ), 10, 2 );
			}
		}
	}

	/**
	 * A REST list's query (filter `rest_{post_type}_query`).
	 *
	 * @param mixed           $args    WP_Query arguments.
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function limit_rest_args( $args, $request ) {
		$user_id = OwnContentOnly::limited_user( self::SETTING );
		return $user_id > 0 && is_array( $args ) ? OwnContentOnly::narrow( $args, $user_id ) : $args;
	}

	/**
	 * A block query's arguments, after every filter had its say.
	 *
	 * @param array<string, mixed> $args WP_Query arguments.
	 * @return array<string, mixed>
	 */
	public static function limit_block_query( array $args ): array {
		$user_id = OwnContentOnly::limited_user( self::SETTING );
		if ( 0 === $user_id ) {
			return $args;
		}
		unset( $args['author'], $args['author_name'] );
		$args['author__in'] = array( $user_id );
		return $args;
	}

	/**
	 * The list table: edit.php's main query (action `pre_get_posts`).
	 *
	 * @param WP_Query $query The query.
	 */
	public static function limit_list_table( $query ): void {
		if ( ! $query instanceof WP_Query || ! self::on_list_table() || ! $query->is_main_query() ) {
			return;
		}
		$user_id = OwnContentOnly::limited_user( self::SETTING );
		if ( $user_id > 0 ) {
			OwnContentOnly::narrow_query( $query, $user_id );
		}
	}

	/**
	 * The counts of the list table's status links: the user's own posts only
	 * (filter `wp_count_posts`, on edit.php only so the rest of WordPress
	 * keeps its real counts).
	 *
	 * @param mixed  $counts Number of posts per status.
	 * @param string $type   Post type.
	 * @return mixed
	 */
	public static function own_counts( $counts, $type ) {
		$user_id = self::on_list_table() ? OwnContentOnly::limited_user( self::SETTING ) : 0;
		$wpdb    = $GLOBALS['wpdb'] ?? null;
		if ( 0 === $user_id || ! $wpdb instanceof \wpdb || ! is_string( $type ) ) {
			return $counts;
		}
		$own = new stdClass();
		foreach ( get_post_stati() as $status ) {
			$own->{$status} = 0;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one grouped count per list page, as wp_count_posts() does; %i (WordPress 6.2+) is the table name.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT post_status, COUNT( * ) AS num_posts FROM %i WHERE post_type = %s AND post_author = %d GROUP BY post_status', $wpdb->posts, $type, $user_id ), 'ARRAY_A' );
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( is_array( $row ) && is_string( $row['post_status'] ?? null ) ) {
				$own->{$row['post_status']} = is_numeric( $row['num_posts'] ?? null ) ? (int) $row['num_posts'] : 0;
			}
		}
		return $own;
	}

	/**
	 * Whether this request is a posts list table (edit.php).
	 */
	private static function on_list_table(): bool {
		return is_admin() && 'edit.php' === ( $GLOBALS['pagenow'] ?? '' );
	}
}
