<?php
/**
 * GET uipress/v1/posts-table (spec: uip_get_posts_for_table).
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Folders\FolderQuery;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * One page of the posts table block:
 * `{ posts: Row[], columns: [ { name, label } ], total, totalPages }`.
 * Lists only the posts the user may read (ReadableClause), so totals and
 * pages count only those.
 */
final class PostsTableController extends PostListController {

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( 'posts-table' );
	}

	/**
	 * The response's properties besides the totals.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function page_properties(): array {
		return array(
			'posts'   => array(
				'description' => __( 'This page’s rows.', 'uipress' ),
				'type'        => 'array',
				'readonly'    => true,
				'items'       => PostRows::schema(),
			),
			'columns' => array(
				'description' => __( 'Columns the table may show.', 'uipress' ),
				'type'        => 'array',
				'readonly'    => true,
				'items'       => TableColumns::schema(),
			),
		);
	}

	/**
	 * Orders offered.
	 */
	public const ORDER_BY = array( 'date', 'modified', 'title' );

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
				'orderBy'       => array(
					'description'       => __( 'What to sort by.', 'uipress' ),
					'type'              => 'string',
					'enum'              => self::ORDER_BY,
					'default'           => 'date',
					'validate_callback' => 'rest_validate_request_arg',
				),
				'order'         => array(
					'description'       => __( 'Sort direction.', 'uipress' ),
					'type'              => 'string',
					'enum'              => array( 'asc', 'desc' ),
					'default'           => 'desc',
					'validate_callback' => 'rest_validate_request_arg',
				),
				'folder'        => array(
					'description'       => __( 'Only posts in this folder (not its subfolders); 0 lists the posts in no folder. Leave out for every folder.', 'uipress' ),
					'type'              => 'integer',
					'minimum'           => 0,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'absint',
				),
				'status'        => array(
					'description'       => __( 'Only posts in this status; any lists every status the user may see.', 'uipress' ),
					'type'              => 'string',
					'enum'              => array_merge( array( 'any' ), ReadableClause::STATUSES ),
					'default'           => 'any',
					'validate_callback' => 'rest_validate_request_arg',
				),
			)
		);
	}

	/**
	 * One page of rows.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$types   = ListArgs::sanitize_post_types( $request->get_param( 'postTypes' ) );
		$status  = $request->get_param( 'status' );
		$order   = $request->get_param( 'orderBy' );
		$spec    = ListArgs::spec( $request, $types );
		$page    = ReadablePosts::page(
			array_merge(
				$spec,
				array(
					'statuses' => is_string( $status ) && in_array( $status, ReadableClause::STATUSES, true ) ? array( $status ) : ReadableClause::STATUSES,
					'orderBy'  => 'modified' === $order || 'title' === $order ? $order : 'date',
					'order'    => 'asc' === $request->get_param( 'order' ) ? 'asc' : 'desc',
					'folder'   => FolderQuery::folder_of( $request->get_param( 'folder' ) ),
				)
			)
		);
		$visible = array();
		foreach ( ReadableClause::readable_types( $types ) as $type ) {
			$visible[] = $type->name;
		}
		return new WP_REST_Response(
			array(
				'posts'      => PostRows::build( $page['ids'] ),
				'columns'    => TableColumns::for_types( $visible ),
				'total'      => $page['total'],
				'totalPages' => $page['totalPages'],
			)
		);
	}
}
