<?php
/**
 * The rows of the list queries WP_Query does not cache, cached as it caches its own.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

defined( 'ABSPATH' ) || exit;

/**
 * ReadablePosts reads two queries itself (every match as id and type, and
 * the matches per type): WP_Query caches only the queries it reads. Their
 * rows are kept the way WP_Query keeps its own: in the `post-queries`
 * group, keyed by the query's SQL (which holds everything that narrows it:
 * types, statuses, the user's readable clause, the search), salted with the
 * posts' last change, so writing, trashing or deleting any post or its meta
 * makes the next read go to the database. With a persistent object cache
 * the next request reads them too.
 *
 * Every match of a common word is many rows (20,000 at most): they are kept
 * packed (the ids as binary, one byte per row naming its type), which reads
 * back several times faster than a serialised list of arrays.
 */
final class QueryRowsCache {

	/**
	 * WordPress's group for query results (per site).
	 */
	private const GROUP = 'post-queries';

	/**
	 * Every match of a query selecting ID and post_type, in order.
	 *
	 * @param \wpdb  $wpdb The database.
	 * @param string $sql  WP_Query's request.
	 * @return list<array{id: int, type: string}>
	 */
	public static function matches( \wpdb $wpdb, string $sql ): array {
		$packed = self::get( $wpdb, $sql, 'matches' );
		if ( is_array( $packed ) && is_string( $packed['ids'] ?? null ) && is_string( $packed['of'] ?? null ) && is_array( $packed['types'] ?? null ) ) {
			return self::unpack( $packed['ids'], $packed['of'], array_values( $packed['types'] ) );
		}
		$matches = array();
		foreach ( self::select( $wpdb, $sql ) as $row ) {
			if ( is_array( $row ) && is_numeric( $row[0] ?? null ) && is_string( $row[1] ?? null ) ) {
				$matches[] = array(
					'id'   => (int) $row[0],
					'type' => $row[1],
				);
			}
		}
		$packed = self::pack( $matches );
		if ( null !== $packed ) {
			self::set( $wpdb, $sql, 'matches', $packed );
		}
		return $matches;
	}

	/**
	 * The rows of another query (a few: the matches per type).
	 *
	 * @param \wpdb  $wpdb The database.
	 * @param string $sql  WP_Query's request.
	 * @param string $name What the query answers, part of the key.
	 * @return array<mixed>
	 */
	public static function rows( \wpdb $wpdb, string $sql, string $name ): array {
		$rows = self::get( $wpdb, $sql, $name );
		if ( is_array( $rows ) ) {
			return $rows;
		}
		$rows = self::select( $wpdb, $sql );
		self::set( $wpdb, $sql, $name, $rows );
		return $rows;
	}

	/**
	 * A cached value, unless the posts changed since it was kept (core's
	 * salted form, as wp_cache_get_salted() of WordPress 6.9 reads it).
	 *
	 * @param \wpdb  $wpdb The database.
	 * @param string $sql  The query.
	 * @param string $name What it answers.
	 * @return mixed Null when there is none.
	 */
	private static function get( \wpdb $wpdb, string $sql, string $name ) {
		$cached = wp_cache_get( self::key( $wpdb, $sql, $name ), self::GROUP );
		if ( ! is_array( $cached ) || ( $cached['salt'] ?? null ) !== wp_cache_get_last_changed( 'posts' ) ) {
			return null;
		}
		return $cached['data'] ?? null;
	}

	/**
	 * Keeps a value with the posts' last change.
	 *
	 * @param \wpdb  $wpdb The database.
	 * @param string $sql  The query.
	 * @param string $name What it answers.
	 * @param mixed  $data The value.
	 */
	private static function set( \wpdb $wpdb, string $sql, string $name, $data ): void {
		wp_cache_set(
			self::key( $wpdb, $sql, $name ),
			array(
				'data' => $data,
				'salt' => wp_cache_get_last_changed( 'posts' ),
			),
			self::GROUP
		);
	}

	/**
	 * The key: the `%` placeholder's escape differs in each request, so the
	 * SQL is keyed without it (as WP_Query::generate_cache_key() does).
	 *
	 * @param \wpdb  $wpdb The database.
	 * @param string $sql  The query.
	 * @param string $name What it answers.
	 */
	private static function key( \wpdb $wpdb, string $sql, string $name ): string {
		return 'uipress-' . $name . ':' . md5( $wpdb->remove_placeholder_escape( $sql ) );
	}

	/**
	 * Runs the query.
	 *
	 * @param \wpdb  $wpdb The database.
	 * @param string $sql  WP_Query's request, built from prepared clauses.
	 * @return array<mixed>
	 */
	private static function select( \wpdb $wpdb, string $sql ): array { // phpcs:disable WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- WP_Query's own request, built from prepared clauses; matches() and rows() cache it.
		$result = $wpdb->get_results( $sql, 'ARRAY_N' );
		return is_array( $result ) ? $result : array();
	} // phpcs:enable

	/**
	 * Matches packed: ids as 64-bit integers, one byte per row for its type.
	 *
	 * @param list<array{id: int, type: string}> $matches Matches.
	 * @return array{ids: string, of: string, types: list<string>}|null Null past 256 types (not kept).
	 */
	private static function pack( array $matches ): ?array {
		$types = array();
		$of    = '';
		$ids   = array();
		foreach ( $matches as $match ) {
			$types[ $match['type'] ] ??= count( $types );
			$of                       .= chr( $types[ $match['type'] ] % 256 );
			$ids[]                     = $match['id'];
		}
		if ( count( $types ) > 256 ) {
			return null;
		}
		return array(
			'ids'   => pack( 'J*', ...$ids ),
			'of'    => $of,
			'types' => array_keys( $types ),
		);
	}

	/**
	 * Matches from their packed form.
	 *
	 * @param string            $ids   Packed ids.
	 * @param string            $of    One byte per row: its type's index.
	 * @param array<int, mixed> $types Type names.
	 * @return list<array{id: int, type: string}>
	 */
	private static function unpack( string $ids, string $of, array $types ): array {
		$numbers = '' === $ids ? array() : unpack( 'J*', $ids );
		$matches = array();
		$count   = strlen( $of );
		for ( $row = 0; $row < $count; $row++ ) {
			$id   = is_array( $numbers ) ? ( $numbers[ $row + 1 ] ?? null ) : null;
			$type = $types[ ord( $of[ $row ] ) ] ?? null;
			if ( is_int( $id ) && is_string( $type ) ) {
				$matches[] = array(
					'id'   => $id,
					'type' => $type,
				);
			}
		}
		return $matches;
	}
}
