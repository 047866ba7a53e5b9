<?php
/**
 * Shared set-up of the folders storage and route tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Tests\Rest\RestTestCase;
use WP_REST_Response;

/**
 * Folders on (media and pages), the kinds' taxonomies registered as the
 * storage registers them (this request booted with folders off), and
 * helpers to make items and call the routes.
 */
abstract class FoldersTestCase extends RestTestCase {

	use FolderListFixtures;

	protected function set_up(): void {
		parent::set_up();
		$this->folders_on();
	}

	protected function tear_down(): void {
		$this->folders_off();
		parent::tear_down();
	}

	/**
	 * Makes a folder through the route, as the current user; its id.
	 *
	 * @param string $kind   Kind.
	 * @param string $name   Name.
	 * @param int    $parent Parent.
	 */
	protected function make_folder( string $kind, string $name, int $parent = 0 ): int {
		$response = $this->dispatch(
			'POST',
			'/uipress/v1/folders/' . $kind,
			array(
				'name'   => $name,
				'parent' => $parent,
			)
		);
		$this->assertSame( 201, $response->get_status(), $this->json( $response ) );
		$id = $this->body( $response )['id'] ?? null;
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Makes a page.
	 *
	 * @param int    $author Author.
	 * @param string $status Status.
	 */
	protected function page( int $author, string $status = 'publish' ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Page ' . wp_rand(),
				'post_status' => $status,
				'post_author' => $author,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Moves items through the route.
	 *
	 * @param string $kind   Kind.
	 * @param int[]  $ids    Items.
	 * @param int    $folder Folder (0: Uncategorised).
	 * @phpstan-param list<int> $ids
	 */
	protected function move( string $kind, array $ids, int $folder ): WP_REST_Response {
		return $this->dispatch(
			'POST',
			'/uipress/v1/folders/' . $kind . '/items',
			array(
				'ids'    => $ids,
				'folder' => $folder,
			)
		);
	}

	/**
	 * The tree as the current user gets it.
	 *
	 * @param string $kind Kind.
	 * @return array<mixed>
	 */
	protected function tree( string $kind ): array {
		$response = $this->dispatch( 'GET', '/uipress/v1/folders/' . $kind );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		return $this->body( $response );
	}

	/**
	 * A folder of the tree by id.
	 *
	 * @param array<mixed> $tree The tree.
	 * @param int          $id   Folder id.
	 * @return array<mixed>
	 */
	protected function folder_in( array $tree, int $id ): array {
		foreach ( is_array( $tree['folders'] ?? null ) ? $tree['folders'] : array() as $folder ) {
			if ( is_array( $folder ) && ( $folder['id'] ?? null ) === $id ) {
				return $folder;
			}
		}
		$this->fail( "Folder {$id} is not in the tree." );
	}

	/**
	 * An integer at a dotted path of a body.
	 *
	 * @param mixed  $value A decoded body.
	 * @param string $path  Dotted keys.
	 */
	protected function int_at( $value, string $path ): int {
		$found = $this->value_at( $value, $path );
		$this->assertIsInt( $found, "No integer at {$path}" );
		return $found;
	}

	/**
	 * A list at a dotted path of a body.
	 *
	 * @param mixed  $value A decoded body.
	 * @param string $path  Dotted keys.
	 * @return array<mixed>
	 */
	protected function array_at( $value, string $path ): array {
		$found = $this->value_at( $value, $path );
		$this->assertIsArray( $found, "No array at {$path}" );
		return $found;
	}

	/**
	 * The folder (term ids) an item is in.
	 *
	 * @param string $kind Kind.
	 * @param int    $item Item.
	 * @return list<int>
	 */
	protected static function folders_of( string $kind, int $item ): array {
		clean_object_term_cache( $item, $kind );
		$terms = wp_get_object_terms( $item, FolderKinds::taxonomy( $kind ), array( 'fields' => 'ids' ) );
		return is_array( $terms ) ? array_values( array_map( 'intval', $terms ) ) : array();
	}
}
