<?php
/**
 * Files items into a folder.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * An item is in one folder of its kind at most: filing replaces its folder
 * (0: Uncategorised). A move is all-or-nothing: every id must be an item of
 * the kind the user may edit, else nothing moves.
 */
final class FolderItems {

	/**
	 * Most items one move files.
	 */
	public const MAX_IDS = 1000;

	/**
	 * Items per statement.
	 */
	private const BATCH = 500;

	/**
	 * Moves items into a folder (0: out of every folder of the kind).
	 *
	 * @param string $kind   A post type name.
	 * @param int[]  $ids    Item ids (1 to MAX_IDS).
	 * @param int    $folder Term id, or 0.
	 * @param bool   $check  Whether the current user must be able to edit each item (WP-CLI without --user: no).
	 * @phpstan-param list<int> $ids
	 * @return int|WP_Error How many items were filed.
	 */
	public static function move( string $kind, array $ids, int $folder, bool $check = true ) {
		$ids = array_values( array_unique( array_filter( $ids, static fn( int $id ): bool => $id > 0 ) ) );
		if ( array() === $ids || count( $ids ) > self::MAX_IDS ) {
			/* translators: %d: most items per move. */
			return FolderErrors::invalid( sprintf( __( 'Move between 1 and %d items at a time.', 'uipress' ), self::MAX_IDS ) );
		}
		if ( $folder > 0 && null === FolderTree::find( $kind, $folder ) ) {
			return FolderErrors::not_found();
		}
		$refused = self::refusal( $kind, $ids, $check );
		if ( $refused instanceof WP_Error ) {
			return $refused;
		}
		self::file( $kind, $ids, $folder );
		return count( $ids );
	}

	/**
	 * Files items without checks (the caller made them): a few statements
	 * per batch instead of wp_set_object_terms() per item (six queries
	 * each), then each folder touched recounted once, the items' term
	 * caches cleaned and core's `set_object_terms` fired per item, as
	 * wp_set_object_terms() would.
	 *
	 * @param string $kind   A post type name.
	 * @param int[]  $ids    Item ids.
	 * @param int    $folder Term id, or 0.
	 * @phpstan-param list<int> $ids
	 */
	public static function file( string $kind, array $ids, int $folder ): void {
		$taxonomy = FolderKinds::taxonomy( $kind );
		$target   = $folder > 0 ? self::tt_id( $folder, $taxonomy ) : 0;
		$touched  = 0 === $target ? array() : array( $target => true );
		foreach ( array_chunk( $ids, self::BATCH ) as $chunk ) {
			$before = self::current( $chunk, $taxonomy );
			self::unfile( $chunk, $taxonomy, $target );
			$missing = array_values( array_filter( $chunk, static fn( int $id ): bool => 0 !== $target && ! in_array( $target, $before[ $id ] ?? array(), true ) ) );
			self::insert( $missing, $target );
			clean_object_term_cache( $chunk, $kind );
			foreach ( $chunk as $id ) {
				$old = $before[ $id ] ?? array();
				foreach ( $old as $tt_id ) {
					$touched[ $tt_id ] = true;
				}
				$now = 0 === $target ? array() : array( $target );
				/** This action is documented in wp-includes/taxonomy.php */
				do_action( 'set_object_terms', $id, 0 === $folder ? array() : array( $folder ), $now, $taxonomy, false, $old ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as wp_set_object_terms() fires it.
			}
		}
		if ( array() !== $touched ) {
			wp_update_term_count_now( array_keys( $touched ), $taxonomy );
		}
		wp_cache_set_terms_last_changed();
	}

	/**
	 * The items in a folder (0: in no folder of the kind; only for small sets such as a snapshot's check).
	 *
	 * @param string $kind   A post type name.
	 * @param int    $folder Term id.
	 * @return list<int>
	 */
	public static function in_folder( string $kind, int $folder ): array {
		$ids = get_objects_in_term( $folder, FolderKinds::taxonomy( $kind ) );
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
	}

	/**
	 * The ids among these that are in a folder (0: in none).
	 *
	 * @param string $kind   A post type name.
	 * @param int[]  $ids    Item ids.
	 * @param int    $folder Term id, or 0.
	 * @phpstan-param list<int> $ids
	 * @return list<int>
	 */
	public static function only_in( string $kind, array $ids, int $folder ): array {
		$taxonomy = FolderKinds::taxonomy( $kind );
		$target   = $folder > 0 ? self::tt_id( $folder, $taxonomy ) : 0;
		$kept     = array();
		foreach ( array_chunk( $ids, self::BATCH ) as $chunk ) {
			$in = self::current( $chunk, $taxonomy );
			foreach ( $chunk as $id ) {
				if ( ( $in[ $id ] ?? array() ) === ( 0 === $target ? array() : array( $target ) ) ) {
					$kept[] = $id;
				}
			}
		}
		return $kept;
	}

	/**
	 * Why a set of items may not be moved, or null.
	 *
	 * @param string $kind  A post type name.
	 * @param int[]  $ids   Item ids.
	 * @param bool   $check Whether the current user must be able to edit each.
	 * @phpstan-param list<int> $ids
	 */
	public static function refusal( string $kind, array $ids, bool $check ): ?WP_Error {
		_prime_post_caches( $ids, false, false );
		$foreign   = 0;
		$forbidden = 0;
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof WP_Post || $post->post_type !== $kind ) {
				++$foreign;
			} elseif ( $check && ! current_user_can( 'edit_post', $id ) ) {
				++$forbidden;
			}
		}
		if ( $foreign > 0 ) {
			/* translators: %d: how many ids. */
			return FolderErrors::invalid( sprintf( _n( '%d item does not exist or is of another kind; nothing was moved.', '%d items do not exist or are of another kind; nothing was moved.', $foreign, 'uipress' ), $foreign ) );
		}
		if ( $forbidden > 0 ) {
			/* translators: %d: how many items. */
			return FolderErrors::forbidden( sprintf( _n( 'You may not edit %d of these items; nothing was moved.', 'You may not edit %d of these items; nothing was moved.', $forbidden, 'uipress' ), $forbidden ) );
		}
		return null;
	}

	/**
	 * A folder's term taxonomy id.
	 *
	 * @param int    $folder   Term id.
	 * @param string $taxonomy Its taxonomy.
	 */
	private static function tt_id( int $folder, string $taxonomy ): int {
		$term = get_term( $folder, $taxonomy );
		return $term instanceof \WP_Term ? $term->term_taxonomy_id : 0;
	}

	/**
	 * The folders (term taxonomy ids) items are in now.
	 *
	 * @param int[]  $ids      Item ids.
	 * @param string $taxonomy The kind's taxonomy.
	 * @phpstan-param list<int> $ids
	 * @return array<int, list<int>> Item id → term taxonomy ids.
	 */
	private static function current( array $ids, string $taxonomy ): array {
		$wpdb = self::db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- placeholders built from literals; %i are tables.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT tr.object_id, tr.term_taxonomy_id FROM %i tr INNER JOIN %i tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy = %s AND tr.object_id IN ( ' . self::placeholders( count( $ids ), '%d' ) . ' )', $wpdb->term_relationships, $wpdb->term_taxonomy, $taxonomy, ...$ids ), 'ARRAY_N' );
		$in   = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( is_array( $row ) && is_numeric( $row[0] ?? null ) && is_numeric( $row[1] ?? null ) ) {
				$in[ (int) $row[0] ][] = (int) $row[1];
			}
		}
		return $in;
	}

	/**
	 * Takes items out of every folder of the taxonomy but one.
	 *
	 * @param int[]  $ids      Item ids.
	 * @param string $taxonomy The kind's taxonomy.
	 * @param int    $keep     The term taxonomy id to keep (0: none).
	 * @phpstan-param list<int> $ids
	 */
	private static function unfile( array $ids, string $taxonomy, int $keep ): void {
		$wpdb = self::db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- placeholders built from literals; %i are tables; caches cleaned by file().
		$wpdb->query( (string) $wpdb->prepare( 'DELETE FROM %i WHERE term_taxonomy_id <> %d AND term_taxonomy_id IN ( SELECT term_taxonomy_id FROM %i WHERE taxonomy = %s ) AND object_id IN ( ' . self::placeholders( count( $ids ), '%d' ) . ' )', $wpdb->term_relationships, $keep, $wpdb->term_taxonomy, $taxonomy, ...$ids ) );
	}

	/**
	 * Files items into a folder they are not in yet.
	 *
	 * @param int[] $ids   Item ids.
	 * @param int   $tt_id The folder's term taxonomy id.
	 * @phpstan-param list<int> $ids
	 */
	private static function insert( array $ids, int $tt_id ): void {
		if ( array() === $ids || 0 === $tt_id ) {
			return;
		}
		$wpdb   = self::db();
		$values = array();
		foreach ( $ids as $id ) {
			array_push( $values, $id, $tt_id );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- placeholders built from literals; %i is the table; caches cleaned by file().
		$wpdb->query( (string) $wpdb->prepare( 'INSERT INTO %i ( object_id, term_taxonomy_id, term_order ) VALUES ' . self::placeholders( count( $ids ), '( %d, %d, 0 )' ), $wpdb->term_relationships, ...$values ) );
	}

	/**
	 * A comma-separated list of one placeholder group, for IN lists and VALUES.
	 *
	 * @param int            $count How many.
	 * @param literal-string $group The group ('%d', '( %d, %d, 0 )').
	 * @return literal-string
	 */
	private static function placeholders( int $count, string $group ): string {
		$list = '';
		for ( $i = 0; $i < $count; $i++ ) {
			$list .= ( '' === $list ? '' : ', ' ) . $group;
		}
		return $list;
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
