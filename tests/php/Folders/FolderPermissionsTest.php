<?php
/**
 * Who may use the folders routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Lifecycle\StoredData;
use WP_User;

/**
 * Every route needs the kind's capability (upload_files for media, the
 * type's edit_posts), moving needs edit_post on each item, a kind without
 * folders is 404 and with folders off no route exists.
 *
 * @group folders
 */
final class FolderPermissionsTest extends FoldersTestCase {

	/**
	 * Every route of a kind, with a folder id and an item for those that need them.
	 *
	 * @param string $kind   Kind.
	 * @param int    $folder A folder of the kind.
	 * @param int    $item   An item of the kind.
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>|null}>
	 */
	private static function routes( string $kind, int $folder, int $item ): array {
		$base = '/uipress/v1/folders/' . $kind;
		return array(
			'tree'    => array( 'GET', $base, null ),
			'create'  => array( 'POST', $base, array( 'name' => 'New' ) ),
			'update'  => array( 'PATCH', $base . '/' . $folder, array( 'name' => 'Renamed' ) ),
			'delete'  => array( 'DELETE', $base . '/' . $folder, null ),
			'restore' => array(
				'POST',
				$base . '/restore',
				array(
					'snapshot' => array(
						'name'     => 'Back',
						'parent'   => 0,
						'position' => 0,
						'items'    => array(),
						'children' => array(),
					),
				),
			),
			'move'    => array(
				'POST',
				$base . '/items',
				array(
					'ids'    => array( $item ),
					'folder' => $folder,
				),
			),
		);
	}

	/**
	 * Asserts every route of a kind answers an error, and nothing changed.
	 *
	 * @param string $kind   Kind.
	 * @param string $code   Error code.
	 * @param int    $status Status.
	 */
	private function assert_refused_everywhere( string $kind, string $code, int $status ): void {
		$made = wp_insert_term( 'Kept', FolderKinds::taxonomy( $kind ) );
		$this->assertIsArray( $made );
		$folder = $made['term_id'];
		$item   = 'attachment' === $kind ? $this->attachment( 1 ) : $this->page( 1 );
		foreach ( self::routes( $kind, $folder, $item ) as $name => $route ) {
			$response = $this->dispatch( ...$route );
			$this->assertSame( $status, $response->get_status(), "{$kind} {$name}: " . $this->json( $response ) );
			$this->assertSame( $code, $this->body( $response )['code'] ?? null, "{$kind} {$name}" );
		}
		$term = get_term( $folder, FolderKinds::taxonomy( $kind ) );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$this->assertSame( 'Kept', $term->name );
		$this->assertSame( array(), self::folders_of( $kind, $item ) );
	}

	public function test_visitors_are_refused_with_401(): void {
		$this->assert_refused_everywhere( 'attachment', 'uipress_folders_forbidden', 401 );
		// Which kinds have folders is not told to visitors either.
		$this->assertError( 'uipress_folders_forbidden', 401, $this->dispatch( 'GET', '/uipress/v1/folders/post' ) );
	}

	public function test_subscribers_are_refused_everything(): void {
		$this->act_as( 'subscriber' );
		$this->assert_refused_everywhere( 'attachment', 'uipress_folders_forbidden', 403 );
		$this->assert_refused_everywhere( 'page', 'uipress_folders_forbidden', 403 );
	}

	public function test_authors_have_media_folders_but_not_page_folders(): void {
		$this->act_as( 'author' );
		$this->assert_refused_everywhere( 'page', 'uipress_folders_forbidden', 403 );
		$this->assertSame( 200, $this->dispatch( 'GET', '/uipress/v1/folders/attachment' )->get_status() );
	}

	public function test_a_user_without_upload_files_is_refused_media(): void {
		$editor = $this->act_as( 'editor' );
		( new WP_User( $editor ) )->add_cap( 'upload_files', false );
		wp_set_current_user( 0 );
		wp_set_current_user( $editor );
		$this->assert_refused_everywhere( 'attachment', 'uipress_folders_forbidden', 403 );
		$this->assertSame( 200, $this->dispatch( 'GET', '/uipress/v1/folders/page' )->get_status(), 'Pages folders stay.' );
	}

	public function test_contributors_move_only_their_own_posts(): void {
		$this->folders_on( array( 'folderPostTypes' => array( 'page', 'post' ) ) );
		$contributor = $this->act_as( 'contributor' );
		$other       = $this->create_user( 'author' );
		$folder      = $this->make_folder( 'post', 'Ideas' );
		$mine        = (int) wp_insert_post(
			array(
				'post_title'  => 'Mine',
				'post_author' => $contributor,
				'post_status' => 'draft',
			)
		);
		$theirs      = (int) wp_insert_post(
			array(
				'post_title'  => 'Theirs',
				'post_author' => $other,
				'post_status' => 'publish',
			)
		);

		$this->assertError( 'uipress_folders_forbidden', 403, $this->move( 'post', array( $theirs ), $folder ) );
		$this->assertSame( 200, $this->move( 'post', array( $mine ), $folder )->get_status() );
		$this->assertSame( array( $folder ), self::folders_of( 'post', $mine ) );
		$this->assertSame( array(), self::folders_of( 'post', $theirs ) );
		$this->assertError( 'uipress_folders_forbidden', 403, $this->dispatch( 'GET', '/uipress/v1/folders/attachment' ) );
	}

	public function test_editors_file_everyones_pages(): void {
		$this->act_as( 'editor' );
		$folder = $this->make_folder( 'page', 'Legal' );
		$page   = $this->page( $this->create_user( 'administrator' ) );

		$this->assertSame( 200, $this->move( 'page', array( $page ), $folder )->get_status() );
		$this->assertSame( array( $folder ), self::folders_of( 'page', $page ) );
	}

	public function test_restore_refuses_items_the_user_may_not_edit(): void {
		$author   = $this->act_as( 'author' );
		$other    = $this->create_user( 'author' );
		$theirs   = $this->attachment( $other );
		$mine     = $this->attachment( $author );
		$snapshot = array(
			'name'     => 'Grab',
			'parent'   => 0,
			'position' => 0,
			'items'    => array( $mine, $theirs ),
			'children' => array(),
		);

		$response = $this->dispatch( 'POST', '/uipress/v1/folders/attachment/restore', array( 'snapshot' => $snapshot ) );

		$this->assertError( 'uipress_folders_forbidden', 403, $response );
		$this->assertSame( array(), self::folders_of( 'attachment', $theirs ) );
		$this->assertSame( array(), $this->tree( 'attachment' )['folders'], 'No folder was made.' );
		$snapshot['items'] = array( $mine );
		$this->assertSame( 201, $this->dispatch( 'POST', '/uipress/v1/folders/attachment/restore', array( 'snapshot' => $snapshot ) )->get_status() );
	}

	/**
	 * Deleting a folder moves its items, so it needs what a move needs:
	 * through our route, core's term route and XML-RPC alike.
	 */
	public function test_deleting_a_folder_needs_every_item_editable(): void {
		$author = $this->act_as( 'author' );
		$folder = $this->make_folder( 'attachment', 'Shared' );
		$theirs = $this->attachment( $this->create_user( 'author' ) );
		$mine   = $this->attachment( $author );
		wp_set_object_terms( $theirs, array( $folder ), FolderKinds::taxonomy( 'attachment' ) );
		$this->assertSame( 200, $this->move( 'attachment', array( $mine ), $folder )->get_status() );

		$this->assertError( 'uipress_folders_forbidden', 403, $this->dispatch( 'DELETE', '/uipress/v1/folders/attachment/' . $folder ) );
		$this->assertError( 'rest_cannot_delete', 403, $this->dispatch( 'DELETE', '/wp/v2/' . FolderKinds::taxonomy( 'attachment' ) . '/' . $folder, array( 'force' => true ) ) );
		$this->assertFalse( current_user_can( 'delete_term', $folder ) );
		$fault = $this->xmlrpc_delete_term( $author, 'attachment', $folder );
		$this->assertInstanceOf( \IXR_Error::class, $fault );
		$this->assertSame( 401, $fault->code );
		$this->assertSame( array( $folder ), self::folders_of( 'attachment', $theirs ), 'Nothing moved.' );
		$folders = $this->tree( 'attachment' )['folders'];
		$this->assertIsArray( $folders );
		$this->assertCount( 1, $folders );

		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->dispatch( 'DELETE', '/uipress/v1/folders/attachment/' . $folder )->get_status() );
	}

	/**
	 * XML-RPC's wp.deleteTerm asks for the same capability: a folder of
	 * the user's own items goes, and its items go to its parent.
	 */
	public function test_xmlrpc_deletes_a_folder_of_editable_items_into_its_parent(): void {
		$author = $this->act_as( 'author' );
		$parent = $this->make_folder( 'attachment', 'Mine' );
		$folder = $this->make_folder( 'attachment', 'Old', $parent );
		$mine   = $this->attachment( $author );
		$this->assertSame( 200, $this->move( 'attachment', array( $mine ), $folder )->get_status() );

		$this->assertTrue( $this->xmlrpc_delete_term( $author, 'attachment', $folder ) );
		$this->assertNull( get_term( $folder ) );
		$this->assertSame( array( $parent ), self::folders_of( 'attachment', $mine ) );
	}

	/**
	 * However a folder is deleted (core's term route, wp_delete_term() from
	 * any code), its items go to its parent, not to no folder.
	 */
	public function test_any_deletion_moves_items_to_the_parent(): void {
		$this->act_as( 'editor' );
		$parent = $this->make_folder( 'page', 'Legal' );
		$child  = $this->make_folder( 'page', 'Old', $parent );
		$other  = $this->make_folder( 'page', 'Drafts', $parent );
		$first  = $this->page( $this->create_user( 'author' ) );
		$second = $this->page( $this->create_user( 'author' ) );
		$this->assertSame( 200, $this->move( 'page', array( $first ), $child )->get_status() );
		$this->assertSame( 200, $this->move( 'page', array( $second ), $other )->get_status() );

		$this->assertSame( 200, $this->dispatch( 'DELETE', '/wp/v2/' . FolderKinds::taxonomy( 'page' ) . '/' . $child, array( 'force' => true ) )->get_status() );
		$this->assertSame( array( $parent ), self::folders_of( 'page', $first ) );

		$this->assertTrue( wp_delete_term( $other, 'uip_folder_page' ) );
		$this->assertSame( array( $parent ), self::folders_of( 'page', $second ) );
		$folders = $this->tree( 'page' )['folders'];
		$this->assertIsArray( $folders );
		$this->assertSame( array( $parent => 2 ), array_column( $folders, 'count', 'id' ) );
	}

	public function test_core_term_routes_use_the_kinds_capability(): void {
		$this->act_as( 'author' );
		$this->assertSame( 403, $this->dispatch( 'POST', '/wp/v2/' . FolderKinds::taxonomy( 'page' ), array( 'name' => 'No' ) )->get_status() );
		$this->assertSame( 201, $this->dispatch( 'POST', '/wp/v2/' . FolderKinds::taxonomy( 'attachment' ), array( 'name' => 'Yes' ) )->get_status() );
	}

	public function test_a_kind_without_folders_is_404(): void {
		$this->act_as( 'administrator' );
		$this->assertError( 'uipress_folders_unknown_kind', 404, $this->dispatch( 'GET', '/uipress/v1/folders/post' ) );
		$this->assertError(
			'uipress_folders_unknown_kind',
			404,
			$this->dispatch(
				'POST',
				'/uipress/v1/folders/nothing/items',
				array(
					'ids'    => array( 1 ),
					'folder' => 0,
				)
			)
		);
	}

	public function test_with_folders_off_no_route_exists(): void {
		$this->act_as( 'administrator' );
		update_option( StoredData::SETTINGS_OPTION, array( 'foldersEnabled' => false ) );
		$GLOBALS['wp_rest_server'] = null;

		$this->assertError( 'rest_no_route', 404, $this->dispatch( 'GET', '/uipress/v1/folders/attachment' ) );
		$this->assertError( 'rest_no_route', 404, $this->move( 'attachment', array( 1 ), 0 ) );
	}

	/**
	 * Calls wp.deleteTerm through WordPress's XML-RPC server as this user.
	 *
	 * @param int    $user   The user (signed in).
	 * @param string $kind   The folder's kind.
	 * @param int    $folder The folder.
	 * @return mixed The method's answer (true, or an IXR_Error).
	 */
	private function xmlrpc_delete_term( int $user, string $kind, int $folder ) {
		require_once ABSPATH . WPINC . '/class-IXR.php'; // @phpstan-ignore requireOnce.fileNotFound
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php'; // @phpstan-ignore requireOnce.fileNotFound
		wp_set_password( 'folders-password', $user );
		$login = get_userdata( $user );
		$this->assertInstanceOf( \WP_User::class, $login );
		return ( new \wp_xmlrpc_server() )->wp_deleteTerm( array( 1, $login->user_login, 'folders-password', FolderKinds::taxonomy( $kind ), $folder ) );
	}
}
