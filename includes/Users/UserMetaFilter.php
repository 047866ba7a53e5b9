<?php
/**
 * The meta filters of a users list (roles, activity, site membership),
 * checked on a known set of users.
 *
 * @package UiPress
 */

namespace UiPress\Users;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the users of a searched set that pass the list's meta filters, by
 * looking up only those users' meta through core's `user_id` index: a
 * search matching ~1,000 users then reads ~1,000 users' meta rows, where
 * the filters as subqueries read the capabilities of every user of the
 * site (100,000 rows at scale). The conditions are the SQL of
 * UserListQuery::conditions(), so both list the same users.
 */
final class UserMetaFilter {

	/**
	 * Seconds a day.
	 */
	private const DAY = 86400;

	/**
	 * Ids a lookup: under MariaDB's `in_predicate_conversion_threshold`
	 * (1,000), above which a long IN list becomes a derived table the
	 * optimiser no longer reads through the `user_id` index.
	 */
	private const CHUNK = 500;

	/**
	 * The filters.
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
	 * @param UserListFilters $filters Filters.
	 * @param int             $now     Unix time the activity filters count from.
	 */
	public function __construct( UserListFilters $filters, int $now ) {
		$this->filters = $filters;
		$this->now     = $now;
	}

	/**
	 * Whether the list has a filter on user meta (site membership on a
	 * network counts: the capabilities meta).
	 */
	public function applies(): bool {
		return array() !== $this->filters->roles || 'any' !== $this->filters->activity || is_multisite();
	}

	/**
	 * The activity filter as a comparison of the last activity time: the
	 * operator and the time ('' and null for "never").
	 *
	 * @param string $activity One of UserListFilters::ACTIVITIES but 'any'.
	 * @param int    $now      Unix time.
	 * @return array{0: '>='|'<'|'', 1: int|null}
	 */
	public static function activity_bound( string $activity, int $now ): array {
		switch ( $activity ) {
			case 'active-7':
				return array( '>=', $now - 7 * self::DAY );
			case 'active-30':
				return array( '>=', $now - 30 * self::DAY );
			case 'inactive-30':
				return array( '<', $now - 30 * self::DAY );
			default:
				return array( '', null );
		}
	}

	/**
	 * The rows whose users pass the meta filters, in their order.
	 *
	 * @param array<int, array{id: int, key: int|string}> $rows Rows of a list.
	 * @return array<int, array{id: int, key: int|string}>
	 */
	public function keep( array $rows ): array {
		$kept = array();
		foreach ( array_chunk( $rows, self::CHUNK ) as $chunk ) {
			$passing = $this->passing( array_column( $chunk, 'id' ) );
			foreach ( $chunk as $row ) {
				if ( isset( $passing[ $row['id'] ] ) ) {
					$kept[] = $row;
				}
			}
		}
		return $kept;
	}

	/**
	 * Which of these users pass every meta filter.
	 *
	 * @param int[] $ids User ids (at most CHUNK).
	 * @return array<int, true>
	 */
	private function passing( array $ids ): array {
		$wpdb    = UserListQuery::db();
		$passing = array_fill_keys( $ids, true );
		if ( array() !== $this->filters->roles ) {
			$likes = '';
			$args  = array();
			foreach ( $this->filters->roles as $role ) {
				$likes .= ( '' === $likes ? '' : ' OR ' ) . 'meta_value LIKE %s';
				$args[] = '%' . $wpdb->esc_like( '"' . $role . '"' ) . '%';
			}
			$passing = array_intersect_key( $passing, $this->having( $wpdb->get_blog_prefix() . 'capabilities', $ids, ' AND (' . $likes . ')', $args ) );
		} elseif ( is_multisite() ) {
			$passing = array_intersect_key( $passing, $this->having( $wpdb->get_blog_prefix() . 'capabilities', $ids ) );
		}
		if ( 'any' !== $this->filters->activity && array() !== $passing ) {
			list( $op, $time ) = self::activity_bound( $this->filters->activity, $this->now );
			if ( null === $time ) {
				$passing = array_diff_key( $passing, $this->having( LastSeen::LAST_ACTIVITY, array_keys( $passing ) ) );
			} else {
				$passing = array_intersect_key( $passing, $this->having( LastSeen::LAST_ACTIVITY, array_keys( $passing ), ' AND CAST(meta_value AS UNSIGNED) ' . $op . ' %d', array( $time ) ) );
			}
		}
		return $passing;
	}

	/**
	 * Which of these users have the meta key (with a condition on its value).
	 *
	 * @param string                 $key   Meta key.
	 * @param int[]                  $ids   User ids.
	 * @param literal-string         $where More conditions (each starting with AND).
	 * @param array<int, int|string> $args  Their placeholders' values.
	 * @return array<int, true>
	 */
	private function having( string $key, array $ids, string $where = '', array $args = array() ): array {
		if ( array() === $ids ) {
			return array();
		}
		$wpdb = UserListQuery::db();
		$in   = '';
		foreach ( $ids as $unused ) {
			$in .= ( '' === $in ? '' : ',' ) . '%d';
		}
		$sql = 'SELECT DISTINCT user_id FROM %i WHERE meta_key = %s AND user_id IN (' . $in . ')' . $where;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- fixed SQL with placeholders; the list must be fresh.
		$found = $wpdb->get_col( UserListQuery::prepare( $sql, array_values( array_merge( array( $wpdb->usermeta, $key ), $ids, $args ) ) ) );
		$have  = array();
		foreach ( $found as $id ) {
			if ( is_numeric( $id ) ) {
				$have[ (int) $id ] = true;
			}
		}
		return $have;
	}
}
