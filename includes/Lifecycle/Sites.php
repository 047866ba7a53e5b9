<?php
/**
 * The sites of a network, a batch at a time.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

defined( 'ABSPATH' ) || exit;

/**
 * Runs work on each site of a multisite install without loading every site
 * at once: ids are read a batch at a time and the in-memory cache is emptied
 * between batches, so memory stays flat on networks of thousands of sites.
 */
final class Sites {

	/**
	 * Sites read per query.
	 */
	public const BATCH = 100;

	/**
	 * Runs a callback on each site (switched to it), in order of id.
	 *
	 * @param callable(int): void $work       What to do on a site (given its id).
	 * @param int                 $network_id Only this network's sites (0: every network's).
	 * @param int                 $limit      At most this many sites (0: all).
	 * @return int How many sites the callback ran on.
	 */
	public static function each( callable $work, int $network_id = 0, int $limit = 0 ): int {
		$done   = 0;
		$offset = 0;
		do {
			$ids = self::ids( $network_id, $offset );
			$got = count( $ids );
			foreach ( $ids as $id ) {
				if ( $limit > 0 && $done >= $limit ) {
					return $done;
				}
				self::on( $id, $work );
				++$done;
			}
			$offset += self::BATCH;
			self::forget_runtime_cache();
		} while ( self::BATCH === $got );
		return $done;
	}

	/**
	 * How many sites a network has (every network's with 0).
	 *
	 * @param int $network_id The network (0: all).
	 */
	public static function count( int $network_id = 0 ): int {
		$count = get_sites(
			array(
				'count'      => true,
				'network_id' => $network_id,
			)
		);
		return is_int( $count ) ? $count : 0;
	}

	/**
	 * Runs a callback switched to one site.
	 *
	 * @param int                 $site_id The site.
	 * @param callable(int): void $work    What to do there.
	 */
	public static function on( int $site_id, callable $work ): void {
		$switch = is_multisite() && get_current_blog_id() !== $site_id;
		if ( $switch ) {
			switch_to_blog( $site_id );
		}
		try {
			$work( $site_id );
		} finally {
			if ( $switch ) {
				restore_current_blog();
			}
		}
	}

	/**
	 * One batch of site ids, archived, spam and deleted sites included.
	 *
	 * @param int $network_id The network (0: all).
	 * @param int $offset     Sites to skip.
	 * @return list<int>
	 */
	private static function ids( int $network_id, int $offset ): array {
		$ids = get_sites(
			array(
				'fields'                 => 'ids',
				'network_id'             => $network_id,
				'number'                 => self::BATCH,
				'offset'                 => $offset,
				'orderby'                => 'id',
				'order'                  => 'ASC',
				'update_site_meta_cache' => false,
			)
		);
		return array_values( array_map( static fn( $id ): int => is_numeric( $id ) ? (int) $id : 0, is_array( $ids ) ? $ids : array() ) );
	}

	/**
	 * Empties the in-memory object cache (not a persistent one's store), so
	 * options and posts of sites already done do not pile up.
	 */
	private static function forget_runtime_cache(): void {
		if ( function_exists( 'wp_cache_flush_runtime' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
	}
}
