<?php
/**
 * Pages of a list: by cursor (keyset) or by number.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The shared paging of `/users` and `/activity`: `per_page`, `page` and an
 * opaque `cursor` that wins over `page` (`last`: the last page). Next,
 * previous and last pages seek from a boundary row (keyset); only a jump to
 * a page by its number skips rows (OFFSET), and page 1 never does.
 *
 * A cursor is base64url JSON `{ k: sort key, i: id, d: 'n'|'p', p: page,
 * s: scope }`; the scope (filters, order and page size) makes a cursor of
 * another list a 400 instead of a wrong page.
 */
final class KeysetPager {

	/**
	 * The literal cursor of the last page.
	 */
	public const LAST = 'last';

	/**
	 * One page.
	 *
	 * @param KeysetSource $source   The list.
	 * @param string       $scope    What the list is (filters and order), for its cursors.
	 * @param int          $per_page Rows a page.
	 * @param int          $page     Page asked for by number (from 1).
	 * @param string       $cursor   Cursor asked for ('' for none).
	 * @return array{ids: int[], total: int, totalPages: int, page: int, cursors: array{prev: string|null, next: string|null}}|WP_Error
	 */
	public static function page( KeysetSource $source, string $scope, int $per_page, int $page, string $cursor ) {
		$per_page    = max( 1, $per_page );
		$scope       = $scope . ':' . $per_page;
		$total       = $source->count();
		$total_pages = (int) ceil( $total / $per_page );
		$last_page   = max( 1, $total_pages );

		if ( self::LAST === $cursor ) {
			$page = $last_page;
			$rows = array_reverse( $source->rows( null, true, max( 1, $total - ( $page - 1 ) * $per_page ) ) );
		} elseif ( '' !== $cursor ) {
			$at = self::decode( $cursor, $scope );
			if ( null === $at ) {
				return new WP_Error( 'uipress_invalid_cursor', __( 'This page link is out of date or belongs to another list. Go back to the first page.', 'uipress' ), array( 'status' => 400 ) );
			}
			$page = min( $at['p'], $last_page );
			$rows = $source->rows( array( $at['k'], $at['i'] ), 'p' === $at['d'], $per_page );
			if ( 'p' === $at['d'] ) {
				$rows = array_reverse( $rows );
				if ( count( $rows ) < $per_page ) {
					// Rows went away before this one: what is left is the first page.
					$page = 1;
					$rows = $source->rows( null, false, $per_page );
				}
			}
		} else {
			if ( $page > $last_page ) {
				return new WP_Error( 'uipress_invalid_page', __( 'The page number is larger than the number of pages.', 'uipress' ), array( 'status' => 400 ) );
			}
			$rows = $source->rows( null, false, $per_page, ( $page - 1 ) * $per_page );
		}

		$first = reset( $rows );
		$last  = end( $rows );
		return array(
			'ids'        => array_column( $rows, 'id' ),
			'total'      => $total,
			'totalPages' => $total_pages,
			'page'       => $page,
			'cursors'    => array(
				'prev' => false !== $first && $page > 1 ? self::encode( $first, 'p', $page - 1, $scope ) : null,
				'next' => false !== $last && $page < $total_pages ? self::encode( $last, 'n', $page + 1, $scope ) : null,
			),
		);
	}

	/**
	 * A cursor.
	 *
	 * @param array{id: int, key: int|string} $row   The boundary row.
	 * @param string                          $dir   'n' (rows after it) or 'p' (rows before it).
	 * @param int                             $page  The page the cursor leads to.
	 * @param string                          $scope The list's scope.
	 */
	private static function encode( array $row, string $dir, int $page, string $scope ): string {
		$json = (string) wp_json_encode(
			array(
				'k' => $row['key'],
				'i' => $row['id'],
				'd' => $dir,
				'p' => $page,
				's' => $scope,
			)
		);
		return rtrim( strtr( base64_encode( $json ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- an opaque cursor, not obfuscation.
	}

	/**
	 * A cursor's content, or null when it is not one of this list's.
	 *
	 * @param string $cursor The cursor.
	 * @param string $scope  The list's scope.
	 * @return array{k: int|string, i: int, d: string, p: int}|null
	 */
	private static function decode( string $cursor, string $scope ): ?array {
		$json = base64_decode( strtr( $cursor, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- an opaque cursor, not obfuscation.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $data ) || ( $data['s'] ?? null ) !== $scope ) {
			return null;
		}
		$key  = $data['k'] ?? null;
		$id   = $data['i'] ?? null;
		$dir  = $data['d'] ?? null;
		$page = $data['p'] ?? null;
		if ( ! ( is_int( $key ) || is_string( $key ) ) || ! is_int( $id ) || ! in_array( $dir, array( 'n', 'p' ), true ) || ! is_int( $page ) || $page < 1 ) {
			return null;
		}
		return array(
			'k' => $key,
			'i' => $id,
			'd' => $dir,
			'p' => $page,
		);
	}
}
