<?php
/**
 * The errors of folder operations (docs/FOLDERS.md, REST).
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One place for the codes and statuses the routes and WP-CLI answer.
 */
final class FolderErrors {

	/**
	 * 400: bad input.
	 *
	 * @param string $message Translated message.
	 */
	public static function invalid( string $message ): WP_Error {
		return new WP_Error( 'uipress_folders_invalid', $message, array( 'status' => 400 ) );
	}

	/**
	 * 403 (401 when nobody is signed in).
	 *
	 * @param string $message Translated message.
	 */
	public static function forbidden( string $message ): WP_Error {
		return new WP_Error( 'uipress_folders_forbidden', $message, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * 404: no such folder in the kind.
	 */
	public static function not_found(): WP_Error {
		return new WP_Error( 'uipress_folders_not_found', __( 'There is no such folder.', 'uipress' ), array( 'status' => 404 ) );
	}

	/**
	 * 404: a kind without folders.
	 */
	public static function unknown_kind(): WP_Error {
		return new WP_Error( 'uipress_folders_unknown_kind', __( 'This kind of content has no folders.', 'uipress' ), array( 'status' => 404 ) );
	}

	/**
	 * 409: a sibling has the name.
	 */
	public static function exists(): WP_Error {
		return new WP_Error( 'uipress_folders_exists', __( 'A folder of that name is already here.', 'uipress' ), array( 'status' => 409 ) );
	}
}
