<?php
/**
 * The SQL of a users list: filters, order and keyset pages.
 *
 * @package UiPress
 */

namespace UiPress\Users;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the site's users in the filters' order, a page at a time by keyset
 * (the rows after or before a boundary row), so the 5,000th page costs what
 * the first does. Orders and their indexes (docs/USERS.md, "Users app"):
 *
 * - registered: by ID (the primary key). IDs grow with registration and core
 *   has no index on `user_registered`, so "newest" is "highest ID".
 * - login, email: `user_login` and `user_email` have core indexes, which
 *   hold the ID too (the tie-breaker).
 * - name: `display_name` has no index: the database sorts the matching users.
 * - last_login: the `uip_last_login` meta (SignInRows), users who never
 *   signed in last (newest first) or first (oldest first).
 *
 * Meta filters (roles, activity) take one of two forms, chosen by how many
 * users match (count() runs first): many matches, a page walks the users in
 * order and looks up each one's meta (a join), finding 20 after a short
 * walk; few matches, the database reads the matching meta once from core's
 * `meta_key` index (`u.ID IN (SELECT user_id …)`) instead of walking every
 * user's meta rows (seconds at 100,000 users). A search with meta filters
 * reads the search's matches first and checks only their meta
 * (UserMetaFilter). Users of the site are those
 * with its capabilities meta on multisite (as WP_User_Query), every user on
 * a single site.
 */
final class UserListQuery implements KeysetSource {

	/**
	 * Matching users from which a page walks the users in order, looking up
	 * each one's meta, rather than reading all matching meta first: with
	 * this many matches a page of 20 is found after a short walk.
	 */
	private const WALK_MIN = 1000;

	/**
	 * Search matches read at once before their meta is checked (a search
	 * matching more, with meta filters, is counted and paged by SQL).
	 */
	private const SEARCH_MAX = 5000;

	/**
	 * How many users match, once count() has asked (null before).
	 *
	 * @var int|null
	 */
	private ?int $matching = null;

	/**
	 * Every matching row in the list's order, when count() read them all (a
	 * search matching at most WALK_MIN users).
	 *
	 * @var array<int, array{id: int, key: int|string}>|null
	 */
	private ?array $all = null;

	/**
	 * The filters and order.
	 *
	 * @var UserListFilters
	 */
	private UserListFilters $filters;

	/**
	 * Unix time the activity filters count from.
	 *
	 * @var int
	 */
	private int $now;

	/**
	 * Constructor.
	 *
	 * @param UserListFilters $filters Filters and order.
	 * @param int|null        $now     Unix time (tests); now by default.
	 */
	public function __construct( UserListFilters $filters, ?int $now = null ) {
		$this->filters = $filters;
		$this->now     = $now ?? time();
	}

	/**
	 * How many users match.
	 */
	public function count(): int {
		$this->all = null;
		if ( '' !== $this->filters->search && 'last_login' !== $this->filters->orderby ) {
			// A search usually matches few users: read them all in order at once,
			// which is both the count and every page. With meta filters, read the
			// search's matches alone, then check only their meta (UserMetaFilter):
			// the filters as subqueries would read every user's meta.
			$this->matching = 0;
			$meta           = new UserMetaFilter( $this->filters, $this->now );
			if ( $meta->applies() ) {
				$found = $this->searched( self::SEARCH_MAX + 1 );
				if ( count( $found ) <= self::SEARCH_MAX ) {
					$this->all      = $meta->keep( $found );
					$this->matching = count( $this->all );
					return $this->matching;
				}
			}
			$found = $this->rows( null, false, self::WALK_MIN + 1 );
			if ( count( $found ) <= self::WALK_MIN ) {
				$this->all      = $found;
				$this->matching = count( $found );
				return $this->matching;
			}
		}
		list( $from, $args ) = $this->joined( true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- fixed SQL with placeholders; a count must be fresh.
		$count          = self::db()->get_var( self::prepare( 'SELECT COUNT(*) ' . $from, $args ) );
		$this->matching = is_numeric( $count ) ? (int) $count : 0;
		return $this->matching;
	}

	/**
	 * Ids and sort keys of matching users, in the list's order (or the
	 * reverse), after a boundary row in that direction.
	 *
	 * @param array{0: int|string, 1: int}|null $after   Sort key and id of the boundary row; null from the start.
	 * @param bool                              $reverse Walk the list backwards.
	 * @param int                               $limit   Rows wanted.
	 * @param int                               $offset  Rows skipped first (jumps to a page by number only).
	 * @return array<int, array{id: int, key: int|string}>
	 */
	public function rows( ?array $after, bool $reverse, int $limit, int $offset = 0 ): array {
		$ascending = ( 'asc' === $this->filters->order ) !== $reverse;
		if ( 'last_login' === $this->filters->orderby ) {
			return ( new SignInRows( $this->conditions() ) )->rows( $after, $ascending, $limit, $offset );
		}
		$known = null === $this->all ? null : self::slice( $this->all, $after, $reverse, $limit, $offset );
		if ( null !== $known ) {
			return $known;
		}
		if ( null === $this->matching || $this->matching >= self::WALK_MIN ) {
			list( $from, $args ) = $this->joined( false );
		} else {
			list( $where, $args ) = $this->conditions();
			$from                 = 'FROM %i u WHERE 1=1' . $where;
			$args                 = array_merge( array( self::db()->users ), $args );
		}
		$key  = $this->key_sql();
		$dir  = $ascending ? 'ASC' : 'DESC';
		$seek = '';
		if ( null !== $after ) {
			$cmp = $ascending ? '>' : '<';
			if ( 'u.ID' === $key ) {
				$seek   = ' AND u.ID ' . $cmp . ' %d';
				$args[] = $after[1];
			} else {
				$seek = ' AND (' . $key . ' ' . $cmp . ' %s OR (' . $key . ' = %s AND u.ID ' . $cmp . ' %d))';
				array_push( $args, $after[0], $after[0], $after[1] );
			}
		}
		$order = 'u.ID' === $key ? 'u.ID ' . $dir : 'sort_key ' . $dir . ', u.ID ' . $dir;
		array_push( $args, max( 1, $limit ), max( 0, $offset ) );
		$sql = 'SELECT u.ID AS id, ' . $key . ' AS sort_key ' . $from . $seek . ' ORDER BY ' . $order . ' LIMIT %d OFFSET %d';
		return self::select_rows( $sql, $args, 'u.ID' === $key );
	}

	/**
	 * The search's matches alone (no meta filter), in the list's order.
	 *
	 * @param int $limit Rows wanted.
	 * @return array<int, array{id: int, key: int|string}>
	 */
	private function searched( int $limit ): array {
		list( $search, $args ) = $this->search_condition();
		$key                   = $this->key_sql();
		$dir                   = 'asc' === $this->filters->order ? 'ASC' : 'DESC';
		$order                 = 'u.ID' === $key ? 'u.ID ' . $dir : 'sort_key ' . $dir . ', u.ID ' . $dir;
		$sql                   = 'SELECT u.ID AS id, ' . $key . ' AS sort_key FROM %i u WHERE 1=1' . $search . ' ORDER BY ' . $order . ' LIMIT %d';
		return self::select_rows( $sql, array_merge( array( self::db()->users ), $args, array( $limit ) ), 'u.ID' === $key );
	}

	/**
	 * A page of the rows count() read (null when the boundary row is not
	 * among them: the database is asked).
	 *
	 * @param array<int, array{id: int, key: int|string}> $all     Every matching row, in the list's order.
	 * @param array{0: int|string, 1: int}|null           $after   Boundary row.
	 * @param bool                                        $reverse Walk backwards.
	 * @param int                                         $limit   Rows wanted.
	 * @param int                                         $offset  Rows skipped first.
	 * @return array<int, array{id: int, key: int|string}>|null
	 */
	private static function slice( array $all, ?array $after, bool $reverse, int $limit, int $offset ): ?array {
		$rows  = $reverse ? array_reverse( $all ) : $all;
		$start = 0;
		if ( null !== $after ) {
			$at = array_search( $after[1], array_column( $rows, 'id' ), true );
			if ( false === $at ) {
				return null;
			}
			$start = (int) $at + 1;
		}
		return array_slice( $rows, $start + max( 0, $offset ), max( 1, $limit ) );
	}

	/**
	 * Runs a rows query: `id` and `sort_key` columns.
	 *
	 * @param literal-string         $sql     The query.
	 * @param array<int, int|string> $args    Its placeholders' values.
	 * @param bool                   $numeric Whether the sort key is a number.
	 * @return array<int, array{id: int, key: int|string}>
	 */
	public static function select_rows( string $sql, array $args, bool $numeric ): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- built from fixed SQL with placeholders.
		$found = self::db()->get_results( self::prepare( $sql, $args ), 'ARRAY_A' );
		$rows  = array();
		foreach ( is_array( $found ) ? $found : array() as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$sort   = $row['sort_key'] ?? '';
			$id     = $row['id'] ?? 0;
			$rows[] = array(
				'id'  => is_numeric( $id ) ? (int) $id : 0,
				'key' => $numeric ? ( is_numeric( $sort ) ? (int) $sort : 0 ) : ( is_scalar( $sort ) ? (string) $sort : '' ),
			);
		}
		return $rows;
	}

	/**
	 * The filters as conditions on the users table `u` (each starting with
	 * AND), with their placeholders' values (tables are `%i` placeholders).
	 *
	 * @return array{0: literal-string, 1: array<int, int|string>}
	 */
	public function conditions(): array {
		$wpdb    = self::db();
		$where   = '';
		$args    = array();
		$cap_key = $wpdb->get_blog_prefix() . 'capabilities';

		if ( array() !== $this->filters->roles ) {
			$likes = '';
			array_push( $args, $wpdb->usermeta, $cap_key );
			foreach ( $this->filters->roles as $role ) {
				$likes .= ( '' === $likes ? '' : ' OR ' ) . 'meta_value LIKE %s';
				$args[] = '%' . $wpdb->esc_like( '"' . $role . '"' ) . '%';
			}
			$where .= ' AND u.ID IN (SELECT user_id FROM %i WHERE meta_key = %s AND (' . $likes . '))';
		} elseif ( is_multisite() ) {
			$where .= ' AND u.ID IN (SELECT user_id FROM %i WHERE meta_key = %s)';
			array_push( $args, $wpdb->usermeta, $cap_key );
		}
		list( $search, $search_args ) = $this->search_condition();
		$where                       .= $search;
		$args                         = array_merge( $args, $search_args );
		if ( 'any' !== $this->filters->activity ) {
			list( $op, $time ) = UserMetaFilter::activity_bound( $this->filters->activity, $this->now );
			array_push( $args, $wpdb->usermeta, LastSeen::LAST_ACTIVITY );
			if ( null === $time ) {
				$where .= ' AND NOT EXISTS (SELECT 1 FROM %i seen WHERE seen.user_id = u.ID AND seen.meta_key = %s)';
			} else {
				$where .= ' AND u.ID IN (SELECT user_id FROM %i WHERE meta_key = %s AND CAST(meta_value AS UNSIGNED) ' . $op . ' %d)';
				$args[] = $time;
			}
		}
		return array( $where, $args );
	}

	/**
	 * FROM and WHERE with the meta filters as joins: the database walks the
	 * users and looks up each one's meta (fast while many users match), or,
	 * for a count, drives from core's `meta_key` index. "Never active" is
	 * an anti-join when walking and NOT EXISTS when counting (a join per
	 * user would read every meta row of every user to count them).
	 *
	 * @param bool $for_count Whether this is for counting.
	 * @return array{0: literal-string, 1: array<int, int|string>}
	 */
	private function joined( bool $for_count ): array {
		$wpdb       = self::db();
		$joins      = '';
		$where      = '';
		$join_args  = array( $wpdb->users );
		$where_args = array();

		if ( array() !== $this->filters->roles || is_multisite() ) {
			$joins .= ' INNER JOIN %i cap ON cap.user_id = u.ID AND cap.meta_key = %s';
			array_push( $join_args, $wpdb->usermeta, $wpdb->get_blog_prefix() . 'capabilities' );
		}
		if ( array() !== $this->filters->roles ) {
			$likes = '';
			foreach ( $this->filters->roles as $role ) {
				$likes       .= ( '' === $likes ? '' : ' OR ' ) . 'cap.meta_value LIKE %s';
				$where_args[] = '%' . $wpdb->esc_like( '"' . $role . '"' ) . '%';
			}
			$where .= ' AND (' . $likes . ')';
		}
		list( $search, $search_args ) = $this->search_condition();
		$where                       .= $search;
		$where_args                   = array_merge( $where_args, $search_args );
		if ( 'any' !== $this->filters->activity ) {
			list( $op, $time ) = UserMetaFilter::activity_bound( $this->filters->activity, $this->now );
			if ( null === $time && $for_count ) {
				$where .= ' AND NOT EXISTS (SELECT 1 FROM %i seen WHERE seen.user_id = u.ID AND seen.meta_key = %s)';
				array_push( $where_args, $wpdb->usermeta, LastSeen::LAST_ACTIVITY );
			} elseif ( null === $time ) {
				$joins .= ' LEFT JOIN %i seen ON seen.user_id = u.ID AND seen.meta_key = %s';
				$where .= ' AND seen.umeta_id IS NULL';
				array_push( $join_args, $wpdb->usermeta, LastSeen::LAST_ACTIVITY );
			} else {
				$joins .= ' INNER JOIN %i seen ON seen.user_id = u.ID AND seen.meta_key = %s';
				$where .= ' AND CAST(seen.meta_value AS UNSIGNED) ' . $op . ' %d';
				array_push( $join_args, $wpdb->usermeta, LastSeen::LAST_ACTIVITY );
				$where_args[] = $time;
			}
		}
		return array( 'FROM %i u' . $joins . ' WHERE 1=1' . $where, array_merge( $join_args, $where_args ) );
	}

	/**
	 * The search as a condition on `u`.
	 *
	 * @return array{0: literal-string, 1: array<int, string>}
	 */
	private function search_condition(): array {
		if ( '' === $this->filters->search ) {
			return array( '', array() );
		}
		$like = '%' . self::db()->esc_like( $this->filters->search ) . '%';
		return array( ' AND (u.user_login LIKE %s OR u.user_email LIKE %s OR u.user_nicename LIKE %s OR u.display_name LIKE %s)', array( $like, $like, $like, $like ) );
	}

	/**
	 * The sort column's SQL.
	 *
	 * @return literal-string
	 */
	private function key_sql(): string {
		switch ( $this->filters->orderby ) {
			case 'login':
				return 'u.user_login';
			case 'email':
				return 'u.user_email';
			case 'name':
				return 'u.display_name';
			default:
				return 'u.ID';
		}
	}

	/**
	 * The database.
	 *
	 * @throws \LogicException Without one (WordPress always has it here).
	 */
	public static function db(): \wpdb {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( ! $wpdb instanceof \wpdb ) {
			throw new \LogicException( 'WordPress has no database.' );
		}
		return $wpdb;
	}

	/**
	 * Prepares SQL with placeholders (none: as it is).
	 *
	 * @param literal-string         $sql  SQL with %i/%d/%s placeholders.
	 * @param array<int, int|string> $args Their values.
	 */
	public static function prepare( string $sql, array $args ): string {
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- the SQL is built from fixed fragments with placeholders.
		return (string) self::db()->prepare( $sql, $args );
	}
}
