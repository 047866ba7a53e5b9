<?php
/**
 * Creates, changes, deletes and restores folders.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Folder writes (docs/FOLDERS.md): names unique among siblings, no folder
 * inside itself, positions renumbered among siblings, and a delete that
 * never deletes content: items and child folders go to the parent, and the
 * snapshot it answers lets restore() undo it.
 */
final class FolderStore {

	/**
	 * Creates a folder at the end of its parent's (or at a position).
	 *
	 * @param string   $kind     A post type name.
	 * @param string   $name     Its name.
	 * @param int      $parent   Parent term id (0: the top).
	 * @param int|null $position Index among siblings (null: last).
	 * @return WP_Term|WP_Error
	 */
	public static function create( string $kind, string $name, int $parent = 0, ?int $position = null ) {
		$name  = trim( $name );
		$error = self::check_name( $name ) ?? self::check_parent( $kind, $parent ) ?? self::check_unique( $kind, $name, $parent, 0 );
		if ( null !== $error ) {
			return $error;
		}
		$made = wp_insert_term( $name, FolderKinds::taxonomy( $kind ), array( 'parent' => max( 0, $parent ) ) );
		if ( $made instanceof WP_Error ) {
			return 'term_exists' === $made->get_error_code() ? FolderErrors::exists() : FolderErrors::invalid( $made->get_error_message() );
		}
		self::place( $kind, (int) $made['term_id'], $parent, $position );
		return FolderTree::find( $kind, (int) $made['term_id'] ) ?? FolderErrors::not_found();
	}

	/**
	 * Renames, nests or reorders a folder (each change optional).
	 *
	 * @param string  $kind     A post type name.
	 * @param int     $id       The folder.
	 * @param ?string $name     New name.
	 * @param ?int    $parent   New parent (0: the top).
	 * @param ?int    $position New index among siblings.
	 * @return WP_Term|WP_Error
	 */
	public static function update( string $kind, int $id, ?string $name, ?int $parent, ?int $position ) {
		$term = FolderTree::find( $kind, $id );
		if ( null === $term ) {
			return FolderErrors::not_found();
		}
		$target = $parent ?? $term->parent;
		$name   = null === $name ? null : trim( $name );
		$error  = ( null === $name ? null : self::check_name( $name ) )
			?? self::check_parent( $kind, $target, $id )
			?? self::check_unique( $kind, $name ?? FolderTree::name( $term ), $target, $id );
		if ( null !== $error ) {
			return $error;
		}
		$changes = array();
		if ( null !== $name && FolderTree::name( $term ) !== $name ) {
			$changes['name'] = $name;
		}
		if ( $target !== $term->parent ) {
			$changes['parent'] = max( 0, $target );
		}
		if ( array() !== $changes ) {
			$saved = wp_update_term( $id, FolderKinds::taxonomy( $kind ), $changes );
			if ( $saved instanceof WP_Error ) {
				return FolderErrors::invalid( $saved->get_error_message() );
			}
		}
		if ( null !== $position || $target !== $term->parent ) {
			self::place( $kind, $id, $target, $position );
		}
		return FolderTree::find( $kind, $id ) ?? FolderErrors::not_found();
	}

	/**
	 * Deletes a folder: its items and child folders go to its parent.
	 *
	 * @param string $kind  A post type name.
	 * @param int    $id    The folder.
	 * @param bool   $check Whether the current user must be able to edit each of its items.
	 * @return array{name: string, parent: int, position: int, items: list<int>, children: list<int>}|WP_Error The snapshot.
	 */
	public static function delete( string $kind, int $id, bool $check = true ) {
		$term = FolderTree::find( $kind, $id );
		if ( null === $term ) {
			return FolderErrors::not_found();
		}
		// Deleting moves the folder's items: as any move, only items the user may edit (FolderDeletion).
		if ( $check && ! current_user_can( 'delete_term', $id ) ) {
			return FolderErrors::forbidden( __( 'This folder holds items you may not edit, so it was not deleted.', 'uipress' ) );
		}
		$siblings = FolderTree::siblings( $kind, $term->parent );
		$position = (int) array_search( $id, array_map( static fn( WP_Term $sibling ): int => $sibling->term_id, $siblings ), true );
		$children = array_map( static fn( WP_Term $child ): int => $child->term_id, FolderTree::siblings( $kind, $id ) );
		$snapshot = array(
			'name'     => FolderTree::name( $term ),
			'parent'   => $term->parent,
			'position' => $position,
			'items'    => FolderItems::in_folder( $kind, $id ),
			'children' => $children,
		);
		$taxonomy = FolderKinds::taxonomy( $kind );
		if ( '' === $taxonomy ) {
			return FolderErrors::unknown_kind();
		}
		wp_defer_term_counting( true );
		try {
			FolderItems::file( $kind, $snapshot['items'], $term->parent );
			// WordPress gives the children the deleted term's parent.
			$deleted = wp_delete_term( $id, $taxonomy );
		} finally {
			wp_defer_term_counting( false );
		}
		if ( true !== $deleted ) {
			return FolderErrors::invalid( $deleted instanceof WP_Error ? $deleted->get_error_message() : __( 'The folder could not be deleted.', 'uipress' ) );
		}
		// The children take the deleted folder's place among its siblings.
		$order = array();
		foreach ( $siblings as $sibling ) {
			$order = array_merge( $order, $sibling->term_id === $id ? $children : array( $sibling->term_id ) );
		}
		self::renumber( $order );
		return $snapshot;
	}

	/**
	 * Undoes a delete: the folder again, with its child folders still at
	 * its parent and its items still in its parent (or in no folder).
	 *
	 * @param string                                                                                 $kind     A post type name.
	 * @param array{name: string, parent: int, position: int, items: list<int>, children: list<int>} $snapshot What delete() answered.
	 * @param bool                                                                                   $check    Whether the current user must be able to edit each item.
	 * @return WP_Term|WP_Error
	 */
	public static function restore( string $kind, array $snapshot, bool $check = true ) {
		$parent = $snapshot['parent'] > 0 && null !== FolderTree::find( $kind, $snapshot['parent'] ) ? $snapshot['parent'] : 0;
		$items  = array_values(
			array_filter(
				$snapshot['items'],
				static fn( int $id ): bool => get_post_type( $id ) === $kind
			)
		);
		// Only what the delete moved and nobody moved since.
		$items   = FolderItems::only_in( $kind, $items, $parent );
		$refusal = array() === $items ? null : FolderItems::refusal( $kind, $items, $check );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$term = self::create( $kind, $snapshot['name'], $parent, $snapshot['position'] );
		if ( $term instanceof WP_Error ) {
			return $term;
		}
		$children = array();
		foreach ( $snapshot['children'] as $child ) {
			$folder = FolderTree::find( $kind, $child );
			if ( null !== $folder && $folder->parent === $parent ) {
				wp_update_term( $child, FolderKinds::taxonomy( $kind ), array( 'parent' => max( 0, $term->term_id ) ) );
				$children[] = $child;
			}
		}
		self::renumber( $children );
		self::place( $kind, $term->term_id, $parent, $snapshot['position'] );
		FolderItems::file( $kind, $items, $term->term_id );
		return FolderTree::find( $kind, $term->term_id ) ?? FolderErrors::not_found();
	}

	/**
	 * Puts a folder at a position among its parent's children and numbers them 0….
	 *
	 * @param string   $kind     A post type name.
	 * @param int      $id       The folder.
	 * @param int      $parent   Its parent.
	 * @param int|null $position Index (null or past the end: last).
	 */
	private static function place( string $kind, int $id, int $parent, ?int $position ): void {
		$order = array_map( static fn( WP_Term $term ): int => $term->term_id, FolderTree::siblings( $kind, $parent, $id ) );
		$index = null === $position ? count( $order ) : max( 0, min( $position, count( $order ) ) );
		array_splice( $order, $index, 0, array( $id ) );
		self::renumber( $order );
	}

	/**
	 * Writes positions 0… to folders in this order (only those that change).
	 *
	 * @param int[] $order Term ids.
	 * @phpstan-param list<int> $order
	 */
	private static function renumber( array $order ): void {
		foreach ( $order as $index => $id ) {
			$stored = get_term_meta( $id, FolderTree::ORDER_META, true );
			if ( ! is_numeric( $stored ) || (int) $stored !== $index ) {
				update_term_meta( $id, FolderTree::ORDER_META, $index );
			}
		}
	}

	/**
	 * Why a name is refused, or null.
	 *
	 * @param string $name The trimmed name.
	 */
	private static function check_name( string $name ): ?WP_Error {
		if ( '' === $name ) {
			return FolderErrors::invalid( __( 'A folder needs a name.', 'uipress' ) );
		}
		if ( mb_strlen( $name ) > FolderTree::MAX_NAME ) {
			/* translators: %d: most characters. */
			return FolderErrors::invalid( sprintf( __( 'A folder name has at most %d characters.', 'uipress' ), FolderTree::MAX_NAME ) );
		}
		return null;
	}

	/**
	 * Why a parent is refused (another kind's, the folder itself or one inside it), or null.
	 *
	 * @param string $kind   A post type name.
	 * @param int    $parent Parent term id (0: the top).
	 * @param int    $id     The folder being moved (0: a new one).
	 */
	private static function check_parent( string $kind, int $parent, int $id = 0 ): ?WP_Error {
		if ( 0 === $parent ) {
			return null;
		}
		if ( null === FolderTree::find( $kind, $parent ) ) {
			return FolderErrors::invalid( __( 'The parent folder is not a folder of this kind.', 'uipress' ) );
		}
		if ( $id > 0 && ( $parent === $id || in_array( $id, get_ancestors( $parent, FolderKinds::taxonomy( $kind ), 'taxonomy' ), true ) ) ) {
			return FolderErrors::invalid( __( 'A folder cannot go into itself or into a folder inside it.', 'uipress' ) );
		}
		return null;
	}

	/**
	 * 409 when a sibling (but the folder itself) has the name, any case.
	 *
	 * @param string $kind   A post type name.
	 * @param string $name   The name.
	 * @param int    $parent The parent.
	 * @param int    $id     The folder itself (0: a new one).
	 */
	private static function check_unique( string $kind, string $name, int $parent, int $id ): ?WP_Error {
		foreach ( FolderTree::siblings( $kind, $parent, $id ) as $sibling ) {
			if ( mb_strtolower( FolderTree::name( $sibling ) ) === mb_strtolower( $name ) ) {
				return FolderErrors::exists();
			}
		}
		return null;
	}
}
