<?php
/**
 * GET uipress/v1/recent-posts (spec: uip_get_recent_posts).
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * One page of the recent posts block, newest first:
 * `{ posts: Row[], total, totalPages }` (rows as in posts-table), only the
 * posts the user may read.
 */
final class RecentPostsController extends PostListController {

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( 'recent-posts' );
	}

	/**
	 * The response's properties besides the totals.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function page_properties(): array {
		return array(
			'posts' => array(
				'description' => __( 'This page’s rows, newest first.', 'uipress' ),
				'type'        => 'array',
				'readonly'    => true,
				'items'       => PostRows::schema(),
			),
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
}
