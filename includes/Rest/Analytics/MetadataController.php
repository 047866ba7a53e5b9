<?php
/**
 * GET uipress/v1/analytics/metadata: the metrics and dimensions of a source.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Analytics;

use UiPress\Analytics\Reports\Metadata;
use UiPress\Capabilities;
use UiPress\Rest\CurrentTemplateController;
use UiPress\Rest\Forbidden;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * What the builder's metric and dimension pickers offer (Reports\Metadata),
 * for template managers.
 */
final class MetadataController {

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/analytics/metadata',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'source' => array(
							'description' => __( 'The analytics source.', 'uipress' ),
							'type'        => 'string',
							'enum'        => array( 'google', 'matomo' ),
							'default'     => 'google',
						),
					),
				),
			)
		);
	}

	/**
	 * Template managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		unset( $request );
		return Capabilities::current_user_can_manage() ? true : Forbidden::templates();
	}

	/**
	 * The metadata.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$metadata = Metadata::of( 'matomo' === $request->get_param( 'source' ) ? 'matomo' : 'google' );
		return $metadata instanceof WP_Error ? $metadata : new WP_REST_Response( $metadata );
	}
}
