<?php
/**
 * The folder tree and folder writes through uipress/v1/folders.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

/**
 * Create, rename, nest, reorder, delete (items and children to the parent)
 * and restore, with the contract's errors.
 *
 * @group folders
 */
final class FolderRoutesTest extends FoldersTestCase {

	public function test_the_tree_lists_folders_in_order_with_counts(): void {
		$admin  = $this->act_as( 'administrator' );
		$photos = $this->make_folder( 'attachment', 'Photos' );
		$logos  = $this->make_folder( 'attachment', 'Logos' );
		$trips  = $this->make_folder( 'attachment', 'Trips', $photos );
		$images = array( $this->attachment( $admin ), $this->attachment( $admin ), $this->attachment( $admin ) );
		$this->assertSame( 200, $this->move( 'attachment', array( $images[0], $images[1] ), $trips )->get_status() );

		$tree = $this->tree( 'attachment' );

		$this->assertSame( 'attachment', $tree['kind'] );
		$this->assertSame( 'Media', $tree['label'] );
		$this->assertTrue( $tree['canEdit'] );
		$this->assertSame(
			array(
				array(
					'id'       => $photos,
					'name'     => 'Photos',
					'parent'   => 0,
					'position' => 0,
					'count'    => 0,
				),
				array(
					'id'       => $logos,
					'name'     => 'Logos',
					'parent'   => 0,
					'position' => 1,
					'count'    => 0,
				),
				array(
					'id'       => $trips,
					'name'     => 'Trips',
					'parent'   => $photos,
					'position' => 0,
					'count'    => 2,
				),
			),
			$tree['folders']
		);
		$all = $tree['all'];
		$this->assertIsInt( $all );
		$this->assertGreaterThanOrEqual( 3, $all );
		$this->assertSame( $all - 2, $tree['uncategorised'] );
	}

	public function test_a_name_is_unique_among_siblings_only(): void {
		$this->act_as( 'editor' );
		$top = $this->make_folder( 'page', 'Drafts' );
		$this->make_folder( 'page', 'Drafts', $top );

		$again = $this->dispatch( 'POST', '/uipress/v1/folders/page', array( 'name' => 'drafts' ) );

		$this->assertError( 'uipress_folders_exists', 409, $again );
		$this->assertSame( 'A folder of that name is already here.', $this->body( $again )['message'] );
	}

	public function test_bad_names_and_parents_are_refused(): void {
		$this->act_as( 'administrator' );
		$media = $this->make_folder( 'attachment', 'Media folder' );

		$this->assertError( 'uipress_folders_invalid', 400, $this->dispatch( 'POST', '/uipress/v1/folders/page', array( 'name' => '' ) ) );
		$this->assertError( 'uipress_folders_invalid', 400, $this->dispatch( 'POST', '/uipress/v1/folders/page', array( 'name' => str_repeat( 'é', 201 ) ) ) );
		$this->assertSame( 201, $this->dispatch( 'POST', '/uipress/v1/folders/page', array( 'name' => str_repeat( 'é', 200 ) ) )->get_status(), '200 characters, not bytes.' );
		$this->assertError( 'uipress_folders_invalid', 400, $this->dispatch( 'POST', '/uipress/v1/folders/page', array( 'name' => '   ' ) ) );
		$this->assertError(
			'uipress_folders_invalid',
			400,
			$this->dispatch(
				'POST',
				'/uipress/v1/folders/page',
				array(
					'name'   => 'Nested in media',
					'parent' => $media,
				)
			)
		);
		$this->assertCount( 1, $this->array_at( $this->tree( 'page' ), 'folders' ) );
	}

	public function test_rename_keeps_the_name_as_typed(): void {
		$this->act_as( 'administrator' );
		$id = $this->make_folder( 'attachment', 'Old' );

		$response = $this->dispatch( 'PATCH', '/uipress/v1/folders/attachment/' . $id, array( 'name' => 'Logos & icons' ) );

		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame( 'Logos & icons', $this->body( $response )['name'] );
		$this->assertSame( 'Logos & icons', $this->folder_in( $this->tree( 'attachment' ), $id )['name'] );
	}

	/**
	 * A folder's name is text for every writer: a manager without
	 * unfiltered_html, and one with it, store no markup (the tree shows it
	 * in lists and menus of every screen).
	 */
	public function test_names_keep_no_markup_with_or_without_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ) );
		$trusted = $this->make_folder( 'attachment', '<img src=x onerror=alert(1)>Logos' );

		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		kses_init();
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$limited  = $this->make_folder( 'attachment', 'Icons<script>alert(1)</script>' );
		$response = $this->dispatch( 'PATCH', '/uipress/v1/folders/attachment/' . $trusted, array( 'name' => '<b onmouseover=alert(1)>Brand</b>' ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );

		$tree = $this->tree( 'attachment' );
		foreach ( array( $trusted, $limited ) as $id ) {
			$name = $this->folder_in( $tree, $id )['name'];
			$this->assertIsString( $name );
			$this->assertStringNotContainsString( '<', $name );
			$this->assertStringNotContainsString( 'onerror', $name );
		}
		$this->assertSame( 'Brand', $this->folder_in( $tree, $trusted )['name'] );
	}

	public function test_nest_refuses_a_folder_into_itself_or_its_descendant(): void {
		$this->act_as( 'administrator' );
		$a = $this->make_folder( 'attachment', 'A' );
		$b = $this->make_folder( 'attachment', 'B', $a );
		$c = $this->make_folder( 'attachment', 'C', $b );
		$d = $this->make_folder( 'attachment', 'D' );

		$this->assertError( 'uipress_folders_invalid', 400, $this->dispatch( 'POST', '/uipress/v1/folders/attachment/' . $a, array( 'parent' => $a ) ) );
		$this->assertError( 'uipress_folders_invalid', 400, $this->dispatch( 'POST', '/uipress/v1/folders/attachment/' . $a, array( 'parent' => $c ) ) );
		$moved = $this->dispatch( 'POST', '/uipress/v1/folders/attachment/' . $d, array( 'parent' => $b ) );

		$this->assertSame( 200, $moved->get_status(), $this->json( $moved ) );
		$this->assertSame( $b, $this->body( $moved )['parent'] );
		$this->assertSame( 1, $this->body( $moved )['position'], 'A nested folder goes after its new siblings.' );
		$this->assertSame( 0, $this->folder_in( $this->tree( 'attachment' ), $a )['parent'] );
	}

	public function test_nesting_into_a_parent_with_a_sibling_of_that_name_is_refused(): void {
		$this->act_as( 'administrator' );
		$a = $this->make_folder( 'attachment', 'A' );
		$this->make_folder( 'attachment', 'Same', $a );
		$same = $this->make_folder( 'attachment', 'Same' );

		$this->assertError( 'uipress_folders_exists', 409, $this->dispatch( 'POST', '/uipress/v1/folders/attachment/' . $same, array( 'parent' => $a ) ) );
	}

	public function test_reorder_renumbers_the_siblings(): void {
		$this->act_as( 'administrator' );
		$first  = $this->make_folder( 'attachment', 'Zebra' );
		$second = $this->make_folder( 'attachment', 'Alpha' );
		$third  = $this->make_folder( 'attachment', 'Mango' );

		$response = $this->dispatch( 'PATCH', '/uipress/v1/folders/attachment/' . $third, array( 'position' => 0 ) );

		$this->assertSame( 0, $this->body( $response )['position'] );
		$tree = $this->tree( 'attachment' );
		$this->assertSame( array( $third, $first, $second ), array_column( $this->array_at( $tree, 'folders' ), 'id' ) );
		$this->assertSame( array( 0, 1, 2 ), array_column( $this->array_at( $tree, 'folders' ), 'position' ) );
	}

	public function test_delete_moves_items_and_children_up_and_restore_undoes_it(): void {
		$admin  = $this->act_as( 'administrator' );
		$parent = $this->make_folder( 'page', 'Parent' );
		$before = $this->make_folder( 'page', 'Before', $parent );
		$doomed = $this->make_folder( 'page', 'Doomed', $parent );
		$after  = $this->make_folder( 'page', 'After', $parent );
		$child  = $this->make_folder( 'page', 'Child', $doomed );
		$pages  = array( $this->page( $admin ), $this->page( $admin, 'draft' ) );
		$this->move( 'page', $pages, $doomed );

		$response = $this->dispatch( 'DELETE', '/uipress/v1/folders/page/' . $doomed );

		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$body     = $this->body( $response );
		$snapshot = $this->array_at( $body, 'deleted' );
		$this->assertSame(
			array(
				'name'     => 'Doomed',
				'parent'   => $parent,
				'position' => 1,
				'items'    => $pages,
				'children' => array( $child ),
			),
			array_merge( $snapshot, array( 'items' => self::sorted( $snapshot['items'] ) ) )
		);
		foreach ( $pages as $page ) {
			$this->assertSame( array( $parent ), self::folders_of( 'page', $page ), 'Items go to the parent.' );
			$this->assertInstanceOf( \WP_Post::class, get_post( $page ), 'Content is never deleted.' );
		}
		$tree = $this->tree( 'page' );
		$this->assertSame( $tree['folders'], $body['folders'] );
		$this->assertSame( $parent, $this->folder_in( $tree, $child )['parent'] );
		$this->assertSame( 1, $this->folder_in( $tree, $child )['position'], 'The child takes the deleted folder\'s place.' );
		$this->assertSame( 2, $this->folder_in( $tree, $after )['position'] );
		$this->assertSame( 2, $this->folder_in( $tree, $parent )['count'] );
		$this->assertSame( 0, $this->folder_in( $tree, $before )['count'] );

		$restored = $this->dispatch( 'POST', '/uipress/v1/folders/page/restore', array( 'snapshot' => $snapshot ) );

		$this->assertSame( 201, $restored->get_status(), $this->json( $restored ) );
		$folder = $this->body( $restored );
		$this->assertSame( 'Doomed', $folder['name'] );
		$this->assertSame( $parent, $folder['parent'] );
		$this->assertSame( 1, $folder['position'] );
		$this->assertSame( 2, $folder['count'] );
		foreach ( $pages as $page ) {
			$this->assertSame( array( $folder['id'] ), self::folders_of( 'page', $page ) );
		}
		$tree = $this->tree( 'page' );
		$this->assertSame( $folder['id'], $this->folder_in( $tree, $child )['parent'] );
		$this->assertSame( 0, $this->folder_in( $tree, $parent )['count'] );
	}

	public function test_deleting_a_top_folder_makes_its_items_uncategorised(): void {
		$admin  = $this->act_as( 'administrator' );
		$folder = $this->make_folder( 'attachment', 'Top' );
		$image  = $this->attachment( $admin );
		$this->move( 'attachment', array( $image ), $folder );
		$before = $this->int_at( $this->tree( 'attachment' ), 'uncategorised' );

		$this->assertSame( 200, $this->dispatch( 'DELETE', '/uipress/v1/folders/attachment/' . $folder )->get_status() );

		$this->assertSame( array(), self::folders_of( 'attachment', $image ) );
		$this->assertSame( $before + 1, $this->tree( 'attachment' )['uncategorised'] );
	}

	public function test_restore_leaves_items_moved_since_where_they_are(): void {
		$admin  = $this->act_as( 'administrator' );
		$folder = $this->make_folder( 'attachment', 'Gone' );
		$other  = $this->make_folder( 'attachment', 'Other' );
		$stays  = $this->attachment( $admin );
		$comes  = $this->attachment( $admin );
		$this->move( 'attachment', array( $stays, $comes ), $folder );
		$snapshot = $this->body( $this->dispatch( 'DELETE', '/uipress/v1/folders/attachment/' . $folder ) )['deleted'];
		$this->move( 'attachment', array( $stays ), $other );

		$restored = $this->body( $this->dispatch( 'POST', '/uipress/v1/folders/attachment/restore', array( 'snapshot' => $snapshot ) ) );

		$this->assertSame( array( $other ), self::folders_of( 'attachment', $stays ) );
		$this->assertSame( array( $restored['id'] ), self::folders_of( 'attachment', $comes ) );
	}

	public function test_unknown_folders_are_404(): void {
		$this->act_as( 'administrator' );
		$media = $this->make_folder( 'attachment', 'Media only' );

		$this->assertError( 'uipress_folders_not_found', 404, $this->dispatch( 'PATCH', '/uipress/v1/folders/page/' . $media, array( 'name' => 'X' ) ) );
		$this->assertError( 'uipress_folders_not_found', 404, $this->dispatch( 'DELETE', '/uipress/v1/folders/page/' . $media ) );
		$this->assertError( 'uipress_folders_not_found', 404, $this->move( 'page', array( $this->page( get_current_user_id() ) ), $media ) );
	}

	/**
	 * Integers in order.
	 *
	 * @param mixed $ids Ids.
	 * @return list<int>
	 */
	private static function sorted( $ids ): array {
		$ids = is_array( $ids ) ? array_values( array_map( static fn( $id ): int => is_numeric( $id ) ? (int) $id : 0, $ids ) ) : array();
		sort( $ids );
		return $ids;
	}
}
