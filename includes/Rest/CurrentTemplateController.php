<?php
/**
 * GET uipress/v1/templates/current.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Templates\CurrentTemplate;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The published interface template that applies to the signed-in user:
 * `{ template: { id, title, status, uipress } | null }`, without secret
 * block options.
 */
final class CurrentTemplateController extends WP_REST_Controller {

	public const NAMESPACE = 'uipress/v1';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = self::NAMESPACE;
		$this->rest_base = 'templates/current';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/templates/current',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'context' => $this->get_context_param( array( 'default' => 'view' ) ),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Any signed-in user may ask which template applies to them.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( is_user_logged_in() ) {
			return true;
		}
		return new WP_Error(
			'rest_not_logged_in',
			__( 'You must be logged in to load your UiPress template.', 'uipress' ),
			array( 'status' => 401 )
		);
	}

	/**
	 * The template that applies to the current user, or null.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$match = CurrentTemplate::for_user( wp_get_current_user() );
		if ( null === $match ) {
			return new WP_REST_Response( array( 'template' => null ) );
		}

		return new WP_REST_Response(
			array(
				'template' => array(
					'id'      => (int) $match['post']->ID,
					'title'   => (string) $match['post']->post_title,
					'status'  => (string) $match['post']->post_status,
					'uipress' => TemplateStore::for_response( $match['fields'] ),
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
			'title'      => 'uipress-current-template',
			'type'       => 'object',
			'properties' => array(
				'template' => array(
					'description' => __( 'The published interface template that applies to the current user, or null.', 'uipress' ),
					'type'        => array( 'object', 'null' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					'properties'  => array(
						'id'      => array(
							'description' => __( 'Template post id.', 'uipress' ),
							'type'        => 'integer',
						),
						'title'   => array(
							'description' => __( 'Template title.', 'uipress' ),
							'type'        => 'string',
						),
						'status'  => array(
							'description' => __( 'Post status (always publish).', 'uipress' ),
							'type'        => 'string',
						),
						'uipress' => TemplateFields::schema(),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
