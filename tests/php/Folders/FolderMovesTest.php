<?php
/**
 * Moving items into folders: POST uipress/v1/folders/{kind}/items.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;

/**
 * An item is in one folder of a kind; counts follow moves and status
 * changes (kept by the taxonomy); a move is all-or-nothing.
 *
 * @group folders
 */
final class FolderMovesTest extends FoldersTestCase {

	public function test_a_move_files_items_and_answers_the_counts(): void {
		$admin  = $this->act_as( 'administrator' );
		$a      = $this->make_folder( 'attachment', 'A' );
		$b      = $this->make_folder( 'attachment', 'B' );
		$images = array( $this->attachment( $admin ), $this->attachment( $admin ), $this->attachment( $admin ) );
		$before = $this->int_at( $this->tree( 'attachment' ), 'uncategorised' );

		$response = $this->move( 'attachment', $images, $a );

		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame(
			array(
				'moved'         => 3,
				'folder'        => $a,
				'counts'        => array(
					(string) $a => 3,
					(string) $b => 0,
				),
				'uncategorised' => $before - 3,
			),
			$this->body( $response )
		);

		$again = $this->body( $this->move( 'attachment', array( $images[0] ), $b ) );

		$this->assertSame( array( $b ), self::folders_of( 'attachment', $images[0] ), 'An item is in one folder of a kind only.' );
		$this->assertSame( 2, $this->int_at( $again, 'counts.' . $a ) );
		$this->assertSame( 1, $this->int_at( $again, 'counts.' . $b ) );
		$this->assertSame( 2, $this->folder_in( $this->tree( 'attachment' ), $a )['count'] );
	}

	public function test_a_move_keeps_other_terms_and_leaves_no_stale_cache(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'page', 'A' );
		$b     = $this->make_folder( 'page', 'B' );
		$page  = $this->page( $admin );
		register_taxonomy( 'uip_test_topic', 'page' );
		wp_set_object_terms( $page, array( 'Kept topic' ), 'uip_test_topic' );
		$this->move( 'page', array( $page ), $a );
		$this->assertSame( array( $a ), wp_list_pluck( (array) get_the_terms( $page, FolderKinds::taxonomy( 'page' ) ), 'term_id' ), 'Read through the object term cache.' );
		$fired = array();
		add_action(
			'set_object_terms',
			static function ( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ) use ( &$fired ): void {
				unset( $terms, $append );
				$fired[] = array( $object_id, $tt_ids, $taxonomy, $old_tt_ids );
			},
			10,
			6
		);

		$this->move( 'page', array( $page ), $b );

		$this->assertSame( array( $b ), wp_list_pluck( (array) get_the_terms( $page, FolderKinds::taxonomy( 'page' ) ), 'term_id' ) );
		$this->assertSame( array( 'Kept topic' ), wp_list_pluck( (array) get_the_terms( $page, 'uip_test_topic' ), 'name' ), 'Other taxonomies keep their terms.' );
		$tt = static fn( int $id ): int => (int) get_term( $id )->term_taxonomy_id; // @phpstan-ignore property.nonObject (a folder just made)
		$this->assertSame( array( array( $page, array( $tt( $b ) ), FolderKinds::taxonomy( 'page' ), array( $tt( $a ) ) ) ), $fired, 'Core\'s set_object_terms fires as wp_set_object_terms() fires it.' );
		unregister_taxonomy( 'uip_test_topic' );
	}

	public function test_moving_to_uncategorised_takes_items_out_of_every_folder(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'page', 'A' );
		$page  = $this->page( $admin );
		$this->move( 'page', array( $page ), $a );
		$before = $this->int_at( $this->tree( 'page' ), 'uncategorised' );

		$body = $this->body( $this->move( 'page', array( $page ), 0 ) );

		$this->assertSame( array(), self::folders_of( 'page', $page ) );
		$this->assertSame( 0, $this->int_at( $body, 'counts.' . $a ) );
		$this->assertSame( $before + 1, $body['uncategorised'] );
	}

	public function test_counts_follow_trash_and_leave_auto_drafts_out(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'page', 'A' );
		$pages = array( $this->page( $admin ), $this->page( $admin, 'draft' ), $this->page( $admin, 'private' ) );
		$auto  = $this->page( $admin, 'auto-draft' );
		wp_set_object_terms( $auto, array( $a ), FolderKinds::taxonomy( 'page' ) );
		$this->move( 'page', $pages, $a );
		$this->assertSame( 3, $this->folder_in( $this->tree( 'page' ), $a )['count'], 'Drafts and private pages count; auto-drafts do not.' );

		wp_trash_post( $pages[0] );

		$this->assertSame( 2, $this->folder_in( $this->tree( 'page' ), $a )['count'] );

		wp_untrash_post( $pages[0] );

		$this->assertSame( 3, $this->folder_in( $this->tree( 'page' ), $a )['count'] );
		$this->assertSame(
			3,
			(int) self::db()->get_var( self::db()->prepare( 'SELECT count FROM %i WHERE term_id = %d', self::db()->term_taxonomy, $a ) ),
			'The count is the taxonomy\'s own, stored.'
		);
	}

	public function test_the_tree_reads_counts_without_counting_items(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'attachment', 'A' );
		$this->move( 'attachment', array( $this->attachment( $admin ), $this->attachment( $admin ) ), $a );
		self::db()->update( self::db()->term_taxonomy, array( 'count' => 41 ), array( 'term_id' => $a ) );
		clean_term_cache( $a, FolderKinds::taxonomy( 'attachment' ) );

		$this->assertSame( 41, $this->folder_in( $this->tree( 'attachment' ), $a )['count'], 'The tree reads term_taxonomy.count.' );
	}

	public function test_a_move_is_all_or_nothing(): void {
		$author = $this->act_as( 'author' );
		$other  = $this->create_user( 'author' );
		$a      = $this->make_folder( 'attachment', 'A' );
		$mine   = $this->attachment( $author );
		$theirs = $this->attachment( $other );

		$response = $this->move( 'attachment', array( $mine, $theirs ), $a );

		$this->assertError( 'uipress_folders_forbidden', 403, $response );
		$this->assertStringContainsString( '1', (string) wp_json_encode( $this->body( $response )['message'] ?? '' ) );
		$this->assertSame( array(), self::folders_of( 'attachment', $mine ), 'Nothing moved.' );
		$this->assertSame( 200, $this->move( 'attachment', array( $mine ), $a )->get_status(), 'An author moves their own items.' );
		$this->assertSame( array( $a ), self::folders_of( 'attachment', $mine ) );
	}

	public function test_ids_of_another_kind_or_too_many_are_refused(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'attachment', 'A' );
		$page  = $this->page( $admin );

		$this->assertError( 'uipress_folders_invalid', 400, $this->move( 'attachment', array( $page ), $a ) );
		$this->assertError( 'uipress_folders_invalid', 400, $this->move( 'attachment', array( 999999 ), $a ) );
		$this->assertError( 'uipress_folders_invalid', 400, $this->move( 'attachment', range( 1, 1001 ), $a ) );
		$this->assertError( 'uipress_folders_invalid', 400, $this->move( 'attachment', array(), $a ) );
		$this->assertSame( array(), self::folders_of( 'page', $page ) );
	}
}
