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
 * the first does. Orders and their indexes (docs/USERS.md, "Scale"):
 *
 * - registered: by ID (the primary key). IDs grow with registration and core
 *   has no index on `user_registered`, so "newest" is "highest ID".
 * - login, email: `user_login` and `user_email` have core indexes, which
 *   hold the ID too (the tie-breaker).
 * - name: `display_name` has no index: the database sorts the matching users.
 * - last_login: the `uip_last_login` meta, users who never signed in last
 *   (newest first) or first (oldest first).
 *
 * Users of the site are those with its capabilities meta on multisite (as
 * WP_User_Query), every user on a single site. Each meta key is joined once,
 * so a user's row appears once (update_user_meta keeps one value per key).
 */
final class UserListQuery implements KeysetSource {

	/**
	 * Seconds a day.
	 */
	private const DAY = 86400;

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
		$wpdb                = self::db();
		list( $from, $args ) = $this->from_where();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- $from is fixed SQL with placeholders; a count must be fresh.
		$count = $wpdb->get_var( self::prepare( 'SELECT COUNT(*) ' . $from, $args ) );
		return is_numeric( $count ) ? (int) $count : 0;
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
		$wpdb                = self::db();
		list( $from, $args ) = $this->from_where();
		$key                 = $this->key_sql();
		$ascending           = ( 'asc' === $this->filters->order ) !== $reverse;
		$dir                 = $ascending ? 'ASC' : 'DESC';
		$seek                = '';
		if ( null !== $after ) {
			$cmp = $ascending ? '>' : '<';
			if ( 'u.ID' === $key ) {
				$seek   = ' AND u.ID ' . $cmp . ' %d';
				$args[] = $after[1];
			} else {
				$holder = $this->numeric_key() ? '%d' : '%s';
				$seek   = ' AND (' . $key . ' ' . $cmp . ' ' . $holder . ' OR (' . $key . ' = ' . $holder . ' AND u.ID ' . $cmp . ' %d))';
				array_push( $args, $after[0], $after[0], $after[1] );
			}
		}
		$order = 'u.ID' === $key ? 'u.ID ' . $dir : 'sort_key ' . $dir . ', u.ID ' . $dir;
		array_push( $args, max( 1, $limit ), max( 0, $offset ) );
		$sql = 'SELECT u.ID AS id, ' . $key . ' AS sort_key ' . $from . $seek . ' ORDER BY ' . $order . ' LIMIT %d OFFSET %d';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- built from fixed SQL with placeholders.
		$found = $wpdb->get_results( self::prepare( $sql, $args ), 'ARRAY_A' );
		$rows  = array();
		foreach ( is_array( $found ) ? $found : array() as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$sort   = $row['sort_key'] ?? '';
			$id     = $row['id'] ?? 0;
			$rows[] = array(
				'id'  => is_numeric( $id ) ? (int) $id : 0,
				'key' => $this->numeric_key() ? ( is_numeric( $sort ) ? (int) $sort : 0 ) : ( is_scalar( $sort ) ? (string) $sort : '' ),
			);
		}
		return $rows;
	}

	/**
	 * The FROM and WHERE clauses with their placeholders' values (tables
	 * are `%i` placeholders too).
	 *
	 * @return array{0: literal-string, 1: array<int, int|string>}
	 */
	private function from_where(): array {
		$wpdb       = self::db();
		$joins      = '';
		$where      = '';
		$join_args  = array( $wpdb->users );
		$where_args = array();

		if ( is_multisite() || array() !== $this->filters->roles ) {
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
		if ( '' !== $this->filters->search ) {
			$like   = '%' . $wpdb->esc_like( $this->filters->search ) . '%';
			$where .= ' AND (u.user_login LIKE %s OR u.user_email LIKE %s OR u.user_nicename LIKE %s OR u.display_name LIKE %s)';
			array_push( $where_args, $like, $like, $like, $like );
		}
		if ( 'any' !== $this->filters->activity ) {
			$joins .= ' LEFT JOIN %i seen ON seen.user_id = u.ID AND seen.meta_key = %s';
			array_push( $join_args, $wpdb->usermeta, LastSeen::LAST_ACTIVITY );
			list( $clause, $value ) = $this->activity_clause();
			$where                 .= ' AND ' . $clause;
			if ( null !== $value ) {
				$where_args[] = $value;
			}
		}
		if ( 'last_login' === $this->filters->orderby ) {
			$joins .= ' LEFT JOIN %i signin ON signin.user_id = u.ID AND signin.meta_key = %s';
			array_push( $join_args, $wpdb->usermeta, LastSeen::LAST_LOGIN );
		}

		return array( 'FROM %i u' . $joins . ' WHERE 1=1' . $where, array_merge( $join_args, $where_args ) );
	}

	/**
	 * The activity filter's condition on the joined `seen` meta.
	 *
	 * @return array{0: literal-string, 1: int|null}
	 */
	private function activity_clause(): array {
		switch ( $this->filters->activity ) {
			case 'active-7':
				return array( 'CAST(seen.meta_value AS UNSIGNED) >= %d', $this->now - 7 * self::DAY );
			case 'active-30':
				return array( 'CAST(seen.meta_value AS UNSIGNED) >= %d', $this->now - 30 * self::DAY );
			case 'inactive-30':
				return array( 'CAST(seen.meta_value AS UNSIGNED) < %d', $this->now - 30 * self::DAY );
			default:
				return array( 'seen.umeta_id IS NULL', null );
		}
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
			case 'last_login':
				return 'COALESCE(CAST(signin.meta_value AS UNSIGNED), 0)';
			default:
				return 'u.ID';
		}
	}

	/**
	 * Whether the sort key is a number (else text).
	 */
	private function numeric_key(): bool {
		return in_array( $this->filters->orderby, array( 'registered', 'last_login' ), true );
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
	private static function prepare( string $sql, array $args ): string {
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- the SQL is built from fixed fragments with placeholders.
		return (string) self::db()->prepare( $sql, $args );
	}
}
