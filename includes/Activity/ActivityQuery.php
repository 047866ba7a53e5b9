<?php
/**
 * The activity log, newest first, by keyset.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Users\KeysetSource;

defined( 'ABSPATH' ) || exit;

/**
 * The rows matching the filters, in id order (newest first: ids grow with
 * time). Pages seek from a boundary id (`id < X ORDER BY id DESC LIMIT n`),
 * which reads only the page's rows through the primary key or the filter's
 * index ((user_id,id), (action,id), (object_type,object_id,id)); only a jump
 * to a page by its number skips rows with OFFSET.
 */
final class ActivityQuery implements KeysetSource {

	/**
	 * The filters.
	 *
	 * @var ActivityFilters
	 */
	private ActivityFilters $filters;

	/**
	 * Constructor.
	 *
	 * @param ActivityFilters $filters The filters.
	 */
	public function __construct( ActivityFilters $filters ) {
		$this->filters = $filters;
	}

	/**
	 * How many rows match: COUNT on the filter's index; the whole log's
	 * size from its first and last ids (two index lookups: a COUNT of a
	 * million rows takes a fifth of a second), which is exact while rows
	 * leave only by pruning, oldest first (an id lost to a failed INSERT,
	 * or a row deleted by hand, counts one too many).
	 */
	public function count(): int {
		if ( $this->filters->is_empty() ) {
			$ends = ActivityTable::select( 'SELECT MIN(id) AS first, MAX(id) AS last FROM %i' )[0] ?? array();
			$last = $ends['last'] ?? null;
			return is_numeric( $last ) && is_numeric( $ends['first'] ?? null ) ? (int) $last - (int) $ends['first'] + 1 : 0;
		}
		list( $where, $args ) = $this->filters->where();
		$rows                 = ActivityTable::select( 'SELECT COUNT(*) AS n FROM %i' . $this->index_hint() . ' WHERE ' . $where, ...$args );
		$count                = $rows[0]['n'] ?? 0;
		return is_numeric( $count ) ? (int) $count : 0;
	}

	/**
	 * Ids (the sort key is the id) newest first, or oldest first when
	 * reversed, after a boundary row in that direction.
	 *
	 * @param array{0: int|string, 1: int}|null $after   Sort key and id of the boundary row; null from the start.
	 * @param bool                              $reverse Oldest first.
	 * @param int                               $limit   Rows wanted.
	 * @param int                               $offset  Rows skipped first.
	 * @return array<int, array{id: int, key: int|string}>
	 */
	public function rows( ?array $after, bool $reverse, int $limit, int $offset = 0 ): array {
		list( $where, $args ) = $this->filters->where();
		if ( null !== $after ) {
			$where .= $reverse ? ' AND id > %d' : ' AND id < %d';
			$args[] = $after[1];
		}
		$args[] = max( 1, $limit );
		$args[] = max( 0, $offset );
		$sql    = $reverse
			? 'SELECT id FROM %i' . $this->index_hint() . ' WHERE ' . $where . ' ORDER BY id ASC LIMIT %d OFFSET %d'
			: 'SELECT id FROM %i' . $this->index_hint() . ' WHERE ' . $where . ' ORDER BY id DESC LIMIT %d OFFSET %d';
		$out    = array();
		foreach ( ActivityTable::select( $sql, ...$args ) as $row ) {
			$id    = is_numeric( $row['id'] ?? null ) ? (int) $row['id'] : 0;
			$out[] = array(
				'id'  => $id,
				'key' => $id,
			);
		}
		return $out;
	}

	/**
	 * Full rows by id, in the ids' order.
	 *
	 * @param int[] $ids Row ids.
	 * @return list<array<string, mixed>>
	 */
	public static function by_ids( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		$in = '';
		foreach ( $ids as $unused ) {
			$in .= ( '' === $in ? '' : ', ' ) . '%d';
		}
		$found = array();
		foreach ( ActivityTable::select( 'SELECT * FROM %i WHERE id IN (' . $in . ')', ...$ids ) as $row ) {
			$found[ is_numeric( $row['id'] ?? null ) ? (int) $row['id'] : 0 ] = $row;
		}
		$out = array();
		foreach ( $ids as $id ) {
			if ( isset( $found[ $id ] ) ) {
				$out[] = $found[ $id ];
			}
		}
		return $out;
	}

	/**
	 * Full rows after an id (newest first), for the export.
	 *
	 * @param int $before_id Rows with a smaller id (0: from the newest).
	 * @param int $limit     Rows.
	 * @return list<array<string, mixed>>
	 */
	public function batch( int $before_id, int $limit ): array {
		list( $where, $args ) = $this->filters->where();
		if ( $before_id > 0 ) {
			$where .= ' AND id < %d';
			$args[] = $before_id;
		}
		$args[] = max( 1, $limit );
		return ActivityTable::select( 'SELECT * FROM %i' . $this->index_hint() . ' WHERE ' . $where . ' ORDER BY id DESC LIMIT %d', ...$args );
	}

	/**
	 * One actor's actions read through the key (user_id,action,id): MariaDB
	 * otherwise intersects the (user_id,id) and (action,id) keys and sorts
	 * the result (~20 ms at 1,000,000 rows; through the key 0.2 ms a page,
	 * the count index-only). Only once the table has the key (schema 2).
	 *
	 * @return literal-string
	 */
	private function index_hint(): string {
		return $this->filters->by_user_and_action() && ActivityTable::is_current() ? ' FORCE INDEX (user_action)' : '';
	}
}
