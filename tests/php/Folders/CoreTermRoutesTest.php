<?php
/**
 * Core's wp/v2/uip_folder_* routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;

/**
 * Core's terms controller would list folders to anyone: these routes need
 * the kind's capability, and a privacy-limited user reads their own counts.
 *
 * @group folders
 */
final class CoreTermRoutesTest extends FoldersTestCase {

	/**
	 * Core's collection route of a kind's folders.
	 *
	 * @param string $kind Kind.
	 */
	private static function route( string $kind ): string {
		return '/wp/v2/' . FolderKinds::taxonomy( $kind );
	}

	public function test_visitors_and_users_without_the_capability_cannot_list_folders(): void {
		$folder = wp_insert_term( 'Client contracts', FolderKinds::taxonomy( 'attachment' ) );
		$this->assertIsArray( $folder );

		$this->assertError( 'uipress_folders_forbidden', 401, $this->dispatch( 'GET', self::route( 'attachment' ) ) );
		$this->assertError( 'uipress_folders_forbidden', 401, $this->dispatch( 'GET', self::route( 'attachment' ) . '/' . $folder['term_id'] ) );
		$this->act_as( 'subscriber' );
		$this->assertError( 'uipress_folders_forbidden', 403, $this->dispatch( 'GET', self::route( 'attachment' ) ) );
		$this->act_as( 'author' );
		$this->assertError( 'uipress_folders_forbidden', 403, $this->dispatch( 'GET', self::route( 'page' ) ) );
		$listed = $this->dispatch( 'GET', self::route( 'attachment' ) );
		$this->assertSame( 200, $listed->get_status() );
		$this->assertSame( array( 'Client contracts' ), array_column( $this->body( $listed ), 'name' ) );
	}

	public function test_a_limited_user_reads_their_own_counts_there(): void {
		$author = $this->create_user( 'author' );
		$other  = $this->create_user( 'author' );
		$this->act_as( 'administrator' );
		$folder = $this->make_folder( 'attachment', 'Shared' );
		$this->move( 'attachment', array( $this->attachment( $author ), $this->attachment( $other ), $this->attachment( $other ) ), $folder );
		$this->assertSame( array( 3 ), array_column( $this->body( $this->dispatch( 'GET', self::route( 'attachment' ) ) ), 'count' ) );
		$this->folders_on( array( 'privateLibrary' => true ) );
		wp_set_current_user( $author );

		$this->assertSame( array( 1 ), array_column( $this->body( $this->dispatch( 'GET', self::route( 'attachment' ) ) ), 'count' ) );
		$this->assertSame( 1, $this->int_at( $this->body( $this->dispatch( 'GET', self::route( 'attachment' ) . '/' . $folder ) ), 'count' ) );
	}

	public function test_other_routes_are_left_alone(): void {
		$this->assertSame( 200, $this->dispatch( 'GET', '/wp/v2/categories' )->get_status() );
	}
}
