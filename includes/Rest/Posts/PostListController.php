<?php
/**
 * What the three routes that list posts share.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Rest\CurrentTemplateController;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A readable route under `uipress/v1/<rest_base>` for signed-in users who
 * can read, answering one page of posts with its totals. Subclasses give
 * their base, arguments, answer and the properties of their response
 * besides the totals.
 */
abstract class PostListController extends WP_REST_Controller {

	/**
	 * Constructor.
	 *
	 * @param string $rest_base The route under uipress/v1.
	 */
	public function __construct( string $rest_base ) {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = $rest_base;
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/' . $this->rest_base,
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
	 * Signed-in users who can read.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return ReaderPermission::check();
	}

	/**
	 * The response's properties besides `total` and `totalPages` (or with
	 * them, to describe them otherwise).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	abstract protected function page_properties(): array;

	/**
	 * Schema of the response: the subclass's properties and the totals.
	 *
	 * @return array<mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-' . $this->rest_base,
			'type'       => 'object',
			// Its own properties first; they may describe the totals otherwise.
			'properties' => $this->page_properties() + array(
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
