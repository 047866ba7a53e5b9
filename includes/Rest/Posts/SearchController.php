<?php
/**
 * GET uipress/v1/search (spec: uip_search_content).
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\ManagedPostTypes;
use WP_Error;
use WP_Post_Type;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The search block: one page of the posts matching a text, and how many
 * match in each post type searched:
 * `{ posts: SearchResult[], total, totalPages, types: [ { name, label, count } ] }`.
 * Only posts the user may read are found and counted (ReadableClause).
 */
final class SearchController extends PostListController {

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( 'search' );
	}

	/**
	 * The response's properties besides the totals.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function page_properties(): array {
		return array(
			'posts'      => array(
				'description' => __( 'This page’s results: titles holding the search text first, then newest first.', 'uipress' ),
				'type'        => 'array',
				'readonly'    => true,
				'items'       => SearchResults::schema(),
			),
			'total'      => array(
				'description' => __( 'Results on all pages (of the filtered type, when filtered).', 'uipress' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'totalPages' => array(
				'description' => __( 'Pages (0 when nothing is found).', 'uipress' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'types'      => array(
				'description' => __( 'Each post type searched that has a match, with its number of matches, whatever the filter.', 'uipress' ),
				'type'        => 'array',
				'readonly'    => true,
				'items'       => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'name'  => array( 'type' => 'string' ),
						'label' => array( 'type' => 'string' ),
						'count' => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
					),
				),
			),
		);
	}

	/**
	 * The `filter` value that shows every type searched.
	 */
	public const ALL = 'all';

	/**
	 * The arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		$post_types                = ListArgs::post_types( null );
		$post_types['description'] = __( 'Post types to search; default: every post type shown in the admin whose posts the user may edit (not media).', 'uipress' );
		return array_merge(
			array( 'search' => ListArgs::search( true ) ),
			ListArgs::paging(),
			array(
				'postTypes'     => $post_types,
				'limitToAuthor' => ListArgs::limit_to_author(),
				'filter'        => array(
					'description'       => __( 'Post type whose results to list: all, or one of the types searched.', 'uipress' ),
					'type'              => 'string',
					'default'           => self::ALL,
					'maxLength'         => 20,
					'validate_callback' => array( self::class, 'validate_filter' ),
				),
			)
		);
	}

	/**
	 * Validates `filter`: all, or one of the post types searched.
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Argument name.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public static function validate_filter( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid instanceof WP_Error ? $valid : ListArgs::invalid( $param, __( 'Invalid filter.', 'uipress' ) );
		}
		if ( self::ALL === $value || in_array( $value, self::searched_types( $request ), true ) ) {
			return true;
		}
		return ListArgs::invalid(
			$param,
			/* translators: %s: argument name. */
			sprintf( __( '%s must be all or one of the post types searched.', 'uipress' ), $param )
		);
	}

	/**
	 * One page of results, with the matches per type.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$types  = self::searched_types( $request );
		$spec   = array_merge( ListArgs::spec( $request, $types ), array( 'titleFirst' => true ) );
		$filter = $request->get_param( 'filter' );
		$only   = is_string( $filter ) && self::ALL !== $filter && in_array( $filter, $types, true ) ? $filter : null;

		// Every match (up to ReadablePosts::MATCH_LIMIT) in one query, counted and paged here.
		$found  = ReadablePosts::matches( $spec );
		$counts = array_count_values( array_column( $found['matches'], 'type' ) );
		$listed = null === $only ? $found['matches'] : array_values(
			array_filter(
				$found['matches'],
				static fn ( array $match ): bool => $only === $match['type']
			)
		);
		if ( $found['complete'] ) {
			$page = ReadablePosts::cut( $listed, $spec );
		} else {
			// More: the database counts them; the page is among the first ones, or asked for.
			$counts = ReadablePosts::count_by_type( $spec );
			$total  = null === $only ? (int) array_sum( $counts ) : ( $counts[ $only ] ?? 0 );
			if ( null !== $only ) {
				$spec['types'] = array( $only );
			}
			$page = ReadablePosts::cut_within( $listed, $spec, $total ) ?? ReadablePosts::page( $spec, $total );
		}

		$with = array();
		foreach ( $types as $name ) {
			$type = get_post_type_object( $name );
			if ( $type instanceof WP_Post_Type && ( $counts[ $name ] ?? 0 ) > 0 ) {
				$with[] = array(
					'name'  => $name,
					'label' => is_string( $type->labels->name ?? null ) ? $type->labels->name : $name,
					'count' => $counts[ $name ],
				);
			}
		}

		return new WP_REST_Response(
			array(
				'posts'      => SearchResults::build( $page['ids'] ),
				'total'      => $page['total'],
				'totalPages' => $page['totalPages'],
				'types'      => $with,
			)
		);
	}

	/**
	 * The post types searched: those sent, else every type shown in the
	 * admin whose `edit_posts` the user has, but media and UiPress's own
	 * stored data (templates, menus).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return list<string>
	 */
	public static function searched_types( $request ): array {
		$sent = $request->get_param( 'postTypes' );
		if ( null !== $sent ) {
			return ListArgs::sanitize_post_types( $sent );
		}
		$types = array();
		foreach ( get_post_types( array( 'show_ui' => true ), 'objects' ) as $type ) {
			if ( 'attachment' === $type->name || in_array( $type->name, ManagedPostTypes::TYPES, true ) ) {
				continue;
			}
			if ( current_user_can( ReadableClause::cap( $type, 'edit_posts' ) ) ) {
				$types[] = $type->name;
			}
		}
		return $types;
	}
}
