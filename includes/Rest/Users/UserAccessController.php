<?php
/**
 * POST uipress/v1/users/{id}/password-reset and DELETE uipress/v1/users/{id}/sessions.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Users;

use UiPress\Users\PasswordReset;
use UiPress\Users\UserGuard;
use UiPress\Users\UserLookup;
use UiPress\Users\UserSessions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A user's way in: core's password reset e-mail, and signing them out
 * everywhere. Both need `uipress_manage_users` and UserGuard::can_edit()
 * (core's `edit_user`, and a user not above the actor).
 */
final class UserAccessController {

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			UsersListArgs::NAMESPACE,
			'/users/(?P<id>\d+)/password-reset',
			array(
				'args' => array( 'id' => UsersController::id_arg() ),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'send_reset' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
				),
			)
		);
		register_rest_route(
			UsersListArgs::NAMESPACE,
			'/users/(?P<id>\d+)/sessions',
			array(
				'args' => array( 'id' => UsersController::id_arg() ),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'destroy_sessions' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
				),
			)
		);
	}

	/**
	 * Sends the reset e-mail: `{ sent: true }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_reset( WP_REST_Request $request ) {
		$user = self::editable_user( $request );
		if ( $user instanceof WP_Error ) {
			return $user;
		}
		$sent = PasswordReset::send( $user );
		return true === $sent ? new WP_REST_Response( array( 'sent' => true ) ) : $sent;
	}

	/**
	 * Signs the user out everywhere (the acting user keeps this session):
	 * `{ destroyed: number }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function destroy_sessions( WP_REST_Request $request ) {
		$user = self::editable_user( $request );
		if ( $user instanceof WP_Error ) {
			return $user;
		}
		return new WP_REST_Response( array( 'destroyed' => UserSessions::destroy( $user ) ) );
	}

	/**
	 * The route's user, when the current user may edit them.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_User|WP_Error
	 */
	private static function editable_user( WP_REST_Request $request ) {
		$user = UserLookup::find( UsersController::int_param( $request, 'id', 0 ) );
		if ( $user instanceof WP_Error ) {
			return $user;
		}
		$allowed = UserGuard::can_edit( wp_get_current_user(), $user );
		return true === $allowed ? $user : $allowed;
	}
}
