<?php
/**
 * A list that pages by keyset.
 *
 * @package UiPress
 */

namespace UiPress\Users;

defined( 'ABSPATH' ) || exit;

/**
 * What KeysetPager needs of a list: its size and its rows after a boundary.
 */
interface KeysetSource {

	/**
	 * How many rows the list has.
	 */
	public function count(): int;

	/**
	 * Ids and sort keys in the list's order (or the reverse), after a
	 * boundary row in that direction.
	 *
	 * @param array{0: int|string, 1: int}|null $after   Sort key and id of the boundary row; null from the start.
	 * @param bool                              $reverse Walk the list backwards.
	 * @param int                               $limit   Rows wanted.
	 * @param int                               $offset  Rows skipped first.
	 * @return array<int, array{id: int, key: int|string}>
	 */
	public function rows( ?array $after, bool $reverse, int $limit, int $offset = 0 ): array;
}
