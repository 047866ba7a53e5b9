<?php
/**
 * The query behind the post lists.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Folders\FolderQuery;
use UiPress\Settings\Effects\PrivatePosts;
use WP_Post_Type;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Runs WP_Query over the posts the current user may read (ReadableClause,
 * added to this query's WHERE only), with the text search of SearchClause.
 * Three answers: a page of ids with the totals; the matches per post type;
 * every match (id and type, in order) when there are few.
 *
 * Only ids are fetched: the rows are built by PostRows, which primes just
 * the caches its page needs. Every query goes through WordPress's query
 * cache: WP_Query's own for pages of ids, QueryRowsCache (the same group and
 * salt) for the matches and counts read apart, so with a persistent object
 * cache a repeated list or search makes no query until a post changes.
 *
 * A text search cannot use an index, so each query that searches reads
 * every post's text once: a searched page is therefore cut from the ordered list of every match (ids and types) when
 * there are at most MATCH_LIMIT, one read instead of two (the page, then
 * its count); with more, the first MATCH_LIMIT still give the page when it
 * lies among them, and one more read counts the rest.
 *
 * @phpstan-type Spec array{
 *     types: list<string>,
 *     statuses: list<string>,
 *     search: string,
 *     limitToAuthor: bool,
 *     orderBy: 'date'|'modified'|'title',
 *     order: 'asc'|'desc',
 *     page: int,
 *     perPage: int,
 *     titleFirst?: bool,
 *     folder?: int|null
 * }
 */
final class ReadablePosts {

	/**
	 * Most matches of a search fetched in one go to cut pages from (an id
	 * and a type each, some 4 MB at most); a search matching more is
	 * counted by the database too.
	 */
	public const MATCH_LIMIT = 20000;

	/**
	 * The limit in use: MATCH_LIMIT (tests lower it to take the other path).
	 *
	 * @var int
	 */
	public static int $match_limit = self::MATCH_LIMIT;

	/**
	 * One page of the list.
	 *
	 * @param array<string, mixed> $spec  What to list.
	 * @param int|null             $total How many posts match, when the caller knows it
	 *                                    already (count_by_type()): not counted again.
	 * @phpstan-param Spec $spec
	 * @return array{ids: list<int>, total: int, totalPages: int}
	 */
	public static function page( array $spec, ?int $total = null ): array {
		if ( null === $total && '' !== $spec['search'] ) {
			$found = self::matches( $spec );
			if ( $found['complete'] ) {
				return self::cut( $found['matches'], $spec );
			}
			$total = (int) array_sum( self::count_by_type( $spec ) );
			$page  = self::cut_within( $found['matches'], $spec, $total );
			if ( null !== $page ) {
				return $page;
			}
		}

		$types = ReadableClause::readable_types( $spec['types'] );
		$where = ReadableClause::sql( $types, $spec['statuses'] );
		if ( '' === $where || 0 === $total ) {
			return self::cut( array(), $spec );
		}
		$args  = self::args( $types, $spec ) + array(
			'no_found_rows'  => null !== $total,
			'posts_per_page' => $spec['perPage'],
			'paged'          => $spec['page'],
		);
		$query = new WP_Query();
		$ids   = null === $total || ( $spec['page'] - 1 ) * $spec['perPage'] < $total
			? self::ids( self::run( $query, $args, $types, $where, self::title_first( $spec ), 'ids' ) )
			: array();

		if ( null === $total ) {
			// WordPress counts nothing for a page past the end: count apart.
			$total = array() === $ids && $spec['page'] > 1 ? (int) array_sum( self::count_by_type( $spec ) ) : (int) $query->found_posts;
		}
		return array(
			'ids'        => $ids,
			'total'      => $total,
			'totalPages' => self::pages( $total, $spec['perPage'] ),
		);
	}

	/**
	 * The first $match_limit matches, in the list's order, and whether they
	 * are all of them.
	 *
	 * @param array<string, mixed> $spec What to list (paging ignored).
	 * @phpstan-param Spec $spec
	 * @return array{matches: list<array{id: int, type: string}>, complete: bool}
	 */
	public static function matches( array $spec ): array {
		$types = ReadableClause::readable_types( $spec['types'] );
		$where = ReadableClause::sql( $types, $spec['statuses'] );
		if ( '' === $where ) {
			return array(
				'matches'  => array(),
				'complete' => true,
			);
		}
		$args = self::args( $types, $spec ) + array(
			'no_found_rows'  => true,
			'posts_per_page' => max( 1, self::$match_limit ) + 1, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- ids and types only, to count and page a search in one query.
		);

		$matches = array();
		foreach ( self::run( new WP_Query(), $args, $types, $where, self::title_first( $spec ), 'matches' ) as $row ) {
			if ( is_array( $row ) && is_int( $row['id'] ?? null ) && is_string( $row['type'] ?? null ) ) {
				$matches[] = $row;
			}
		}
		$limit = max( 1, self::$match_limit );
		return array(
			'matches'  => array_slice( $matches, 0, $limit ),
			'complete' => count( $matches ) <= $limit,
		);
	}

	/**
	 * A page cut from the list of every match.
	 *
	 * @param array<array{id: int, type: string}> $matches Every match, in order.
	 * @param array<string, mixed>                $spec    What to list (page and perPage).
	 * @phpstan-param Spec $spec
	 * @return array{ids: list<int>, total: int, totalPages: int}
	 */
	public static function cut( array $matches, array $spec ): array {
		$page = self::cut_within( $matches, $spec, count( $matches ) );
		return $page ?? array(
			'ids'        => array(),
			'total'      => 0,
			'totalPages' => 0,
		);
	}

	/**
	 * A page cut from the first matches of a list, when it lies among them.
	 *
	 * @param array<array{id: int, type: string}> $matches The first matches, in order.
	 * @param array<string, mixed>                $spec    What to list (page and perPage).
	 * @param int                                 $total   How many match in all.
	 * @phpstan-param Spec $spec
	 * @return array{ids: list<int>, total: int, totalPages: int}|null Null when the page lies further.
	 */
	public static function cut_within( array $matches, array $spec, int $total ): ?array {
		$offset = ( $spec['page'] - 1 ) * $spec['perPage'];
		if ( count( $matches ) < $total && $offset + $spec['perPage'] > count( $matches ) ) {
			return null;
		}
		$ids = array();
		foreach ( array_slice( $matches, $offset, $spec['perPage'] ) as $match ) {
			$ids[] = $match['id'];
		}
		return array(
			'ids'        => $ids,
			'total'      => $total,
			'totalPages' => self::pages( $total, $spec['perPage'] ),
		);
	}

	/**
	 * How many posts match, per post type (types without a match left out),
	 * in one query (a sum per type: a GROUP BY would walk the type index
	 * and read the rows out of order).
	 *
	 * @param array<string, mixed> $spec What to count (paging and order ignored).
	 * @phpstan-param Spec $spec
	 * @return array<string, int> Post type name => matches.
	 */
	public static function count_by_type( array $spec ): array {
		$types = ReadableClause::readable_types( $spec['types'] );
		$where = ReadableClause::sql( $types, $spec['statuses'] );
		if ( '' === $where ) {
			return array();
		}
		$args = self::args( $types, $spec ) + array(
			'no_found_rows' => true,
			'nopaging'      => true,
		);

		$counts = array();
		$row    = self::run( new WP_Query(), $args, $types, $where, '', 'count' )[0] ?? array();
		foreach ( $types as $index => $type ) {
			$count = is_array( $row ) && is_numeric( $row[ $index ] ?? null ) ? (int) $row[ $index ] : 0;
			if ( $count > 0 ) {
				$counts[ $type->name ] = $count;
			}
		}
		return $counts;
	}

	/**
	 * WP_Query arguments common to every query.
	 *
	 * @param WP_Post_Type[]       $types Readable post types.
	 * @param array<string, mixed> $spec  What to list.
	 * @phpstan-param list<WP_Post_Type> $types
	 * @phpstan-param Spec $spec
	 * @return array<string, mixed>
	 */
	private static function args( array $types, array $spec ): array {
		$order = 'asc' === $spec['order'] ? 'ASC' : 'DESC';
		$args  = array(
			'post_type'              => array_map(
				static function ( WP_Post_Type $type ): string {
					return $type->name;
				},
				$types
			),
			'post_status'            => $spec['statuses'],
			'fields'                 => 'ids',
			'orderby'                => array(
				$spec['orderBy'] => $order,
				'ID'             => $order,
			),
			'ignore_sticky_posts'    => true,
			'suppress_filters'       => false,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		);
		if ( '' !== $spec['search'] ) {
			$args['s'] = $spec['search'];
		}
		if ( $spec['limitToAuthor'] ) {
			$args['author__in'] = array( get_current_user_id() );
		}
		// A folder only narrows (FOLDERS.md): what the user may read stays the limit.
		$args = FolderQuery::narrow_types( $args, $args['post_type'], $spec['folder'] ?? null );
		// Site setting privatePosts (users who cannot edit others' posts see their own only).
		return PrivatePosts::limit_block_query( $args );
	}

	/**
	 * Runs the query with this list's clauses added to it alone.
	 *
	 * @param WP_Query             $query   The query.
	 * @param array<string, mixed> $args    WP_Query arguments.
	 * @param WP_Post_Type[]       $types   Readable post types.
	 * @param string               $where   The readable clause.
	 * @param string               $orderby ORDER BY to put first ('' for none).
	 * @param string               $mode    'ids' (WP_Query's answer), 'matches' (rows of id
	 *                                      and type, QueryRowsCache::matches()) or 'count' (one
	 *                                      row: the matches of each type).
	 * @phpstan-param list<WP_Post_Type> $types
	 * @phpstan-param 'ids'|'matches'|'count' $mode
	 * @return array<mixed>
	 */
	private static function run( WP_Query $query, array $args, array $types, string $where, string $orderby, string $mode ): array {
		$filters = array(
			// Grouped, so an OR another filter added cannot widen the list.
			'posts_where'  => static function ( $sql, $current ) use ( $query, $where ) {
				return $current === $query && is_string( $sql ) ? ' AND ( 1=1 ' . $sql . ' ) AND ' . $where : $sql;
			},
			'posts_search' => static function ( $sql, $current ) use ( $query, $types ) {
				return $current === $query ? SearchClause::where( $query, $types ) : $sql;
			},
		);
		if ( '' !== $orderby ) {
			$filters['posts_orderby'] = static function ( $sql, $current ) use ( $query, $orderby ) {
				return $current === $query && is_string( $sql ) ? $orderby . ( '' !== $sql ? ', ' . $sql : '' ) : $sql;
			};
		}

		$rows = array();
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( 'ids' !== $mode && $wpdb instanceof \wpdb ) {
			$args['cache_results'] = false;
			// What is selected; the rows are read by posts_pre_query below.
			$filters['posts_clauses_request'] = static function ( $clauses, $current ) use ( $query, $wpdb, $mode, $types ) {
				if ( $current !== $query || ! is_array( $clauses ) ) {
					return $clauses;
				}
				if ( 'count' === $mode ) {
					$sums = array();
					foreach ( $types as $type ) {
						$sums[] = "SUM( CASE WHEN {$wpdb->posts}.post_type = " . $wpdb->prepare( '%s', $type->name ) . ' THEN 1 ELSE 0 END )';
					}
					$clauses['distinct'] = '';
					$clauses['fields']   = implode( ', ', $sums );
					$clauses['groupby']  = '';
					$clauses['orderby']  = '';
					$clauses['limits']   = '';
				} else {
					$clauses['fields'] = "{$wpdb->posts}.ID, {$wpdb->posts}.post_type";
				}
				return $clauses;
			};
			$filters['posts_pre_query']       = static function ( $posts, $current ) use ( $query, $wpdb, $mode, &$rows ) {
				if ( $current !== $query ) {
					return $posts;
				}
				$rows = 'matches' === $mode
					? QueryRowsCache::matches( $wpdb, (string) $query->request )
					: QueryRowsCache::rows( $wpdb, (string) $query->request, $mode );
				return array();
			};
		}

		foreach ( $filters as $hook => $callback ) {
			add_filter( $hook, $callback, PHP_INT_MAX, 2 );
		}
		try {
			$results = $query->query( $args );
		} finally {
			foreach ( $filters as $hook => $callback ) {
				remove_filter( $hook, $callback, PHP_INT_MAX );
			}
		}
		return 'ids' === $mode ? $results : $rows;
	}

	/**
	 * ORDER BY that puts titles holding the search text first, when asked.
	 *
	 * @param array<string, mixed> $spec What to list.
	 * @phpstan-param Spec $spec
	 */
	private static function title_first( array $spec ): string {
		return ! empty( $spec['titleFirst'] ) ? SearchClause::title_first( $spec['search'] ) : '';
	}

	/**
	 * Ids from WP_Query's answer.
	 *
	 * @param array<mixed> $results Results.
	 * @return list<int>
	 */
	private static function ids( array $results ): array {
		$ids = array();
		foreach ( $results as $id ) {
			if ( is_numeric( $id ) ) {
				$ids[] = (int) $id;
			}
		}
		return $ids;
	}

	/**
	 * Pages for a total.
	 *
	 * @param int $total    Posts.
	 * @param int $per_page Posts per page.
	 */
	private static function pages( int $total, int $per_page ): int {
		return (int) ceil( $total / max( 1, $per_page ) );
	}
}
