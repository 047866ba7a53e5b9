<?php
/**
 * POST uipress/v1/block-query (spec: uip_process_block_query).
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Rest\BlockQuery\Placeholders;
use UiPress\Rest\BlockQuery\PostQuery;
use UiPress\Rest\BlockQuery\PostValues;
use UiPress\Rest\BlockQuery\QuerySettings;
use UiPress\Rest\BlockQuery\UserQuery;
use UiPress\Rest\BlockQuery\UserValues;
use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Feeds a query block's children: runs the block's posts or users query for
 * the signed-in user and returns the ids found, the totals and, per result,
 * the values of the `{{key}}` placeholders its children contain.
 *
 * Response: `{ success: true, items: { list: [ { ID } ], found, matches: { [ID]: [ { match, replace } ] }, totalPages } }`.
 */
final class BlockQueryController extends WP_REST_Controller {

	/**
	 * Longest search text.
	 */
	public const MAX_SEARCH = 200;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'block-query';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/block-query',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => $this->args(),
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
	private function args(): array {
		return array(
			'query'       => array(
				'description'       => __( 'The block\'s query settings (type, postTypes, postStatus, roles, perPage, orderBy, order, limitToAuthor…), as an object or its JSON.', 'uipress' ),
				'type'              => array( 'object', 'string' ),
				'required'          => true,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'blockString' => array(
				'description'       => __( 'JSON of the block\'s children; its {{key}} placeholders decide which values are returned.', 'uipress' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => TemplateStore::MAX_BYTES,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'page'        => array(
				'description'       => __( 'Page of results, from 1.', 'uipress' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
			'search'      => array(
				'description'       => __( 'Search text.', 'uipress' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => self::MAX_SEARCH,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => array( self::class, 'sanitize_search' ),
			),
		);
	}

	/**
	 * Search text as plain text.
	 *
	 * @param mixed $value Value sent.
	 */
	public static function sanitize_search( $value ): string {
		return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
	}

	/**
	 * Signed-in users who can read.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Forbidden::unless_reader( __( 'Sorry, you are not allowed to run block queries.', 'uipress' ) );
	}

	/**
	 * Runs the query.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$settings = QuerySettings::parse( $request->get_param( 'query' ) );
		if ( $settings instanceof WP_Error ) {
			return $settings;
		}

		$block_string = $request->get_param( 'blockString' );
		$block_string = is_string( $block_string ) ? $block_string : '';
		if ( '' !== trim( $block_string ) ) {
			json_decode( $block_string );
			if ( JSON_ERROR_NONE !== json_last_error() ) {
				return new WP_Error( 'uipress_invalid_block_string', __( 'blockString is not valid JSON.', 'uipress' ), array( 'status' => 400 ) );
			}
		}
		$placeholders = Placeholders::find( $block_string );
		$keys         = array_values( array_unique( $placeholders ) );

		$page   = $request->get_param( 'page' );
		$page   = is_numeric( $page ) ? max( 1, (int) $page ) : 1;
		$search = $request->get_param( 'search' );
		$search = is_string( $search ) ? $search : '';

		$list    = array();
		$matches = array();
		if ( 'users' === $settings['type'] ) {
			if ( ! current_user_can( 'list_users' ) ) {
				return new WP_Error( 'uipress_cannot_list_users', __( 'Sorry, you are not allowed to list users.', 'uipress' ), array( 'status' => 403 ) );
			}
			$result = UserQuery::run( $settings, $page, $search, $request );
			foreach ( $result['users'] as $user ) {
				$list[]               = array( 'ID' => (int) $user->ID );
				$matches[ $user->ID ] = Placeholders::pair( $placeholders, UserValues::for_user( $user, $keys ) );
			}
		} else {
			$result = PostQuery::run( $settings, $page, $search, $request );
			foreach ( $result['posts'] as $post ) {
				$list[]               = array( 'ID' => (int) $post->ID );
				$matches[ $post->ID ] = Placeholders::pair( $placeholders, PostValues::for_post( $post, $keys ) );
			}
		}

		return new WP_REST_Response(
			array(
				'success' => true,
				'items'   => array(
					'list'       => $list,
					'found'      => $result['found'],
					// Keyed by id: an object in JSON, also when empty.
					'matches'    => array() === $matches ? new \stdClass() : $matches,
					'totalPages' => $result['totalPages'],
				),
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
			'title'      => 'uipress-block-query',
			'type'       => 'object',
			'properties' => array(
				'success' => array(
					'description' => __( 'Always true: failures are errors.', 'uipress' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'items'   => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array(
						'list'       => array(
							'description' => __( 'The results of the page, in order.', 'uipress' ),
							'type'        => 'array',
							'items'       => array(
								'type'       => 'object',
								'properties' => array( 'ID' => array( 'type' => 'integer' ) ),
							),
						),
						'found'      => array(
							'description' => __( 'Results on all pages.', 'uipress' ),
							'type'        => 'integer',
						),
						'matches'    => array(
							'description'          => __( 'Per result id, the placeholder replacements of its children.', 'uipress' ),
							'type'                 => 'object',
							'additionalProperties' => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'match'   => array( 'type' => 'string' ),
										'replace' => array( 'type' => 'string' ),
									),
								),
							),
						),
						'totalPages' => array(
							'description' => __( 'Number of pages.', 'uipress' ),
							'type'        => 'integer',
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
