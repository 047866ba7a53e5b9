<?php
/**
 * GET/POST uipress/v1/roles, POST/DELETE uipress/v1/roles/{role}.
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

defined( 'ABSPATH' ) || exit;

/**
 * The role editor's roles: list with user counts, create (or clone with
 * `from`), rename and set capabilities, delete with the users moved first.
 * Reads need `list_users`, writes `promote_users` (on top of
 * `uipress_manage_users`); every write passes RoleGuard.
 */
final class RolesController extends WP_REST_Controller {

	/**
	 * Longest role name.
	 */
	public const MAX_NAME = 100;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'roles';
	}

	/**
	 * Registers the routes (on rest_api_init).
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
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => static fn() => RolesAccess::check( 'promote_users' ),
					'args'                => array(
						'name'         => $this->name_arg( true ),
						'slug'         => array(
							'description' => __( 'Slug of the new role; made from the name when left out.', 'uipress' ),
							'type'        => 'string',
							'pattern'     => '^[a-z0-9_-]{1,60}$',
						),
						'from'         => array(
							'description' => __( 'Slug of a role whose capabilities the new role copies (clone).', 'uipress' ),
							'type'        => 'string',
							'pattern'     => '^[a-z0-9_-]+$',
						),
						'capabilities' => RolesAccess::capability_set_schema( __( 'The new role\'s capabilities (wins over `from`).', 'uipress' ) ),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/' . $this->rest_base . '/(?P<role>[a-z0-9_-]+)',
			array(
				'args'   => array(
					'role' => array(
						'description' => __( 'Role slug.', 'uipress' ),
						'type'        => 'string',
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => static fn() => RolesAccess::check( 'promote_users' ),
					'args'                => array(
						'name'         => $this->name_arg( false ),
						'capabilities' => RolesAccess::capability_set_schema( __( 'The role\'s whole new set of capabilities.', 'uipress' ) ),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => static fn() => RolesAccess::check( 'promote_users' ),
					'args'                => array(
						'reassign' => array(
							'description' => __( 'Slug of the role the role\'s users move to (required when it has users).', 'uipress' ),
							'type'        => 'string',
							'pattern'     => '^[a-z0-9_-]+$',
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Every role.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$counts = count_users();
		$items  = array();
		foreach ( array_keys( wp_roles()->roles ) as $slug ) {
			$items[] = $this->role( (string) $slug, (int) ( $counts['avail_roles'][ $slug ] ?? 0 ) );
		}
		return rest_ensure_response( $items );
	}

	/**
	 * Creates a role (cloned from `from` when given).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$name = $this->clean_name( $request['name'] );
		if ( '' === $name ) {
			return $this->empty_name();
		}
		$slug = is_string( $request['slug'] ) ? $request['slug'] : '';
		if ( '' !== $slug && wp_roles()->is_role( $slug ) ) {
			return new WP_Error( 'uipress_role_exists', __( 'A role with that slug already exists.', 'uipress' ), array( 'status' => 400 ) );
		}
		$slug = '' === $slug ? RoleStore::unique_slug( $name ) : $slug;

		$from = is_string( $request['from'] ) ? $request['from'] : '';
		if ( '' !== $from && ! wp_roles()->is_role( $from ) ) {
			return new WP_Error( 'uipress_role_from_invalid', __( 'The role to copy does not exist.', 'uipress' ), array( 'status' => 400 ) );
		}
		if ( null !== $request['capabilities'] ) {
			$caps = RolesAccess::capability_set( $request['capabilities'] );
		} elseif ( '' !== $from ) {
			$caps = CapabilityRules::role_capabilities( $from );
		} else {
			$caps = array( 'read' => true );
		}

		$allowed = RoleGuard::can_create_role( wp_get_current_user(), $caps );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$created = RoleStore::create( $slug, $name, $caps );
		if ( $created instanceof WP_Error ) {
			return $created;
		}
		$response = rest_ensure_response( $this->role( $slug, 0 ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Renames a role and/or sets its capabilities (the full set).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$slug  = is_string( $request['role'] ) ? $request['role'] : '';
		$actor = wp_get_current_user();
		$check = RoleGuard::can_edit_role( $actor, $slug );
		if ( true !== $check ) {
			return $check;
		}
		$name = null === $request['name'] ? null : $this->clean_name( $request['name'] );
		if ( '' === $name ) {
			return $this->empty_name();
		}
		$caps = null === $request['capabilities'] ? null : RolesAccess::capability_set( $request['capabilities'] );
		if ( null !== $caps ) {
			$check = RoleGuard::can_set_role_capabilities( $actor, $slug, $caps );
			if ( true !== $check ) {
				return $check;
			}
		}
		RoleStore::update( $slug, $name, $caps );
		return rest_ensure_response( $this->role( $slug, CapabilityRules::count_role_users( $slug ) ) );
	}

	/**
	 * Deletes a role, its users moved to `reassign` first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$slug     = is_string( $request['role'] ) ? $request['role'] : '';
		$reassign = is_string( $request['reassign'] ) && '' !== $request['reassign'] ? $request['reassign'] : null;
		$check    = RoleGuard::can_delete_role( wp_get_current_user(), $slug, $reassign );
		if ( true !== $check ) {
			return $check;
		}
		$moved = RoleStore::delete( $slug, $reassign );
		return rest_ensure_response(
			array(
				'deleted' => true,
				'moved'   => $moved,
			)
		);
	}

	/**
	 * The schema of a role.
	 *
	 * @return array<mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-role',
			'type'       => 'object',
			'properties' => array(
				'slug'         => array(
					'description' => __( 'Role slug (stays when the role is renamed).', 'uipress' ),
					'type'        => 'string',
				),
				'name'         => array(
					'description' => __( 'Display name, translated for core\'s roles.', 'uipress' ),
					'type'        => 'string',
				),
				'users'        => array(
					'description' => __( 'How many users of the site hold the role.', 'uipress' ),
					'type'        => 'integer',
				),
				'capabilities' => RolesAccess::capability_set_schema( __( 'The role\'s capabilities: name => granted (true) or denied (false).', 'uipress' ) ),
				'editable'     => array(
					'description' => __( 'Whether the current user may change the role (RoleGuard).', 'uipress' ),
					'type'        => 'boolean',
				),
				'deletable'    => array(
					'description' => __( 'Whether the current user may delete the role (its users moved to another role).', 'uipress' ),
					'type'        => 'boolean',
				),
				'builtIn'      => array(
					'description' => __( 'Whether it is one of core\'s roles.', 'uipress' ),
					'type'        => 'boolean',
				),
				'isDefault'    => array(
					'description' => __( 'Whether new users get this role.', 'uipress' ),
					'type'        => 'boolean',
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * A role as the routes answer it.
	 *
	 * @param string $slug  Role slug.
	 * @param int    $users How many users hold it.
	 * @return array<string, mixed>
	 */
	private function role( string $slug, int $users ): array {
		$actor    = wp_get_current_user();
		$data     = wp_roles()->roles[ $slug ] ?? array();
		$editable = true === RoleGuard::can_edit_role( $actor, $slug );
		return array(
			'slug'         => $slug,
			'name'         => translate_user_role( is_string( $data['name'] ?? null ) ? $data['name'] : $slug ),
			'users'        => $users,
			'capabilities' => (object) CapabilityRules::role_capabilities( $slug ),
			'editable'     => $editable,
			'deletable'    => $editable && null === RoleGuard::undeletable_reason( $actor, $slug ),
			'builtIn'      => in_array( $slug, RoleStore::BUILT_IN, true ),
			'isDefault'    => get_option( 'default_role' ) === $slug,
		);
	}

	/**
	 * The `name` argument.
	 *
	 * @param bool $required Whether it is required.
	 * @return array<string, mixed>
	 */
	private function name_arg( bool $required ): array {
		return array(
			'description' => __( 'Display name of the role.', 'uipress' ),
			'type'        => 'string',
			'minLength'   => 1,
			'maxLength'   => self::MAX_NAME,
			'required'    => $required,
		);
	}

	/**
	 * A name as stored: plain text, trimmed.
	 *
	 * @param mixed $value Request value.
	 */
	private function clean_name( $value ): string {
		return trim( sanitize_text_field( is_string( $value ) ? $value : '' ) );
	}

	/**
	 * The refusal of a name that is empty once cleaned.
	 */
	private function empty_name(): WP_Error {
		return new WP_Error( 'uipress_role_name_empty', __( 'A role needs a name.', 'uipress' ), array( 'status' => 400 ) );
	}
}
