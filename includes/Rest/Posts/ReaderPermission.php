<?php
/**
 * Who may use the post lists.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Rest\Forbidden;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Signed-in users with `read`; which posts each one sees is decided per
 * post (ReadableClause).
 */
final class ReaderPermission {

	/**
	 * The permission callback's answer.
	 *
	 * @return true|WP_Error
	 */
	public static function check() {
		return Forbidden::unless_reader( __( 'Sorry, you are not allowed to list posts.', 'uipress' ) );
	}
}
