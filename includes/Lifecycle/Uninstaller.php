<?php
/**
 * Removes everything UiPress stored.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

use UiPress\Activity\ActivityTable;
use UiPress\Analytics\Reports\ReportCache;
use UiPress\Folders\FolderKinds;
use UiPress\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes UiPress options, transients (per-user ones included), rate limit
 * slots, posts (templates and custom menus) with their meta and revisions,
 * folders (terms, term meta, relationships) and user meta; on a network,
 * from every site of every network, a batch of sites at a time, and
 * UiPress's network options and site transients.
 *
 * Options, transients and network options are found by UiPress's prefix
 * (StoredData::PREFIX) in the tables and deleted through the options API,
 * so a persistent object cache forgets them too. Transients a persistent
 * object cache holds are not in the tables (the cache cannot be listed):
 * the analytics cache lists its own (Analytics\Reports\ReportCache); the
 * per-user ones expire within their lifetime (30 minutes at most).
 */
final class Uninstaller {

	/**
	 * Options or network options read per query.
	 */
	private const BATCH = 500;

	/**
	 * Removes all UiPress data: from the current site, or from every site
	 * and network of a multisite install.
	 */
	public static function uninstall(): void {
		if ( is_multisite() ) {
			Sites::each( array( self::class, 'uninstall_site' ) );
			foreach ( self::network_ids() as $network_id ) {
				self::uninstall_network( $network_id );
			}
		} else {
			self::uninstall_site( get_current_blog_id() );
		}
		// User meta is shared by every site of a network: once.
		delete_metadata( 'user', 0, StoredData::PREFERENCES_META, '', true );
	}

	/**
	 * Removes UiPress data from the current site (Sites callback).
	 *
	 * @param int $site_id The site (unused: already switched to).
	 */
	public static function uninstall_site( int $site_id ): void {
		unset( $site_id );
		foreach ( StoredData::OPTIONS as $option ) {
			delete_option( $option );
		}
		foreach ( StoredData::TRANSIENTS as $transient ) {
			delete_transient( $transient );
		}
		// Listed, so a persistent object cache holding them forgets them too.
		ReportCache::forget_all();
		self::delete_posts();
		// Through the options API first, so no cache keeps a copy of a row.
		self::delete_prefixed_options();
		RateLimiter::delete_all();
		self::delete_prefixed_post_meta();
		self::delete_folders();
	}

	/**
	 * Drops UiPress's own tables (the activity log's) on every site, after
	 * uninstall() removed the data. Apart from it because dropping a table
	 * ends the database's transaction (MySQL, MariaDB): uninstall() stays
	 * one transaction-safe step that tests can roll back.
	 */
	public static function drop_tables(): void {
		if ( is_multisite() ) {
			Sites::each( static fn() => ActivityTable::drop() );
			return;
		}
		ActivityTable::drop();
	}

	/**
	 * Removes a network's UiPress network options and site transients.
	 *
	 * @param int $network_id The network.
	 */
	public static function uninstall_network( int $network_id ): void {
		// Held by a persistent object cache rather than the table, if any.
		foreach ( StoredData::SITE_TRANSIENTS as $transient ) {
			delete_site_transient( $transient );
		}
		$wpdb = self::db();
		self::delete_by_name(
			// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- names only, each deleted through the API; %i is the table.
			static fn( int $after ) => $wpdb->get_results(
				$wpdb->prepare(
					'SELECT meta_id, meta_key FROM %i WHERE site_id = %d AND meta_id > %d AND ( meta_key LIKE %s OR meta_key LIKE %s OR meta_key LIKE %s ) ORDER BY meta_id LIMIT %d',
					$wpdb->sitemeta,
					$network_id,
					$after,
					self::like( '' ),
					self::like( '_site_transient_' ),
					self::like( '_site_transient_timeout_' ),
					self::BATCH
				),
				'ARRAY_N'
			),
			// phpcs:enable
			static fn( string $key ) => delete_network_option( $network_id, $key )
		);
	}

	/**
	 * Deletes the current site's options and transients named with UiPress's
	 * prefix (settings, secrets, rate limit slots, per-user transients such
	 * as StoredData::TRANSIENT_PREFIXES, and any a later release adds).
	 */
	private static function delete_prefixed_options(): void {
		$wpdb = self::db();
		self::delete_by_name(
			// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- names only, each deleted through the API; %i is the table.
			static fn( int $after ) => $wpdb->get_results(
				$wpdb->prepare(
					'SELECT option_id, option_name FROM %i WHERE option_id > %d AND ( option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s ) ORDER BY option_id LIMIT %d',
					$wpdb->options,
					$after,
					self::like( '' ),
					self::like( '_transient_' ),
					self::like( '_transient_timeout_' ),
					self::BATCH
				),
				'ARRAY_N'
			),
			// phpcs:enable
			static fn( string $name ) => delete_option( $name )
		);
	}

	/**
	 * Deletes, a batch at a time, what a query names: through the API, so a
	 * persistent object cache keeps no copy.
	 *
	 * @param callable(int): mixed    $select The next batch of [ id, name ] rows after an id, ordered by id, at most BATCH.
	 * @param callable(string): mixed $delete Deletes one by its name.
	 */
	private static function delete_by_name( callable $select, callable $delete ): void {
		$last = 0;
		do {
			$rows = self::id_name_pairs( $select( $last ) );
			$got  = count( $rows );
			foreach ( $rows as $id => $name ) {
				$last = max( $last, $id );
				$delete( $name );
			}
		} while ( self::BATCH === $got );
	}

	/**
	 * Deletes post meta UiPress wrote on posts of other types (its own
	 * posts' meta goes with them): keys with its prefixes.
	 */
	private static function delete_prefixed_post_meta(): void {
		$wpdb = self::db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- keys only, each deleted through the API; %i is the table.
		$keys = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT meta_key FROM %i WHERE meta_key LIKE %s OR meta_key LIKE %s', $wpdb->postmeta, self::like( '' ), $wpdb->esc_like( 'uip-' ) . '%' ) );
		foreach ( is_array( $keys ) ? $keys : array() as $key ) {
			if ( is_string( $key ) ) {
				delete_post_meta_by_key( $key );
			}
		}
	}

	/**
	 * Deletes every folder (the `uip_folder_*` taxonomies' terms), their
	 * term meta and their relationships. Direct SQL: the taxonomies are not
	 * registered while uninstalling, so the terms API cannot reach them.
	 * Content is never touched.
	 */
	private static function delete_folders(): void {
		$wpdb = self::db();
		$like = $wpdb->esc_like( FolderKinds::TAXONOMY_PREFIX ) . '%';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- unregistered taxonomies; %i are tables; the casts only type prepare()d queries.
		$tt_ids = $wpdb->get_col( $wpdb->prepare( 'SELECT term_taxonomy_id FROM %i WHERE taxonomy LIKE %s', $wpdb->term_taxonomy, $like ) );
		if ( ! is_array( $tt_ids ) || array() === $tt_ids ) {
			return;
		}
		// Caches first (a persistent object cache), while the rows still say which terms they are.
		foreach ( array_chunk( array_map( 'intval', $tt_ids ), self::BATCH ) as $chunk ) {
			clean_term_cache( $chunk, '', false );
		}
		$wpdb->query( (string) $wpdb->prepare( 'DELETE FROM %i WHERE term_taxonomy_id IN ( SELECT term_taxonomy_id FROM %i WHERE taxonomy LIKE %s )', $wpdb->term_relationships, $wpdb->term_taxonomy, $like ) );
		// A term shared with another taxonomy (before WordPress 4.2 split them) keeps its row and meta.
		foreach ( array( $wpdb->termmeta, $wpdb->terms ) as $table ) {
			$wpdb->query( (string) $wpdb->prepare( 'DELETE FROM %i WHERE term_id IN ( SELECT term_id FROM %i WHERE taxonomy LIKE %s ) AND term_id NOT IN ( SELECT term_id FROM %i WHERE taxonomy NOT LIKE %s )', $table, $wpdb->term_taxonomy, $like, $wpdb->term_taxonomy, $like ) );
		}
		$wpdb->query( (string) $wpdb->prepare( 'DELETE FROM %i WHERE taxonomy LIKE %s', $wpdb->term_taxonomy, $like ) );
		// phpcs:enable
	}

	/**
	 * Rows of (id, name) as id => name, rows of other shapes left out.
	 *
	 * @param mixed $rows Rows from wpdb::get_results( …, 'ARRAY_N' ).
	 * @return array<int, string>
	 */
	private static function id_name_pairs( $rows ): array {
		$pairs = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( is_array( $row ) && is_numeric( $row[0] ?? null ) && is_string( $row[1] ?? null ) ) {
				$pairs[ (int) $row[0] ] = $row[1];
			}
		}
		return $pairs;
	}

	/**
	 * A LIKE pattern: a name starting with `$before` then UiPress's prefix.
	 *
	 * @param string $before What comes before the prefix ('_transient_'…).
	 */
	private static function like( string $before ): string {
		return self::db()->esc_like( $before . StoredData::PREFIX ) . '%';
	}

	/**
	 * Deletes every post of the UiPress post types, in batches.
	 */
	private static function delete_posts(): void {
		// Batches of 100 bound memory on sites with many templates.
		do {
			$ids = get_posts(
				array(
					'post_type'        => StoredData::POST_TYPES,
					'post_status'      => array_keys( get_post_stati() ),
					'posts_per_page'   => 100,
					'fields'           => 'ids',
					'no_found_rows'    => true,
					'suppress_filters' => true,
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
			$deleted = count( $ids );
		} while ( 100 === $deleted );
	}

	/**
	 * Every network's id.
	 *
	 * @return list<int>
	 */
	private static function network_ids(): array {
		$ids = get_networks(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		);
		return array_values( array_map( static fn( $id ): int => is_numeric( $id ) ? (int) $id : 0, is_array( $ids ) ? $ids : array() ) );
	}

	/**
	 * The database.
	 *
	 * @throws \LogicException Without one (WordPress always has it here).
	 */
	private static function db(): \wpdb {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( ! $wpdb instanceof \wpdb ) {
			throw new \LogicException( 'WordPress has no database.' );
		}
		return $wpdb;
	}
}
