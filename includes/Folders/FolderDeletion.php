<?php
/**
 * A deleted folder's items go to its parent, whoever deletes it.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress deletes a term's relationships with it, which would leave a
 * deleted folder's items in no folder. Before any folder term is deleted
 * (our route, core's `DELETE wp/v2/uip_folder_*`, `wp term delete`,
 * wp_delete_term() from any code), its items are filed in its parent
 * (none at the top). Child folders already go to the parent: WordPress
 * does that for hierarchical terms.
 *
 * Deleting thus moves the items, so it needs what a move needs: the
 * `delete_term` capability of a folder holding an item the user may not
 * edit is refused. That one check holds on every path that asks for the
 * capability: our route, core's term route, XML-RPC's wp.deleteTerm.
 */
final class FolderDeletion {

	/**
	 * Adds the hook.
	 */
	public static function register_hooks(): void {
		add_action( 'pre_delete_term', array( self::class, 'move_items_up' ), 10, 2 );
		add_filter( 'map_meta_cap', array( self::class, 'refuse_with_items_not_editable' ), 10, 4 );
	}

	/**
	 * Refuses `delete_term` on a folder holding an item the user may not
	 * edit (filter `map_meta_cap`).
	 *
	 * @param mixed $caps    The capabilities the check needs.
	 * @param mixed $cap     The capability asked for.
	 * @param mixed $user_id The user.
	 * @param mixed $args    The term id first.
	 * @return mixed
	 */
	public static function refuse_with_items_not_editable( $caps, $cap, $user_id, $args ) {
		if ( 'delete_term' !== $cap || ! is_array( $caps ) || ! is_numeric( $user_id ) || ! is_array( $args ) || ! isset( $args[0] ) || ! is_numeric( $args[0] ) ) {
			return $caps;
		}
		$term = get_term( (int) $args[0] );
		$kind = $term instanceof WP_Term ? FolderKinds::kind_of( $term->taxonomy ) : '';
		if ( ! $term instanceof WP_Term || '' === $kind ) {
			return $caps;
		}
		$items = FolderItems::in_folder( $kind, $term->term_id );
		_prime_post_caches( $items, false, false );
		foreach ( $items as $item ) {
			if ( ! user_can( (int) $user_id, 'edit_post', $item ) ) {
				$caps[] = 'do_not_allow';
				break;
			}
		}
		return $caps;
	}

	/**
	 * Files a folder's items in its parent before the folder goes.
	 *
	 * @param mixed $term_id  The term being deleted.
	 * @param mixed $taxonomy Its taxonomy.
	 */
	public static function move_items_up( $term_id, $taxonomy ): void {
		$kind = is_string( $taxonomy ) ? FolderKinds::kind_of( $taxonomy ) : '';
		$term = '' !== $kind && is_numeric( $term_id ) ? FolderTree::find( $kind, (int) $term_id ) : null;
		if ( null === $term ) {
			return;
		}
		$items = FolderItems::in_folder( $kind, $term->term_id );
		if ( array() !== $items ) {
			FolderItems::file( $kind, $items, $term->parent );
		}
	}
}
