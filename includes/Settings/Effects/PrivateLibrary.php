<?php
/**
 * Site setting privateLibrary: users see only their own media.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use WP_Query;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Users who cannot edit others' posts see only the media they uploaded:
 * in the media grid and the media modal (both ask admin-ajax
 * `query-attachments`), in the media list view (upload.php's main query)
 * and in `wp/v2/media` lists, which UiPress's own media dialog uses.
 */
final class PrivateLibrary {

	public const SETTING = 'privateLibrary';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_filter( 'ajax_query_attachments_args', array( self::class, 'limit_args' ) );
		add_filter( 'rest_attachment_query', array( self::class, 'limit_rest_args' ), 10, 2 );
		add_action( 'pre_get_posts', array( self::class, 'limit_list_view' ) );
	}

	/**
	 * The media grid and modal's query (filter `ajax_query_attachments_args`).
	 *
	 * @param mixed $args WP_Query arguments.
	 * @return mixed
	 */
	public static function limit_args( $args ) {
		$user_id = OwnContentOnly::limited_user( self::SETTING );
		return $user_id > 0 && is_array( $args ) ? OwnContentOnly::narrow( $args, $user_id ) : $args;
	}

	/**
	 * `wp/v2/media` lists (filter `rest_attachment_query`).
	 *
	 * @param mixed           $args    WP_Query arguments.
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function limit_rest_args( $args, $request ) {
		return self::limit_args( $args );
	}

	/**
	 * The media list view: upload.php's main query (action `pre_get_posts`).
	 *
	 * @param WP_Query $query The query.
	 */
	public static function limit_list_view( $query ): void {
		if ( ! $query instanceof WP_Query || ! is_admin() || ! $query->is_main_query() || 'upload.php' !== ( $GLOBALS['pagenow'] ?? '' ) ) {
			return;
		}
		$user_id = OwnContentOnly::limited_user( self::SETTING );
		if ( $user_id > 0 ) {
			OwnContentOnly::narrow_query( $query, $user_id );
		}
	}
}
