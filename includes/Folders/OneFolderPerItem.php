<?php
/**
 * Keeps an item in one folder of its kind, whoever files it.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The folder taxonomies are in core's REST (`uip_folder_page` on
 * wp/v2/pages) and open to any code (wp_set_object_terms, `tax_input`),
 * which may give an item several folders or append one. After any such
 * write (action `set_object_terms`) the item keeps one folder: the last
 * one the write added, else the last one it named.
 */
final class OneFolderPerItem {

	/**
	 * Adds the hook.
	 */
	public static function register_hooks(): void {
		add_action( 'set_object_terms', array( self::class, 'keep_one' ), 10, 6 );
	}

	/**
	 * Leaves one folder on an item given more (action `set_object_terms`).
	 *
	 * @param mixed $object_id  The item.
	 * @param mixed $terms      The terms given (unused).
	 * @param mixed $tt_ids     Term taxonomy ids now.
	 * @param mixed $taxonomy   The taxonomy.
	 * @param mixed $append     Whether the write added to the item's terms.
	 * @param mixed $old_tt_ids Term taxonomy ids before.
	 */
	public static function keep_one( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ): void {
		unset( $terms );
		if ( ! is_string( $taxonomy ) || ! str_starts_with( $taxonomy, FolderKinds::TAXONOMY_PREFIX ) || ! is_numeric( $object_id ) ) {
			return;
		}
		$given = self::ints( $tt_ids );
		$old   = self::ints( $old_tt_ids );
		// Appending keeps the folders the item had (core passes no old ones then); otherwise core removed them.
		$now = true === $append ? self::ints( wp_get_object_terms( (int) $object_id, $taxonomy, array( 'fields' => 'tt_ids' ) ) ) : $given;
		if ( count( $now ) < 2 ) {
			return;
		}
		$added = array_values( array_diff( $given, $old ) );
		$keep  = array() !== $added ? end( $added ) : end( $given );
		$term  = false === $keep ? false : get_term_by( 'term_taxonomy_id', $keep, $taxonomy );
		if ( $term instanceof WP_Term ) {
			// One term now, so this runs once more and stops.
			wp_set_object_terms( (int) $object_id, array( $term->term_id ), $taxonomy, false );
		}
	}

	/**
	 * Integers of a list.
	 *
	 * @param mixed $ids Ids.
	 * @return list<int>
	 */
	private static function ints( $ids ): array {
		return array_values( array_map( 'intval', array_filter( is_array( $ids ) ? $ids : array(), 'is_numeric' ) ) );
	}
}
