<?php
/**
 * Uploads filed into the open folder.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Folders\FolderUploads;
use UiPress\Runtime\Preferences;
use UiPress\Tests\Rest\RestTestCase;
use WP_REST_Request;

/**
 * FolderUploads: the admin uploader's `uip_folder` field (async-upload.php,
 * media-new.php) and `uip_folder` on POST wp/v2/media file the new
 * attachment in that folder, when it is a media folder and the uploader may
 * edit the attachment; the upload itself never fails because of it.
 *
 * @group folders
 */
final class FolderUploadsTest extends RestTestCase {

	use FolderListFixtures;

	/**
	 * A media folder.
	 *
	 * @var int
	 */
	private int $photos = 0;

	/**
	 * A folder of pages.
	 *
	 * @var int
	 */
	private int $pages = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->folders_on();
		$this->photos = $this->folder( 'attachment', 'Photos' );
		$this->pages  = $this->folder( 'page', 'Landing pages' );
	}

	protected function tear_down(): void {
		$this->folders_off();
		$GLOBALS['pagenow'] = ''; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The media folders an attachment is in.
	 *
	 * @param int $attachment The attachment.
	 * @return list<int>
	 */
	private function folders_of( int $attachment ): array {
		$terms = wp_get_object_terms( $attachment, FolderKinds::taxonomy( FolderKinds::MEDIA ), array( 'fields' => 'ids' ) );
		$this->assertIsArray( $terms );
		return array_values( array_map( 'intval', $terms ) );
	}

	/**
	 * An upload through an admin page's uploader carrying a folder.
	 *
	 * @param string $page   The admin file.
	 * @param string $folder The POST field.
	 * @param int    $author The attachment's author.
	 */
	private function admin_upload( string $page, string $folder, int $author ): int {
		$GLOBALS['pagenow']  = $page; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_POST['uip_folder'] = $folder;
		return $this->attachment( $author );
	}

	public function test_an_upload_from_the_media_modal_or_library_goes_into_the_open_folder(): void {
		$user = $this->act_as( 'author' );
		$this->assertSame( array( $this->photos ), $this->folders_of( $this->admin_upload( 'async-upload.php', (string) $this->photos, $user ) ) );
		$this->assertSame( array( $this->photos ), $this->folders_of( $this->admin_upload( 'media-new.php', (string) $this->photos, $user ) ) );
	}

	public function test_an_upload_into_uncategorised_or_without_a_folder_is_in_none(): void {
		$user = $this->act_as( 'author' );
		$this->assertSame( array(), $this->folders_of( $this->admin_upload( 'async-upload.php', '0', $user ) ) );
		$this->assertSame( array(), $this->folders_of( $this->admin_upload( 'async-upload.php', '', $user ) ) );
	}

	public function test_an_upload_is_refused_a_folder_of_another_kind(): void {
		$user = $this->act_as( 'author' );
		$id   = $this->admin_upload( 'async-upload.php', (string) $this->pages, $user );
		$this->assertSame( array(), $this->folders_of( $id ) );
		$this->assertSame( array(), wp_get_object_terms( $id, FolderKinds::taxonomy( 'page' ), array( 'fields' => 'ids' ) ) );
	}

	public function test_an_attachment_the_uploader_may_not_edit_is_not_filed(): void {
		$this->act_as( 'author' );
		$someone_else = $this->create_user( 'author' );
		$this->assertSame( array(), $this->folders_of( $this->admin_upload( 'async-upload.php', (string) $this->photos, $someone_else ) ) );
	}

	public function test_attachments_made_elsewhere_ignore_the_field(): void {
		$user = $this->act_as( 'administrator' );
		$this->assertSame( array(), $this->folders_of( $this->admin_upload( 'post.php', (string) $this->photos, $user ) ) );
	}

	/**
	 * What media-new.php's uploaders send, and what the page says, after
	 * its load hook: plupload's parameters and the form's printed part.
	 *
	 * @return array{params: mixed, printed: string}
	 */
	private function upload_page(): array {
		remove_all_filters( 'plupload_init' );
		remove_all_actions( 'post-upload-ui' );
		FolderUploads::prepare_upload_page();
		$init = apply_filters( 'plupload_init', array( 'multipart_params' => array( 'post_id' => 0 ) ) );
		ob_start();
		do_action( 'post-upload-ui' ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- core's hook.
		return array(
			'params'  => is_array( $init ) ? $init['multipart_params'] : null,
			'printed' => (string) ob_get_clean(),
		);
	}

	public function test_add_media_file_uploads_into_the_folder_left_open_and_says_so(): void {
		$user = $this->act_as( 'author' );
		Preferences::set( $user, 'folders', array( 'attachment' => array( 'folder' => $this->photos ) ) );

		$page = $this->upload_page();
		$this->assertSame(
			array(
				'post_id'    => 0,
				'uip_folder' => $this->photos,
			),
			$page['params']
		);
		$this->assertStringContainsString( '<input type="hidden" name="uip_folder" value="' . $this->photos . '" />', $page['printed'] );
		$this->assertStringContainsString( 'Files uploaded here go into the folder “Photos”.', $page['printed'] );
	}

	public function test_add_media_file_takes_the_folder_of_its_address_before_the_kept_one(): void {
		$user  = $this->act_as( 'author' );
		$other = $this->folder( 'attachment', 'Drafts' );
		Preferences::set( $user, 'folders', array( 'attachment' => array( 'folder' => $this->photos ) ) );

		$_GET['uip_folder'] = (string) $other;
		$params             = $this->upload_page()['params'];
		$this->assertIsArray( $params );
		$this->assertSame( $other, $params['uip_folder'] ?? null );
		// Uncategorised, a folder of another kind or none kept: nothing is sent or said.
		$_GET['uip_folder'] = '0';
		$this->assertSame( array( 'post_id' => 0 ), $this->upload_page()['params'] );
		$_GET['uip_folder'] = (string) $this->pages;
		$this->assertSame( '', $this->upload_page()['printed'] );
		unset( $_GET['uip_folder'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test's own request.
		Preferences::set( $user, 'folders', null );
		$this->assertSame( array( 'post_id' => 0 ), $this->upload_page()['params'] );
	}

	public function test_a_rest_upload_goes_into_its_folder_and_a_folder_of_another_kind_is_ignored(): void {
		$this->act_as( 'author' );
		$filed = $this->rest_upload( $this->photos );
		$this->assertSame( array( $this->photos ), $this->folders_of( $filed ) );

		$not_filed = $this->rest_upload( $this->pages );
		$this->assertSame( array(), $this->folders_of( $not_filed ) );
	}

	/**
	 * Uploads a small image through POST wp/v2/media with a folder.
	 *
	 * @param int $folder The folder.
	 * @return int The attachment made.
	 */
	private function rest_upload( int $folder ): int {
		$image   = ABSPATH . WPINC . '/images/w-logo-blue.png';
		$request = new WP_REST_Request( 'POST', '/wp/v2/media' );
		$request->set_header( 'Content-Type', 'image/png' );
		$request->set_header( 'Content-Disposition', 'attachment; filename=uip-folder-test.png' );
		$request->set_param( 'uip_folder', $folder );
		$request->set_body( (string) file_get_contents( $image ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a core image.
		$response = rest_do_request( $request );
		$this->assertSame( 201, $response->get_status(), $this->json( $response ) );
		$id = $this->body( $response )['id'] ?? null;
		$this->assertIsInt( $id );
		// The file goes with the test (the rows roll back, files do not).
		$this->uploaded[] = $id;
		return $id;
	}

	/**
	 * Attachments uploaded with a file, deleted with it after the test.
	 *
	 * @var list<int>
	 */
	private array $uploaded = array();

	/**
	 * Deletes the uploaded files.
	 *
	 * @after
	 */
	public function delete_uploaded_files(): void {
		foreach ( $this->uploaded as $id ) {
			wp_delete_attachment( $id, true );
		}
		$this->uploaded = array();
	}
}
