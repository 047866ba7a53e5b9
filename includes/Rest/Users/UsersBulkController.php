<?php
/**
 * POST uipress/v1/users/bulk.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Users;

use UiPress\Users\BulkUserActions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * One action on up to 500 users: `{ done: number[], failed: { id, code,
 * message }[] }` (BulkUserActions says how each user is checked).
 */
final class UsersBulkController {

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			UsersListArgs::NAMESPACE,
			'/users/bulk',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'run' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
					'args'                => array(
						'action'   => array(
							'description' => __( 'set-role, add-role, remove-role (with role), send-reset, or delete (with reassign).', 'uipress' ),
							'type'        => 'string',
							'enum'        => BulkUserActions::ACTIONS,
							'required'    => true,
						),
						'ids'      => array(
							'description' => __( 'The users, 1 to 500.', 'uipress' ),
							'type'        => 'array',
							'items'       => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'minItems'    => 1,
							'maxItems'    => BulkUserActions::MAX_IDS,
							'required'    => true,
						),
						'role'     => array(
							'description' => __( 'The role to set, add or remove.', 'uipress' ),
							'type'        => 'string',
							'maxLength'   => 191,
							'default'     => '',
						),
						'reassign' => array(
							'description' => __( 'The user who gets deleted users\' posts and links (absent: they are deleted too).', 'uipress' ),
							'type'        => 'integer',
							'minimum'     => 1,
						),
					),
				),
			)
		);
	}

	/**
	 * Runs the action.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function run( WP_REST_Request $request ) {
		$ids    = $request->get_param( 'ids' );
		$action = $request->get_param( 'action' );
		$role   = $request->get_param( 'role' );
		$result = BulkUserActions::run(
			is_string( $action ) ? $action : '',
			array_map( 'intval', is_array( $ids ) ? array_filter( $ids, 'is_numeric' ) : array() ),
			is_string( $role ) ? sanitize_key( $role ) : '',
			UsersController::int_param( $request, 'reassign', 0 )
		);
		return $result instanceof WP_Error ? $result : new WP_REST_Response( $result );
	}
}
