<?php
/**
 * GET uipress/v1/post-types (spec: uip_get_post_types).
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use WP_Error;
use WP_Post_Type;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The post types a query or condition may name: those shown in REST and in
 * the admin UI. `{ postTypes: [ { name, label } ] }`, sorted by label.
 */
final class PostTypesController extends WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'post-types';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/post-types',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only UiPress managers.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( Capabilities::current_user_can_manage() ) {
			return true;
		}
		return Forbidden::error( __( 'Sorry, you are not allowed to list post types.', 'uipress' ) );
	}

	/**
	 * Lists the post types.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$types = array();
		foreach ( get_post_types(
			array(
				'show_in_rest' => true,
				'show_ui'      => true,
			),
			'objects'
		) as $type ) {
			// Attachments live in the internal 'inherit' status, which block
			// queries never return: offering them would only ever list nothing.
			if ( ! $type instanceof WP_Post_Type || 'attachment' === $type->name ) {
				continue;
			}
			$types[] = array(
				'name'  => (string) $type->name,
				'label' => wp_strip_all_tags( (string) $type->label ),
			);
		}
		usort(
			$types,
			static function ( array $a, array $b ): int {
				return strnatcasecmp( $a['label'], $b['label'] );
			}
		);
		return new WP_REST_Response( array( 'postTypes' => $types ) );
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
			'title'      => 'uipress-post-types',
			'type'       => 'object',
			'properties' => array(
				'postTypes' => array(
					'description' => __( 'Post types shown in REST and in the admin, sorted by label.', 'uipress' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'name'  => array( 'type' => 'string' ),
							'label' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
