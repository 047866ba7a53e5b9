<?php
/**
 * The text search of the post lists.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use WP_Post_Type;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's search (title, excerpt, content; the same terms, quoted
 * phrases and `-excluded` words), except that the excerpt and content of a
 * password-protected post count only for users who may see them: its author
 * and users who may edit others' posts of its type. For everyone else such a
 * post matches by its title only, so a search cannot tell what its hidden
 * text holds. (WordPress matches protected text for every signed-in user.)
 */
final class SearchClause {

	/**
	 * The search condition, `AND ( … )`, for the `posts_search` filter of
	 * one query (WordPress has parsed the terms into `search_terms`).
	 *
	 * @param WP_Query       $query The query.
	 * @param WP_Post_Type[] $types The post types it lists.
	 * @phpstan-param list<WP_Post_Type> $types
	 */
	public static function where( WP_Query $query, array $types ): string {
		$wpdb  = $GLOBALS['wpdb'] ?? null;
		$terms = $query->query_vars['search_terms'] ?? null;
		if ( ! $wpdb instanceof \wpdb || ! is_array( $terms ) ) {
			return '';
		}
		$posts    = $wpdb->posts;
		$unlocked = self::unlocked( $wpdb, $types );
		$wild     = empty( $query->query_vars['exact'] ) ? '%' : '';
		// WordPress's own filter (a prefix of '' turns exclusions off).
		$prefix = apply_filters( 'wp_query_search_exclusion_prefix', '-' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as WP_Query applies it.
		$prefix = is_string( $prefix ) ? $prefix : '';

		$parts = array();
		foreach ( $terms as $term ) {
			if ( ! is_string( $term ) || '' === $term ) {
				continue;
			}
			$exclude = '' !== $prefix && str_starts_with( $term, $prefix );
			$like    = $wpdb->prepare( '%s', $wild . $wpdb->esc_like( $exclude ? substr( $term, strlen( $prefix ) ) : $term ) . $wild );
			$parts[] = $exclude
				? "({$posts}.post_title NOT LIKE {$like} AND (NOT {$unlocked} OR ({$posts}.post_excerpt NOT LIKE {$like} AND {$posts}.post_content NOT LIKE {$like})))"
				: "({$posts}.post_title LIKE {$like} OR ({$unlocked} AND ({$posts}.post_excerpt LIKE {$like} OR {$posts}.post_content LIKE {$like})))";
		}
		return array() === $parts ? '' : ' AND (' . implode( ' AND ', $parts ) . ') ';
	}

	/**
	 * ORDER BY that puts posts whose title holds the whole search text first.
	 *
	 * @param string $search Search text.
	 */
	public static function title_first( string $search ): string {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( ! $wpdb instanceof \wpdb || '' === $search ) {
			return '';
		}
		$like = $wpdb->prepare( '%s', '%' . $wpdb->esc_like( $search ) . '%' );
		return "CASE WHEN {$wpdb->posts}.post_title LIKE {$like} THEN 0 ELSE 1 END ASC";
	}

	/**
	 * SQL true for posts whose excerpt and content the user may search.
	 *
	 * @param \wpdb          $wpdb  The database.
	 * @param WP_Post_Type[] $types The post types listed.
	 * @phpstan-param list<WP_Post_Type> $types
	 */
	private static function unlocked( \wpdb $wpdb, array $types ): string {
		$posts = $wpdb->posts;
		$or    = array( "{$posts}.post_password = ''" );
		$user  = get_current_user_id();
		if ( $user > 0 ) {
			$or[] = "{$posts}.post_author = {$user}";
		}
		$editable = array();
		foreach ( $types as $type ) {
			if ( current_user_can( ReadableClause::cap( $type, 'edit_others_posts' ) ) ) {
				$editable[] = $wpdb->prepare( '%s', $type->name );
			}
		}
		if ( array() !== $editable ) {
			$or[] = "{$posts}.post_type IN (" . implode( ',', $editable ) . ')';
		}
		return '(' . implode( ' OR ', $or ) . ')';
	}
}
