<?php
/**
 * What the wp/v2 routes of templates and custom menus share.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use WP_Error;
use WP_Post;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * For WordPress's posts controller of a type only `uipress_manage` users
 * may touch: every route (collection and item, any context) refuses everyone
 * else with refusal() (WordPress alone would list published posts to anyone),
 * and a `template` argument that is not text is a 400, not a fatal error in
 * WordPress's own check.
 */
trait ManagersOnlyPostRoutes {

	/**
	 * The refusal for users who may not manage UiPress.
	 */
	abstract protected static function refusal(): WP_Error;

	/**
	 * Collection: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::get_items_permissions_check( $request ) : static::refusal();
	}

	/**
	 * One post: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return bool|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::get_item_permissions_check( $request ) : static::refusal();
	}

	/**
	 * Creating: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::create_item_permissions_check( $request ) : static::refusal();
	}

	/**
	 * Updating: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::update_item_permissions_check( $request ) : static::refusal();
	}

	/**
	 * Deleting: managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? parent::delete_item_permissions_check( $request ) : static::refusal();
	}

	/**
	 * Whether a post may be shown: never to anyone but managers, whatever its status.
	 *
	 * @param WP_Post $post Post.
	 */
	public function check_read_permission( $post ) {
		return Capabilities::current_user_can_manage() && parent::check_read_permission( $post );
	}

	/**
	 * The page template argument: WordPress's check uses it as an array key,
	 * so anything but text would end the request with a fatal error.
	 *
	 * @param mixed           $template Page template sent.
	 * @param WP_REST_Request $request  Request.
	 * @return true|WP_Error
	 */
	public function check_template( $template, $request ) {
		if ( null === $template ) {
			return true;
		}
		if ( ! is_string( $template ) ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter name */
				sprintf( __( '%s is not of type string.', 'uipress' ), 'template' ),
				array( 'status' => 400 )
			);
		}
		return parent::check_template( $template, $request );
	}
}
