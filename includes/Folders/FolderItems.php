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
	 * Moves items into a folder (0: out of every folder of the kind).
	 *
	 * @param string $kind   A post type name.
	 * @param int[]  $ids    Item ids (1 to MAX_IDS).
	 * @phpstan-param list<int> $ids
	 * @param int    $folder Term id, or 0.
	 * @param bool   $check  Whether the current user must be able to edit each item (WP-CLI without --user: no).
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
	 * Files items without checks (they were made by the caller), counting once at the end.
	 *
	 * @param string $kind   A post type name.
	 * @param int[]  $ids    Item ids.
	 * @phpstan-param list<int> $ids
	 * @param int    $folder Term id, or 0.
	 */
	public static function file( string $kind, array $ids, int $folder ): void {
		$taxonomy = FolderKinds::taxonomy( $kind );
		$terms    = $folder > 0 ? array( $folder ) : array();
		wp_defer_term_counting( true );
		try {
			foreach ( $ids as $id ) {
				wp_set_object_terms( $id, $terms, $taxonomy, false );
			}
		} finally {
			wp_defer_term_counting( false );
		}
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
	 * @phpstan-param list<int> $ids
	 * @param int    $folder Term id, or 0.
	 * @return list<int>
	 */
	public static function only_in( string $kind, array $ids, int $folder ): array {
		$taxonomy = FolderKinds::taxonomy( $kind );
		update_object_term_cache( $ids, $kind );
		$kept = array();
		foreach ( $ids as $id ) {
			$terms = get_the_terms( $id, $taxonomy );
			$in    = is_array( $terms ) && isset( $terms[0] ) ? $terms[0]->term_id : 0;
			if ( $in === $folder ) {
				$kept[] = $id;
			}
		}
		return $kept;
	}

	/**
	 * Why a set of items may not be moved, or null.
	 *
	 * @param string $kind  A post type name.
	 * @param int[]  $ids   Item ids.
	 * @phpstan-param list<int> $ids
	 * @param bool   $check Whether the current user must be able to edit each.
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
}
