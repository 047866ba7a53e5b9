<?php
/**
 * GET/POST uipress/v1/users and GET/POST uipress/v1/users/{id}.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Users;

use UiPress\Users\KeysetPager;
use UiPress\Users\UserEditor;
use UiPress\Users\UserListQuery;
use UiPress\Users\UserLookup;
use UiPress\Users\UserRows;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The users list (server paging: docs/USERS.md), creating a user, and one
 * user's detail and changes. Every route needs `uipress_manage_users`; the
 * object checks (UserGuard, RoleGuard) answer 403 with their own codes.
 */
final class UsersController {

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			UsersListArgs::NAMESPACE,
			'/users',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_users' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
					'args'                => UsersListArgs::filters() + UsersListArgs::paging(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_user' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
					'args'                => self::create_args(),
				),
				'schema' => array( UserSchema::class, 'page' ),
			)
		);
		register_rest_route(
			UsersListArgs::NAMESPACE,
			'/users/(?P<id>\d+)',
			array(
				'args'   => array( 'id' => self::id_arg() ),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_user' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_user' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
					'args'                => self::update_args(),
				),
				'schema' => array( UserSchema::class, 'detail' ),
			)
		);
	}

	/**
	 * A page of users.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_users( WP_REST_Request $request ) {
		$filters = UsersListArgs::from_request( $request );
		$cursor  = $request->get_param( 'cursor' );
		$page    = KeysetPager::page(
			new UserListQuery( $filters ),
			'users:' . $filters->fingerprint(),
			self::int_param( $request, 'per_page', 20 ),
			self::int_param( $request, 'page', 1 ),
			is_string( $cursor ) ? $cursor : ''
		);
		if ( $page instanceof WP_Error ) {
			return $page;
		}
		return new WP_REST_Response(
			array(
				'items'      => UserRows::rows( $page['ids'] ),
				'total'      => $page['total'],
				'totalPages' => $page['totalPages'],
				'page'       => $page['page'],
				'cursors'    => $page['cursors'],
			)
		);
	}

	/**
	 * Creates a user: 201 with their row.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_user( WP_REST_Request $request ) {
		$user = UserEditor::create(
			array(
				'login'       => $request->get_param( 'login' ),
				'email'       => $request->get_param( 'email' ),
				'firstName'   => $request->get_param( 'firstName' ),
				'lastName'    => $request->get_param( 'lastName' ),
				'roles'       => $request->get_param( 'roles' ),
				'sendWelcome' => $request->get_param( 'sendWelcome' ),
				'password'    => $request->get_param( 'password' ),
			)
		);
		if ( $user instanceof WP_Error ) {
			return $user;
		}
		$response = new WP_REST_Response( UserRows::row( $user ), 201 );
		$response->header( 'Location', rest_url( UsersListArgs::NAMESPACE . '/users/' . $user->ID ) );
		return $response;
	}

	/**
	 * One user's detail.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_user( WP_REST_Request $request ) {
		$user = UserLookup::find( self::int_param( $request, 'id', 0 ) );
		if ( $user instanceof WP_Error ) {
			return $user;
		}
		return new WP_REST_Response( UserRows::detail( $user ) );
	}

	/**
	 * Changes a user; answers their detail as saved.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_user( WP_REST_Request $request ) {
		$user = UserLookup::find( self::int_param( $request, 'id', 0 ) );
		if ( $user instanceof WP_Error ) {
			return $user;
		}
		$fields = array();
		foreach ( array( 'firstName', 'lastName', 'name', 'email', 'roles', 'notes' ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$fields[ $field ] = $request->get_param( $field );
			}
		}
		$saved = UserEditor::update( $user, $fields );
		if ( $saved instanceof WP_Error ) {
			return $saved;
		}
		return new WP_REST_Response( UserRows::detail( $saved ) );
	}

	/**
	 * The `id` argument of single-user routes.
	 *
	 * @return array<string, mixed>
	 */
	public static function id_arg(): array {
		return array(
			'description' => __( 'User id.', 'uipress' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
	}

	/**
	 * An integer parameter.
	 *
	 * @param WP_REST_Request $request  Request.
	 * @param string          $name     Parameter.
	 * @param int             $fallback Value when missing.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function int_param( WP_REST_Request $request, string $name, int $fallback ): int {
		$value = $request->get_param( $name );
		return is_numeric( $value ) ? (int) $value : $fallback;
	}

	/**
	 * Arguments of POST /users.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function create_args(): array {
		return array(
			'login'       => array(
				'description' => __( 'Username (letters, numbers, spaces and _ . - @; cannot be changed later).', 'uipress' ),
				'type'        => 'string',
				'required'    => true,
				'minLength'   => 1,
				'maxLength'   => 60,
			),
			'email'       => self::email_arg() + array( 'required' => true ),
			'firstName'   => self::name_arg( __( 'First name.', 'uipress' ) ),
			'lastName'    => self::name_arg( __( 'Last name.', 'uipress' ) ),
			'roles'       => self::roles_arg() + array(
				'required' => true,
				'minItems' => 1,
			),
			'sendWelcome' => array(
				'description' => __( 'Send the new user core\'s welcome e-mail with a link to set their password.', 'uipress' ),
				'type'        => 'boolean',
				'default'     => true,
			),
			'password'    => array(
				'description' => __( 'Password (optional: a strong one is generated, and the welcome e-mail lets the user set their own).', 'uipress' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => 255,
			),
		);
	}

	/**
	 * Arguments of POST /users/{id}; each is optional (absent: unchanged).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function update_args(): array {
		return array(
			'firstName' => self::name_arg( __( 'First name.', 'uipress' ) ),
			'lastName'  => self::name_arg( __( 'Last name.', 'uipress' ) ),
			'name'      => self::name_arg( __( 'Display name.', 'uipress' ) ),
			'email'     => self::email_arg(),
			'roles'     => self::roles_arg(),
			'notes'     => array(
				'description'       => __( 'Plain-text notes kept by managers (empty removes them).', 'uipress' ),
				'type'              => 'string',
				'maxLength'         => UserEditor::MAX_NOTES,
				'sanitize_callback' => static fn( $value ): string => is_string( $value ) ? sanitize_textarea_field( $value ) : '',
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}

	/**
	 * A name argument.
	 *
	 * @param string $description Its description.
	 * @return array<string, mixed>
	 */
	private static function name_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'string',
			'maxLength'         => 250,
			'sanitize_callback' => static fn( $value ): string => is_string( $value ) ? sanitize_text_field( $value ) : '',
			'validate_callback' => 'rest_validate_request_arg',
		);
	}

	/**
	 * The e-mail argument.
	 *
	 * @return array<string, mixed>
	 */
	private static function email_arg(): array {
		return array(
			'description'       => __( 'E-mail address (not another user\'s).', 'uipress' ),
			'type'              => 'string',
			'format'            => 'email',
			'maxLength'         => 100,
			'sanitize_callback' => static fn( $value ): string => is_string( $value ) ? trim( $value ) : '',
			'validate_callback' => 'rest_validate_request_arg',
		);
	}

	/**
	 * The roles argument: the user's whole list of roles on this site.
	 *
	 * @return array<string, mixed>
	 */
	private static function roles_arg(): array {
		return array(
			'description'       => __( 'The user\'s whole list of roles on this site (role slugs).', 'uipress' ),
			'type'              => 'array',
			'items'             => array(
				'type'      => 'string',
				'minLength' => 1,
				'maxLength' => 191,
			),
			'maxItems'          => 50,
			'sanitize_callback' => static fn( $value ): array => is_array( $value ) ? array_values( array_map( 'sanitize_key', array_filter( $value, 'is_string' ) ) ) : array(),
			'validate_callback' => 'rest_validate_request_arg',
		);
	}
}
