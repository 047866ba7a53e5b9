<?php
/**
 * The error of a refused REST request.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `rest_forbidden` with 401 for visitors who are not logged in and 403 for
 * users who are, as WordPress's own routes answer.
 */
final class Forbidden {

	/**
	 * The error.
	 *
	 * @param string $message Translated message.
	 * @param string $code    Error code.
	 */
	public static function error( string $message, string $code = 'rest_forbidden' ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The permission answer of routes for every signed-in user who can
	 * read: true for them, else the error with the route's message.
	 *
	 * @param string $message Translated message of the refusal.
	 * @return true|WP_Error
	 */
	public static function unless_reader( string $message ) {
		return is_user_logged_in() && current_user_can( 'read' ) ? true : self::error( $message );
	}

	/**
	 * Refusal for users who may not manage UiPress templates.
	 */
	public static function templates(): WP_Error {
		return self::error( __( 'Sorry, you are not allowed to manage UiPress templates.', 'uipress' ) );
	}

	/**
	 * Refusal for users who may not manage UiPress admin menus.
	 */
	public static function menus(): WP_Error {
		return self::error( __( 'Sorry, you are not allowed to manage UiPress admin menus.', 'uipress' ) );
	}
}
