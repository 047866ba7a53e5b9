<?php
/**
 * The wp/v2/uip-admin-menu routes, locked to UiPress managers.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Rest\Forbidden;
use UiPress\Rest\ManagersOnlyPostRoutes;
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

	use ManagersOnlyPostRoutes;

	/**
	 * The refusal for users who may not manage UiPress.
	 */
	protected static function refusal(): WP_Error {
		return Forbidden::menus();
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
}
