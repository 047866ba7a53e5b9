<?php
/**
 * Uploads filed into the folder open when they were made.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use UiPress\Runtime\Preferences;
use WP_Post;
use WP_REST_Request;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * An upload carrying `uip_folder` (plupload's `multipart_params` on
 * async-upload.php and media-new.php, or `uip_folder` on POST wp/v2/media)
 * is filed in that folder when the folder is one of the media kind's and
 * the uploader may edit the new attachment. Anything else leaves it
 * Uncategorised: the upload itself never fails because of the folder.
 *
 * Media > Add Media File (media-new.php) has no folder panel: its uploads
 * go into the folder of `?uip_folder=`, else the one the user left open in
 * the Media Library, and the page says which.
 */
final class FolderUploads {

	/**
	 * The admin pages whose uploads take the POST field (both check the
	 * `media-form` nonce before the attachment is made).
	 */
	private const UPLOAD_PAGES = array( 'async-upload.php', 'media-new.php' );

	/**
	 * Adds the hooks (FoldersModule, only while folders are on).
	 */
	public static function register_hooks(): void {
		add_action( 'add_attachment', array( self::class, 'file_admin_upload' ) );
		add_action( 'rest_after_insert_attachment', array( self::class, 'file_rest_upload' ), 10, 3 );
		add_action( 'load-media-new.php', array( self::class, 'prepare_upload_page' ) );
	}

	/**
	 * Sends the folder with media-new.php's uploads, and says which it is
	 * (action `load-media-new.php`).
	 */
	public static function prepare_upload_page(): void {
		$folder = self::upload_page_folder();
		if ( null === $folder ) {
			return;
		}
		// The multi-file uploader (plupload) sends it with each file.
		add_filter(
			'plupload_init',
			static function ( $init ) use ( $folder ) {
				if ( is_array( $init ) ) {
					$params                       = isset( $init['multipart_params'] ) && is_array( $init['multipart_params'] ) ? $init['multipart_params'] : array();
					$params[ FolderQuery::PARAM ] = $folder->term_id;
					$init['multipart_params']     = $params;
				}
				return $init;
			}
		);
		// The browser uploader posts the form, inside which this prints.
		add_action(
			'post-upload-ui',
			static function () use ( $folder ): void {
				printf(
					'<input type="hidden" name="%1$s" value="%2$d" /><p class="uip-folders-upload-target">%3$s</p>',
					esc_attr( FolderQuery::PARAM ),
					(int) $folder->term_id,
					esc_html(
						sprintf(
							/* translators: %s: a folder's name. */
							__( 'Files uploaded here go into the folder “%s”.', 'uipress' ),
							FolderTree::name( $folder )
						)
					)
				);
			}
		);
	}

	/**
	 * The media folder media-new.php uploads into: `?uip_folder=`, else the
	 * one the user left open in the Media Library (none: null).
	 */
	private static function upload_page_folder(): ?WP_Term {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which folder the page offers; filing checks the upload's nonce and the user.
		$sent   = isset( $_GET[ FolderQuery::PARAM ] ) && is_scalar( $_GET[ FolderQuery::PARAM ] ) ? FolderQuery::folder_of( sanitize_text_field( wp_unslash( (string) $_GET[ FolderQuery::PARAM ] ) ) ) : null;
		$kept   = Preferences::get( get_current_user_id(), 'folders' );
		$kept   = is_array( $kept ) && isset( $kept[ FolderKinds::MEDIA ] ) && is_array( $kept[ FolderKinds::MEDIA ] ) ? ( $kept[ FolderKinds::MEDIA ]['folder'] ?? null ) : null;
		$folder = $sent ?? ( is_int( $kept ) ? $kept : null );
		return null !== $folder && $folder > 0 ? FolderTree::find( FolderKinds::MEDIA, $folder ) : null;
	}

	/**
	 * An upload through the admin's uploader (action `add_attachment`).
	 *
	 * @param mixed $attachment_id The new attachment's id.
	 */
	public static function file_admin_upload( $attachment_id ): void {
		if ( ! is_numeric( $attachment_id ) || ! in_array( $GLOBALS['pagenow'] ?? '', self::UPLOAD_PAGES, true ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- async-upload.php and media-new.php checked the media-form nonce before the attachment was made.
		$sent = isset( $_POST[ FolderQuery::PARAM ] ) && is_scalar( $_POST[ FolderQuery::PARAM ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ FolderQuery::PARAM ] ) ) : null;
		self::file( (int) $attachment_id, FolderQuery::folder_of( $sent ) );
	}

	/**
	 * An upload through POST wp/v2/media (action `rest_after_insert_attachment`).
	 *
	 * @param mixed           $attachment The attachment.
	 * @param WP_REST_Request $request    The request.
	 * @param mixed           $creating   Whether it was created (not updated).
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function file_rest_upload( $attachment, $request, $creating ): void {
		if ( true !== $creating || ! $attachment instanceof WP_Post || ! $request instanceof WP_REST_Request ) {
			return;
		}
		self::file( $attachment->ID, FolderQuery::folder_of( $request->get_param( FolderQuery::PARAM ) ) );
	}

	/**
	 * Files an attachment in a media folder, when it is one and the current
	 * user may edit the attachment.
	 *
	 * @param int      $attachment_id The attachment.
	 * @param int|null $folder        A folder's term id (0 or null: left Uncategorised).
	 * @return bool Whether it was filed.
	 */
	public static function file( int $attachment_id, ?int $folder ): bool {
		if ( null === $folder || $folder <= 0 || ! current_user_can( 'edit_post', $attachment_id ) ) {
			return false;
		}
		$taxonomy = FolderKinds::taxonomy( FolderKinds::MEDIA );
		$term     = get_term( $folder, $taxonomy );
		if ( ! $term instanceof \WP_Term || $term->taxonomy !== $taxonomy ) {
			return false;
		}
		$result = wp_set_object_terms( $attachment_id, array( $term->term_id ), $taxonomy );
		return is_array( $result ) && array() !== $result;
	}
}
