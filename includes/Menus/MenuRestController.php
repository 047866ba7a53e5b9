<?php
/**
 * The wp/v2/uip-admin-menu routes, locked to UiPress managers.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Capabilities;
use UiPress\Rest\Forbidden;
use WP_Error;
use WP_Post;
use WP_REST_Posts_Controller;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's posts controller for custom menus: only `uipress_manage`
 * users, on every route and in every context (WordPress alone would list
 * published posts to anyone). The `uipress` field sent is checked and
 * becomes the post's content in the same write.
 */
final class MenuRestController extends WP_REST_Posts_Controller {

	/**
	 * Collection: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::get_items_permissions_check( $request ) : self::forbidden();
	}

	/**
	 * One menu: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return bool|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::get_item_permissions_check( $request ) : self::forbidden();
	}

	/**
	 * Creating: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::create_item_permissions_check( $request ) : self::forbidden();
	}

	/**
	 * Updating: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::update_item_permissions_check( $request ) : self::forbidden();
	}

	/**
	 * Deleting: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::delete_item_permissions_check( $request ) : self::forbidden();
	}

	/**
	 * Whether a menu may be shown: to managers only, whatever its status.
	 *
	 * @param WP_Post $post Post.
	 */
	public function check_read_permission( $post ) {
		return Capabilities::current_user_can_manage() && parent::check_read_permission( $post );
	}

	/**
	 * The post to write, with the checked `uipress` field as its content.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \stdClass|WP_Error
	 */
	protected function prepare_item_for_database( $request ) {
		$prepared = parent::prepare_item_for_database( $request );
		if ( $prepared instanceof WP_Error || ! $request->has_param( 'uipress' ) ) {
			return $prepared;
		}
		$existing = isset( $request['id'] ) && is_numeric( $request['id'] ) ? get_post( (int) $request['id'] ) : null;
		$json     = MenuStore::prepare( $request->get_param( 'uipress' ), $existing instanceof WP_Post ? $existing : null );
		if ( $json instanceof WP_Error ) {
			return $json;
		}
		$prepared->post_content = $json;
		return $prepared;
	}

	/**
	 * Refusal for users who may not manage UiPress.
	 */
	private static function forbidden(): WP_Error {
		return Forbidden::error( __( 'Sorry, you are not allowed to manage UiPress admin menus.', 'uipress' ) );
	}
}
