<?php
/**
 * Counts and the taxonomies as registered.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderCounts;
use UiPress\Folders\FolderKinds;
use UiPress\Folders\FolderTaxonomies;
use UiPress\Folders\OneFolderPerItem;

/**
 * A user limited by privateLibrary / privatePosts gets counts of their own
 * items (one grouped query); others get the taxonomy's counts.
 *
 * @group folders
 */
final class FolderCountsTest extends FoldersTestCase {

	/**
	 * Two folders of media: one author's two images and another's three.
	 *
	 * @return array{author: int, a: int, b: int}
	 */
	private function library(): array {
		$author = $this->create_user( 'author' );
		$other  = $this->create_user( 'author' );
		$this->act_as( 'administrator' );
		$a = $this->make_folder( 'attachment', 'A' );
		$b = $this->make_folder( 'attachment', 'B' );
		$this->move( 'attachment', array( $this->attachment( $author ), $this->attachment( $other ), $this->attachment( $other ) ), $a );
		$this->move( 'attachment', array( $this->attachment( $author ), $this->attachment( $other ) ), $b );
		$this->attachment( $author );
		return array(
			'author' => $author,
			'a'      => $a,
			'b'      => $b,
		);
	}

	public function test_a_limited_author_sees_only_their_own_counts(): void {
		$library = $this->library();
		$this->folders_on( array( 'privateLibrary' => true ) );
		wp_set_current_user( $library['author'] );

		$tree = $this->tree( 'attachment' );

		$this->assertSame( 1, $this->folder_in( $tree, $library['a'] )['count'] );
		$this->assertSame( 1, $this->folder_in( $tree, $library['b'] )['count'] );
		$this->assertSame( 3, $tree['all'] );
		$this->assertSame( 1, $tree['uncategorised'] );
	}

	public function test_a_move_answers_the_limited_users_own_counts(): void {
		$library = $this->library();
		$this->folders_on( array( 'privateLibrary' => true ) );
		wp_set_current_user( $library['author'] );
		$mine = $this->attachment( $library['author'] );

		$body = $this->body( $this->move( 'attachment', array( $mine ), $library['a'] ) );

		$this->assertSame( 2, $this->int_at( $body, 'counts.' . $library['a'] ) );
		$this->assertSame( 1, $body['uncategorised'] );
	}

	public function test_without_the_setting_or_for_exempt_roles_counts_are_everyones(): void {
		$library = $this->library();
		wp_set_current_user( $library['author'] );
		$this->assertSame( 3, $this->folder_in( $this->tree( 'attachment' ), $library['a'] )['count'] );

		$this->folders_on( array( 'privateLibrary' => true ) );
		$this->act_as( 'administrator' );
		$tree = $this->tree( 'attachment' );
		$this->assertSame( 3, $this->folder_in( $tree, $library['a'] )['count'] );
		$this->assertSame( 2, $this->folder_in( $tree, $library['b'] )['count'] );
	}

	public function test_private_posts_limits_page_counts(): void {
		$author = $this->create_user( 'editor' );
		$this->act_as( 'administrator' );
		$folder = $this->make_folder( 'page', 'Legal' );
		$this->move( 'page', array( $this->page( $author ), $this->page( get_current_user_id() ) ), $folder );
		$this->folders_on( array( 'privatePosts' => true ) );
		wp_set_current_user( $author );

		$tree = $this->tree( 'page' );

		$this->assertSame( 1, $this->folder_in( $tree, $folder )['count'] );
		$this->assertSame( 1, $tree['all'] );
		$this->assertSame( 0, $tree['uncategorised'] );
	}

	public function test_own_counts_are_one_query(): void {
		$library = $this->library();
		$queries = self::db()->num_queries;

		$own = FolderCounts::own( 'attachment', $library['author'] );

		$this->assertSame( 1, self::db()->num_queries - $queries );
		$this->assertSame(
			array(
				'folders'       => array(
					$library['a'] => 1,
					$library['b'] => 1,
				),
				'all'           => 3,
				'uncategorised' => 1,
			),
			array( 'folders' => self::sorted_keys( $own['folders'] ) ) + $own
		);
	}

	public function test_each_kind_has_its_taxonomy_as_the_contract_says(): void {
		$args = FolderTaxonomies::args( 'page' );

		$this->assertTrue( $args['hierarchical'] );
		$this->assertFalse( $args['public'] );
		$this->assertFalse( $args['show_ui'] );
		$this->assertTrue( $args['show_in_rest'] );
		$this->assertFalse( $args['show_admin_column'] );
		$this->assertSame( array_fill_keys( array( 'manage_terms', 'edit_terms', 'delete_terms', 'assign_terms' ), 'edit_pages' ), $args['capabilities'] );
		$this->assertSame( 'upload_files', FolderTaxonomies::args( 'attachment' )['capabilities']['assign_terms'] );
		$this->assertSame( array( FolderCounts::class, 'update' ), $args['update_count_callback'] );
		$taxonomy = get_taxonomy( FolderKinds::taxonomy( 'attachment' ) );
		$this->assertInstanceOf( \WP_Taxonomy::class, $taxonomy );
		$this->assertSame( 'Folders', $taxonomy->labels->name );

		FolderTaxonomies::register_hooks();
		$this->assertSame( 10, has_action( 'transition_post_status', array( FolderCounts::class, 'on_transition' ) ) );
		$this->assertSame( 10, has_action( 'set_object_terms', array( OneFolderPerItem::class, 'keep_one' ) ) );
		$this->assertSame( FolderTaxonomies::PRIORITY, has_action( 'init', array( FolderTaxonomies::class, 'register' ) ) );
	}

	/**
	 * An array sorted by key.
	 *
	 * @param array<int, int> $counts Counts.
	 * @return array<int, int>
	 */
	private static function sorted_keys( array $counts ): array {
		ksort( $counts );
		return $counts;
	}
}
