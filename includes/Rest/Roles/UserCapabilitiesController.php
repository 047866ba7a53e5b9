<?php
/**
 * GET/POST uipress/v1/users/{id}/capabilities.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Roles;

use UiPress\Rest\CurrentTemplateController;
use UiPress\Roles\CapabilityRules;
use UiPress\Roles\RoleGuard;
use UiPress\Roles\RoleStore;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A user's extra capabilities: `{ capabilities: name => true (granted) |
 * false (denied) }`, absent ones coming from the user's roles. Reading needs
 * `edit_user`, writing `edit_user` and `promote_user` of that user (on top
 * of `uipress_manage_users`); writes pass RoleGuard.
 */
final class UserCapabilitiesController extends WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'users';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/' . $this->rest_base . '/(?P<id>\d+)/capabilities',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'User id.', 'uipress' ),
						'type'        => 'integer',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => array(
						'capabilities' => RolesAccess::capability_set_schema( __( 'The user\'s whole new set of extra capabilities.', 'uipress' ) ) + array( 'required' => true ),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Managers who may edit the user (404 for a user not of this site).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$allowed = RolesAccess::check( 'list_users' );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$user = $this->user( $request );
		return $user instanceof WP_Error ? $user : RolesAccess::check( 'edit_user', $user->ID );
	}

	/**
	 * Managers who may edit and promote the user.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		$allowed = $this->get_item_permissions_check( $request );
		if ( true !== $allowed ) {
			return $allowed;
		}
		return RolesAccess::check( 'promote_user', self::id( $request ) );
	}

	/**
	 * The user's extra capabilities.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$user = $this->user( $request );
		return $user instanceof WP_Error ? $user : $this->answer( $user );
	}

	/**
	 * Sets the user's extra capabilities (the full set).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$user = $this->user( $request );
		if ( $user instanceof WP_Error ) {
			return $user;
		}
		$caps    = RolesAccess::capability_set( $request['capabilities'] );
		$allowed = RoleGuard::can_set_user_capabilities( wp_get_current_user(), $user, $caps );
		if ( true !== $allowed ) {
			return $allowed;
		}
		RoleStore::set_user_capabilities( $user, $caps );
		return $this->answer( new WP_User( $user->ID ) );
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
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-user-capabilities',
			'type'       => 'object',
			'properties' => array(
				'capabilities' => RolesAccess::capability_set_schema( __( 'Extra capabilities: true granted, false denied; absent ones come from the user\'s roles.', 'uipress' ) ),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The answer for a user.
	 *
	 * @param WP_User $user The user.
	 */
	private function answer( WP_User $user ): WP_REST_Response {
		return rest_ensure_response( array( 'capabilities' => (object) CapabilityRules::own_capabilities( $user ) ) );
	}

	/**
	 * The user id of the route.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private static function id( WP_REST_Request $request ): int {
		return is_numeric( $request['id'] ) ? (int) $request['id'] : 0;
	}

	/**
	 * The user of the route, a member of this site.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_User|WP_Error
	 */
	private function user( WP_REST_Request $request ) {
		$user = get_userdata( self::id( $request ) );
		if ( ! $user instanceof WP_User || ( is_multisite() && ! is_user_member_of_blog( $user->ID ) ) ) {
			return new WP_Error( 'rest_user_invalid_id', __( 'Invalid user ID.', 'uipress' ), array( 'status' => 404 ) );
		}
		return $user;
	}
}
