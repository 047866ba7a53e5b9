<?php
/**
 * GET uipress/v1/admin-menus/access.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Menus\MenuCapabilities;
use WP_Error;
use WP_Role;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Which of the admin menu's capabilities a role or a user holds, for the
 * menu creator's preview "as its audience sees it": the menu creator page
 * carries each item's capability (`menuCreator.capabilities`), this route
 * answers for the role or user chosen. The answer names the audience
 * (role name and label, or user id and display name) and nothing else
 * about them. Managers only.
 */
final class AdminMenuAccessController {

	/**
	 * Most capabilities in one request.
	 */
	public const MAX_CAPABILITIES = 200;

	/**
	 * Longest capability name (the length of an option name).
	 */
	public const MAX_CAPABILITY_LENGTH = 191;

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			AdminMenuItemsController::NAMESPACE,
			'/admin-menus/access',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_access' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => self::args(),
				),
			)
		);
	}

	/**
	 * The arguments: a role or a user, and the capabilities to check.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'role'         => array(
				'description' => __( 'A role, by its name (editor) or display name (Editor).', 'uipress' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => 100,
			),
			'user'         => array(
				'description' => __( 'A user of this site, by id.', 'uipress' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'capabilities' => array(
				'description' => __( 'The capabilities to check (the admin menu items’ own).', 'uipress' ),
				'type'        => 'array',
				'items'       => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => self::MAX_CAPABILITY_LENGTH,
				),
				'maxItems'    => self::MAX_CAPABILITIES,
				'required'    => true,
			),
		);
	}

	/**
	 * Managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? true : Forbidden::menus();
	}

	/**
	 * The audience and the capabilities it holds.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_access( $request ) {
		$role_name = $request->get_param( 'role' );
		$user_id   = $request->get_param( 'user' );
		if ( null !== $role_name && null !== $user_id ) {
			return self::invalid( __( 'Name a role or a user, not both.', 'uipress' ) );
		}
		$capabilities = self::capabilities( $request->get_param( 'capabilities' ) );

		if ( is_string( $role_name ) ) {
			$role = self::role( $role_name );
			if ( null === $role ) {
				return new WP_Error( 'uipress_role_not_found', __( 'There is no such role on this site.', 'uipress' ), array( 'status' => 404 ) );
			}
			return self::answer(
				array(
					'type'  => 'role',
					'name'  => $role->name,
					'label' => self::role_label( $role->name ),
				),
				MenuCapabilities::held_by_role( $role, $capabilities )
			);
		}

		if ( is_numeric( $user_id ) ) {
			$user = get_userdata( (int) $user_id );
			if ( ! $user instanceof WP_User || ! is_user_member_of_blog( $user->ID ) ) {
				return new WP_Error( 'uipress_user_not_found', __( 'There is no such user on this site.', 'uipress' ), array( 'status' => 404 ) );
			}
			return self::answer(
				array(
					'type'  => 'user',
					'name'  => (string) $user->ID,
					'label' => (string) $user->display_name,
				),
				MenuCapabilities::held_by_user( $user, $capabilities )
			);
		}

		return self::invalid( __( 'Name a role or a user.', 'uipress' ) );
	}

	/**
	 * The response.
	 *
	 * @param array{type: string, name: string, label: string} $audience Who.
	 * @param array<string, bool>                              $held     Capability → held.
	 */
	private static function answer( array $audience, array $held ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'audience'     => $audience,
				// An object even when empty.
				'capabilities' => (object) $held,
			)
		);
	}

	/**
	 * The 400 of a request naming no audience, or two.
	 *
	 * @param string $message Message.
	 */
	private static function invalid( string $message ): WP_Error {
		return new WP_Error( 'uipress_invalid_audience', $message, array( 'status' => 400 ) );
	}

	/**
	 * The capabilities sent, each once.
	 *
	 * @param mixed $value The argument.
	 * @return list<string>
	 */
	private static function capabilities( $value ): array {
		$capabilities = array();
		foreach ( is_array( $value ) ? $value : array() as $capability ) {
			if ( is_string( $capability ) && '' !== $capability ) {
				$capabilities[ $capability ] = true;
			}
		}
		return array_map( 'strval', array_keys( $capabilities ) );
	}

	/**
	 * A role by its name or display name (as menus' audiences name roles:
	 * Templates\TemplateAudience), or null.
	 *
	 * @param string $name Name or display name.
	 */
	private static function role( string $name ): ?WP_Role {
		$roles = wp_roles();
		if ( $roles->is_role( $name ) ) {
			return $roles->get_role( $name );
		}
		foreach ( $roles->get_names() as $role => $label ) {
			if ( $name === $label || translate_user_role( (string) $label ) === $name ) {
				return $roles->get_role( (string) $role );
			}
		}
		return null;
	}

	/**
	 * A role's translated display name.
	 *
	 * @param string $role Role name.
	 */
	private static function role_label( string $role ): string {
		$names = wp_roles()->get_names();
		return isset( $names[ $role ] ) ? translate_user_role( (string) $names[ $role ] ) : $role;
	}
}
