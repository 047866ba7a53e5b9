<?php
/**
 * A deleted folder's items go to its parent, whoever deletes it.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress deletes a term's relationships with it, which would leave a
 * deleted folder's items in no folder. Before any folder term is deleted
 * (our route, core's `DELETE wp/v2/uip_folder_*`, `wp term delete`,
 * wp_delete_term() from any code), its items are filed in its parent
 * (none at the top). Child folders already go to the parent: WordPress
 * does that for hierarchical terms.
 */
final class FolderDeletion {

	/**
	 * Adds the hook.
	 */
	public static function register_hooks(): void {
		add_action( 'pre_delete_term', array( self::class, 'move_items_up' ), 10, 2 );
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
