<?php
/**
 * GET uipress/v1/recent-posts (spec: uip_get_recent_posts).
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Rest\CurrentTemplateController;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * One page of the recent posts block, newest first:
 * `{ posts: Row[], total, totalPages }` (rows as in posts-table), only the
 * posts the user may read.
 */
final class RecentPostsController extends WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'recent-posts';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/recent-posts',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array_merge(
			array( 'search' => ListArgs::search() ),
			ListArgs::paging(),
			array(
				'postTypes'     => ListArgs::post_types( array( 'post' ) ),
				'limitToAuthor' => ListArgs::limit_to_author(),
			)
		);
	}

	/**
	 * Signed-in users who can read.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return ReaderPermission::check();
	}

	/**
	 * One page of rows, newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$page = ReadablePosts::page( ListArgs::spec( $request, ListArgs::sanitize_post_types( $request->get_param( 'postTypes' ) ) ) );
		return new WP_REST_Response(
			array(
				'posts'      => PostRows::build( $page['ids'] ),
				'total'      => $page['total'],
				'totalPages' => $page['totalPages'],
			)
		);
	}

	/**
	 * Schema of the response.
	 *
	 * @return array<mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-recent-posts',
			'type'       => 'object',
			'properties' => array(
				'posts'      => array(
					'description' => __( 'This page’s rows, newest first.', 'uipress' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => PostRows::schema(),
				),
				'total'      => array(
					'description' => __( 'Posts listed on all pages.', 'uipress' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'totalPages' => array(
					'description' => __( 'Pages (0 when nothing is listed).', 'uipress' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
