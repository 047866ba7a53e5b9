<?php
/**
 * REST controller of wp/v2/uip-ui-template.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_Post;
use WP_REST_Posts_Controller;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's posts controller, with two differences:
 *
 * - every route (collection and item, any context) is for `uipress_manage`
 *   users only; WordPress would otherwise show published posts to anyone;
 * - a request that sends the `uipress` field is checked (tree, custom code)
 *   before anything is written, and the field becomes the post's content in
 *   the same insert or update, so a refused request stores nothing and an
 *   accepted one makes one revision.
 */
final class TemplatesController extends WP_REST_Posts_Controller {

	use ManagersOnlyPostRoutes;

	/**
	 * The refusal for users who may not manage UiPress.
	 */
	protected static function refusal(): WP_Error {
		return Forbidden::templates();
	}

	/**
	 * The post to insert or update, with the checked `uipress` field as its content.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \stdClass|WP_Error
	 */
	protected function prepare_item_for_database( $request ) {
		$prepared = parent::prepare_item_for_database( $request );
		if ( $prepared instanceof WP_Error || ! $request->has_param( TemplateField::NAME ) ) {
			return $prepared;
		}

		$existing = isset( $prepared->ID ) && is_numeric( $prepared->ID ) ? get_post( (int) $prepared->ID ) : null;
		$content  = TemplateStore::prepare(
			$request->get_param( TemplateField::NAME ),
			TemplateStore::is_template( $existing ) ? $existing : null
		);
		if ( $content instanceof WP_Error ) {
			return $content;
		}
		$prepared->post_content = $content;
		return $prepared;
	}
}
