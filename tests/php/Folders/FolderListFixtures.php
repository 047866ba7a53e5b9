<?php
/**
 * Folders on, with a few folders, for the folders tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Folders\FolderTaxonomies;
use UiPress\Folders\FoldersModule;
use UiPress\Lifecycle\StoredData;

/**
 * Turns folders on (media and pages), registers the kinds' taxonomies as
 * the storage registers them when it has not (this request booted with
 * folders off) and adds the storage's and the module's hooks, which the
 * test case removes after each test.
 */
trait FolderListFixtures {

	/**
	 * Taxonomies this test registered, unregistered after it.
	 *
	 * @var list<string>
	 */
	private array $registered_taxonomies = array();

	/**
	 * Folders on for media and pages, with the given other settings.
	 *
	 * @param array<string, mixed> $settings Other site settings.
	 */
	protected function folders_on( array $settings = array() ): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			$settings + array(
				'foldersEnabled'  => true,
				'folderPostTypes' => array( 'page' ),
			)
		);
		foreach ( FolderKinds::all() as $kind ) {
			$taxonomy = FolderKinds::taxonomy( $kind );
			if ( ! taxonomy_exists( $taxonomy ) ) {
				register_taxonomy( $taxonomy, $kind, FolderTaxonomies::args( $kind ) );
				$this->registered_taxonomies[] = $taxonomy;
			}
		}
		FolderTaxonomies::add_storage_hooks();
		FoldersModule::register_hooks();
		$GLOBALS['wp_rest_server'] = null;
	}

	/**
	 * Unregisters what folders_on() registered.
	 */
	protected function folders_off(): void {
		foreach ( $this->registered_taxonomies as $taxonomy ) {
			unregister_taxonomy( $taxonomy );
		}
		$this->registered_taxonomies = array();
		delete_option( StoredData::SETTINGS_OPTION );
	}

	/**
	 * Makes a folder of a kind.
	 *
	 * @param string $kind   The kind.
	 * @param string $name   Its name.
	 * @param int    $parent Its parent (0 at the top).
	 */
	protected function folder( string $kind, string $name, int $parent = 0 ): int {
		$term = wp_insert_term( $name, FolderKinds::taxonomy( $kind ), array( 'parent' => max( 0, $parent ) ) );
		$this->assertIsArray( $term, 'The folder could not be made.' );
		return (int) $term['term_id'];
	}

	/**
	 * Files items in a folder of a kind.
	 *
	 * @param string $kind   The kind.
	 * @param int    $folder The folder.
	 * @param int[]  $ids    The items.
	 */
	protected function file_in( string $kind, int $folder, array $ids ): void {
		foreach ( $ids as $id ) {
			$this->assertIsArray( wp_set_object_terms( $id, array( $folder ), FolderKinds::taxonomy( $kind ) ) );
		}
	}

	/**
	 * An attachment (no file: the lists read rows only).
	 *
	 * @param int $author Its author.
	 */
	protected function attachment( int $author ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Image of ' . $author,
				'post_author'    => $author,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * A published post of a type.
	 *
	 * @param string $type   Post type.
	 * @param int    $author Its author.
	 * @param string $title  Its title.
	 */
	protected function content( string $type, int $author, string $title = 'Item' ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_title'  => $title,
				'post_author' => $author,
				'post_status' => 'publish',
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}
}
