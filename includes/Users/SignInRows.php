<?php
/**
 * The users list in order of last sign-in.
 *
 * @package UiPress
 */

namespace UiPress\Users;

defined( 'ABSPATH' ) || exit;

/**
 * Users ordered by `uip_last_login` (their sort key; 0 for users who never
 * signed in), ties by ID, in two parts read separately: those who signed in,
 * read from core's `meta_key` index and sorted by time; and those who never
 * did, walked by ID. Newest first lists the first part then the second;
 * oldest first the reverse. Joining the meta to every user instead makes the
 * database read all meta rows of all users (seconds at 100,000 users); here
 * a page costs one sort of the signed-in users' times (the meta value has no
 * index to sort by) and a short walk of IDs.
 */
final class SignInRows {

	/**
	 * The list's filters as conditions on `u` (UserListQuery::conditions()).
	 *
	 * @var array{0: literal-string, 1: array<int, int|string>}
	 */
	private array $conditions;

	/**
	 * Constructor.
	 *
	 * @param array{0: literal-string, 1: array<int, int|string>} $conditions The filters.
	 */
	public function __construct( array $conditions ) {
		$this->conditions = $conditions;
	}

	/**
	 * Ids and sort keys, in the direction asked, after a boundary row.
	 *
	 * @param array{0: int|string, 1: int}|null $after     Sort key and id of the boundary row; null from the start.
	 * @param bool                              $ascending Oldest sign-in first.
	 * @param int                               $limit     Rows wanted.
	 * @param int                               $offset    Rows skipped first.
	 * @return array<int, array{id: int, key: int|string}>
	 */
	public function rows( ?array $after, bool $ascending, int $limit, int $offset = 0 ): array {
		// The parts in the direction of travel: never signed in (key 0) come first in ascending order.
		$parts = $ascending ? array( false, true ) : array( true, false );
		if ( null !== $after ) {
			$in_signed = (int) $after[0] > 0;
			// Start in the boundary's own part; the parts before it are done.
			$parts = array_slice( $parts, (int) array_search( $in_signed, $parts, true ) );
		}
		$rows = array();
		foreach ( $parts as $signed ) {
			$seek = null;
			if ( null !== $after && ( (int) $after[0] > 0 ) === $signed ) {
				$seek = $after;
			}
			if ( $offset > 0 ) {
				$size = $this->count( $signed );
				if ( $offset >= $size ) {
					$offset -= $size;
					continue;
				}
			}
			$rows   = array_merge( $rows, $this->part( $signed, $ascending, $seek, $limit - count( $rows ), $offset ) );
			$offset = 0;
			if ( count( $rows ) >= $limit ) {
				break;
			}
		}
		return $rows;
	}

	/**
	 * How many matching users are in a part.
	 *
	 * @param bool $signed The signed-in part (else never signed in).
	 */
	private function count( bool $signed ): int {
		list( $from, $args ) = $this->from( $signed );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- fixed SQL with placeholders; a count must be fresh.
		$count = UserListQuery::db()->get_var( UserListQuery::prepare( 'SELECT COUNT(*) ' . $from, $args ) );
		return is_numeric( $count ) ? (int) $count : 0;
	}

	/**
	 * Rows of one part.
	 *
	 * @param bool                              $signed    The signed-in part (else never signed in).
	 * @param bool                              $ascending Direction.
	 * @param array{0: int|string, 1: int}|null $after     Boundary row in this part, or null from its start.
	 * @param int                               $limit     Rows wanted.
	 * @param int                               $offset    Rows skipped first.
	 * @return array<int, array{id: int, key: int|string}>
	 */
	private function part( bool $signed, bool $ascending, ?array $after, int $limit, int $offset ): array {
		list( $from, $args ) = $this->from( $signed );
		$cmp                 = $ascending ? '>' : '<';
		$dir                 = $ascending ? 'ASC' : 'DESC';
		$seek                = '';
		if ( $signed ) {
			if ( null !== $after ) {
				$seek = ' AND (CAST(s.meta_value AS UNSIGNED) ' . $cmp . ' %d OR (CAST(s.meta_value AS UNSIGNED) = %d AND u.ID ' . $cmp . ' %d))';
				array_push( $args, (int) $after[0], (int) $after[0], $after[1] );
			}
			$sql = 'SELECT u.ID AS id, CAST(s.meta_value AS UNSIGNED) AS sort_key ' . $from . $seek . ' ORDER BY sort_key ' . $dir . ', u.ID ' . $dir . ' LIMIT %d OFFSET %d';
		} else {
			if ( null !== $after ) {
				$seek   = ' AND u.ID ' . $cmp . ' %d';
				$args[] = $after[1];
			}
			$sql = 'SELECT u.ID AS id, 0 AS sort_key ' . $from . $seek . ' ORDER BY u.ID ' . $dir . ' LIMIT %d OFFSET %d';
		}
		array_push( $args, max( 1, $limit ), max( 0, $offset ) );
		return UserListQuery::select_rows( $sql, $args, true );
	}

	/**
	 * FROM and WHERE of a part, with the filters.
	 *
	 * @param bool $signed The signed-in part (else never signed in).
	 * @return array{0: literal-string, 1: array<int, int|string>}
	 */
	private function from( bool $signed ): array {
		$wpdb                        = UserListQuery::db();
		list( $where, $filter_args ) = $this->conditions;
		if ( $signed ) {
			return array(
				'FROM %i s INNER JOIN %i u ON u.ID = s.user_id WHERE s.meta_key = %s AND CAST(s.meta_value AS UNSIGNED) > 0' . $where,
				array_merge( array( $wpdb->usermeta, $wpdb->users, LastSeen::LAST_LOGIN ), $filter_args ),
			);
		}
		return array(
			'FROM %i u WHERE NOT EXISTS (SELECT 1 FROM %i s WHERE s.user_id = u.ID AND s.meta_key = %s AND CAST(s.meta_value AS UNSIGNED) > 0)' . $where,
			array_merge( array( $wpdb->users, $wpdb->usermeta, LastSeen::LAST_LOGIN ), $filter_args ),
		);
	}
}
