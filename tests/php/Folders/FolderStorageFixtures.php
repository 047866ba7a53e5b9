<?php
/**
 * Folders stored the way the storage stores them, for the uninstall tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Folders\FolderTaxonomies;
use UiPress\Folders\FolderTree;

/**
 * Stores folders with their meta and items on the current site, and reads
 * back what is left of them from the tables.
 */
trait FolderStorageFixtures {

	/**
	 * Registers the media and page taxonomies when this request has not.
	 */
	protected static function register_folder_taxonomies(): void {
		foreach ( array( FolderKinds::MEDIA, 'page' ) as $kind ) {
			if ( ! taxonomy_exists( FolderKinds::taxonomy( $kind ) ) ) {
				register_taxonomy( FolderKinds::taxonomy( $kind ), $kind, FolderTaxonomies::args( $kind ) );
			}
		}
	}

	/**
	 * A media folder and a page folder, each with an item, and a category
	 * on the page: what uninstall must remove and what it must keep.
	 *
	 * @return array{page: int, category: int}
	 */
	protected static function store_folders(): array {
		$media  = wp_insert_term( 'Photos', FolderKinds::taxonomy( FolderKinds::MEDIA ) );
		$pages  = wp_insert_term( 'Legal', FolderKinds::taxonomy( 'page' ) );
		$nested = is_array( $pages ) ? wp_insert_term( 'Old', FolderKinds::taxonomy( 'page' ), array( 'parent' => max( 0, $pages['term_id'] ) ) ) : null;
		self::assertIsArray( $media );
		self::assertIsArray( $pages );
		self::assertIsArray( $nested );
		update_term_meta( (int) $media['term_id'], FolderTree::ORDER_META, 0 );
		update_term_meta( (int) $nested['term_id'], FolderTree::ORDER_META, 3 );
		$page  = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Terms',
				'post_status' => 'publish',
			)
		);
		$image = wp_insert_attachment(
			array(
				'post_title'     => 'Photo',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		self::assertIsInt( $page );
		self::assertIsInt( $image );
		wp_set_object_terms( $page, array( (int) $nested['term_id'] ), FolderKinds::taxonomy( 'page' ) );
		wp_set_object_terms( $image, array( (int) $media['term_id'] ), FolderKinds::taxonomy( FolderKinds::MEDIA ) );
		$category = wp_insert_term( 'Kept category', 'category' );
		self::assertIsArray( $category );
		// A category on a page without giving pages categories (that would outlive the test).
		wp_set_object_terms( $page, array( (int) $category['term_id'] ), 'category' );
		return array(
			'page'     => $page,
			'category' => (int) $category['term_id'],
		);
	}

	/**
	 * What is left of folders in the current site's tables.
	 *
	 * @return array{taxonomies: int, terms: int, meta: int, relationships: int}
	 */
	protected static function folder_rows(): array {
		$db   = self::db();
		$like = $db->esc_like( FolderKinds::TAXONOMY_PREFIX ) . '%';
		return array(
			'taxonomies'    => (int) $db->get_var( $db->prepare( 'SELECT COUNT( * ) FROM %i WHERE taxonomy LIKE %s', $db->term_taxonomy, $like ) ),
			'terms'         => (int) $db->get_var( $db->prepare( 'SELECT COUNT( * ) FROM %i WHERE name IN ( %s, %s, %s )', $db->terms, 'Photos', 'Legal', 'Old' ) ),
			'meta'          => (int) $db->get_var( $db->prepare( 'SELECT COUNT( * ) FROM %i WHERE meta_key = %s', $db->termmeta, FolderTree::ORDER_META ) ),
			'relationships' => (int) $db->get_var( $db->prepare( 'SELECT COUNT( * ) FROM %i tr LEFT JOIN %i tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.term_taxonomy_id IS NULL OR tt.taxonomy LIKE %s', $db->term_relationships, $db->term_taxonomy, $like ) ),
		);
	}

	/**
	 * Asserts the site's folders are gone and the rest is kept.
	 *
	 * @param array{page: int, category: int} $kept What store_folders() answered.
	 * @param string                          $site Which site, for messages.
	 */
	protected function assert_folders_gone( array $kept, string $site ): void {
		$this->assertSame(
			array(
				'taxonomies'    => 0,
				'terms'         => 0,
				'meta'          => 0,
				'relationships' => 0,
			),
			self::folder_rows(),
			"{$site} kept folder rows."
		);
		$this->assertInstanceOf( \WP_Post::class, get_post( $kept['page'] ), "{$site} lost content." );
		$this->assertSame( array( $kept['category'] ), wp_get_object_terms( $kept['page'], 'category', array( 'fields' => 'ids' ) ), "{$site} lost another taxonomy's terms." );
	}
}
