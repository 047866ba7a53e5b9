<?php
/**
 * GET uipress/v1/capabilities.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Roles;

use UiPress\Rest\CurrentTemplateController;
use UiPress\Roles\CapabilityGroups;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The capability editor's groups: `{ groups: { id, label, capabilities:
 * { name, label, hint, granted }[] }[] }`, `granted` saying whether the
 * current user has (so could grant) each one.
 */
final class CapabilitiesController extends WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'capabilities';
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
					'permission_callback' => static fn() => RolesAccess::check( 'list_users' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The groups.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		return rest_ensure_response( array( 'groups' => CapabilityGroups::for_actor( wp_get_current_user() ) ) );
	}

	/**
	 * The schema of the answer.
	 *
	 * @return array<mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$capability   = array(
			'type'       => 'object',
			'properties' => array(
				'name'    => array( 'type' => 'string' ),
				'label'   => array( 'type' => 'string' ),
				'hint'    => array( 'type' => 'string' ),
				'granted' => array(
					'description' => __( 'Whether the current user has it (only those can be granted).', 'uipress' ),
					'type'        => 'boolean',
				),
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-capabilities',
			'type'       => 'object',
			'properties' => array(
				'groups' => array(
					'description' => __( 'Core\'s groups (posts, pages, media, users, plugins, themes, settings), then WooCommerce\'s while it is active, then other plugins\' own.', 'uipress' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'           => array( 'type' => 'string' ),
							'label'        => array( 'type' => 'string' ),
							'capabilities' => array(
								'type'  => 'array',
								'items' => $capability,
							),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
