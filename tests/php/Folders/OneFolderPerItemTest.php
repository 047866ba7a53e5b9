<?php
/**
 * An item stays in one folder of its kind on every write path.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;

/**
 * Several folders given to wp_set_object_terms(), a folder appended, and
 * core's REST field of the taxonomy all leave the item in one folder.
 *
 * @group folders
 */
final class OneFolderPerItemTest extends FoldersTestCase {

	public function test_several_folders_given_leave_the_last(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'page', 'A' );
		$b     = $this->make_folder( 'page', 'B' );
		$page  = $this->page( $admin );

		wp_set_object_terms( $page, array( $a, $b ), FolderKinds::taxonomy( 'page' ) );

		$this->assertSame( array( $b ), self::folders_of( 'page', $page ) );
		$tree = $this->tree( 'page' );
		$this->assertSame( 0, $this->folder_in( $tree, $a )['count'] );
		$this->assertSame( 1, $this->folder_in( $tree, $b )['count'] );
	}

	public function test_appending_a_folder_replaces_the_one_before(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'attachment', 'A' );
		$b     = $this->make_folder( 'attachment', 'B' );
		$image = $this->attachment( $admin );
		$this->move( 'attachment', array( $image ), $b );

		wp_set_object_terms( $image, array( $a ), FolderKinds::taxonomy( 'attachment' ), true );

		$this->assertSame( array( $a ), self::folders_of( 'attachment', $image ) );
	}

	public function test_core_rest_field_files_in_one_folder(): void {
		$admin = $this->act_as( 'administrator' );
		$a     = $this->make_folder( 'page', 'A' );
		$b     = $this->make_folder( 'page', 'B' );
		$page  = $this->page( $admin );

		$response = $this->dispatch( 'POST', '/wp/v2/pages/' . $page, array( FolderKinds::taxonomy( 'page' ) => array( $b, $a ) ) );

		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertCount( 1, self::folders_of( 'page', $page ) );
	}
}
