<?php
/**
 * GET uipress/v1/users-roles (spec: uip_get_users_and_roles).
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Roles and users for the role and user picker:
 * `{ roles: [ { name, label, type: 'role' } ], users: [ { id, login, email, label, type: 'user' } ], total_users }`.
 *
 * The search is a case-insensitive "contains" match (role name or label; user
 * login, email, nicename or display name). Users come 10 per page.
 */
final class UsersRolesController extends WP_REST_Controller {

	/**
	 * Users per page.
	 */
	public const PER_PAGE = 10;

	/**
	 * Longest search text.
	 */
	public const MAX_SEARCH = 200;

	/**
	 * What may be asked for.
	 */
	public const TYPES = array( 'all', 'roles', 'users' );

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'users-roles';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/users-roles',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array(
			'search' => array(
				'description'       => __( 'Text the role or user must contain (case-insensitive); empty lists everything.', 'uipress' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => self::MAX_SEARCH,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => array( BlockQueryController::class, 'sanitize_search' ),
			),
			'type'   => array(
				'description'       => __( 'What to list: all, roles or users.', 'uipress' ),
				'type'              => 'string',
				'enum'              => self::TYPES,
				'default'           => 'all',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_key',
			),
			'page'   => array(
				'description'       => __( 'Page of users, from 1 (10 per page).', 'uipress' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
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
		return Forbidden::error( __( 'Sorry, you are not allowed to list roles and users.', 'uipress' ) );
	}

	/**
	 * Lists roles and one page of users.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$search = $request->get_param( 'search' );
		$search = is_string( $search ) ? trim( $search ) : '';
		$type   = $request->get_param( 'type' );
		$type   = is_string( $type ) && in_array( $type, self::TYPES, true ) ? $type : 'all';
		$page   = $request->get_param( 'page' );
		$page   = is_numeric( $page ) ? max( 1, (int) $page ) : 1;

		$roles       = 'users' === $type ? array() : self::roles( $search );
		$users       = array();
		$total_users = 0;
		if ( 'roles' !== $type ) {
			$query_args = array(
				'number'      => self::PER_PAGE,
				'paged'       => $page,
				'orderby'     => 'login',
				'order'       => 'ASC',
				'count_total' => true,
				'fields'      => 'all',
			);
			if ( '' !== $search ) {
				$query_args['search']         = '*' . $search . '*';
				$query_args['search_columns'] = array( 'user_login', 'user_email', 'user_nicename', 'display_name' );
			}
			$query       = new WP_User_Query( $query_args );
			$total_users = (int) $query->get_total();
			foreach ( $query->get_results() as $user ) {
				if ( $user instanceof WP_User ) {
					$users[] = array(
						'id'    => (int) $user->ID,
						'login' => (string) $user->user_login,
						'email' => (string) $user->user_email,
						'label' => '' !== (string) $user->display_name ? (string) $user->display_name : (string) $user->user_login,
						'type'  => 'user',
					);
				}
			}
		}

		return new WP_REST_Response(
			array(
				'roles'       => $roles,
				'users'       => $users,
				'total_users' => $total_users,
			)
		);
	}

	/**
	 * The site's roles whose name or translated label contains the search.
	 *
	 * @param string $search Search text ('' for all).
	 * @return list<array{name: string, label: string, type: string}>
	 */
	private static function roles( string $search ): array {
		$roles  = array();
		$needle = function_exists( 'mb_strtolower' ) ? mb_strtolower( $search ) : strtolower( $search );
		foreach ( wp_roles()->get_names() as $name => $label ) {
			$label    = translate_user_role( (string) $label );
			$haystack = ( function_exists( 'mb_strtolower' ) ? mb_strtolower( $name . ' ' . $label ) : strtolower( $name . ' ' . $label ) );
			if ( '' !== $needle && false === strpos( $haystack, $needle ) ) {
				continue;
			}
			$roles[] = array(
				'name'  => (string) $name,
				'label' => $label,
				'type'  => 'role',
			);
		}
		return $roles;
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
			'title'      => 'uipress-users-roles',
			'type'       => 'object',
			'properties' => array(
				'roles'       => array(
					'description' => __( 'Roles matching the search (none when type is users).', 'uipress' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'name'  => array( 'type' => 'string' ),
							'label' => array( 'type' => 'string' ),
							'type'  => array(
								'type' => 'string',
								'enum' => array( 'role' ),
							),
						),
					),
				),
				'users'       => array(
					'description' => __( 'One page of users matching the search (none when type is roles).', 'uipress' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array( 'type' => 'integer' ),
							'login' => array( 'type' => 'string' ),
							'email' => array( 'type' => 'string' ),
							'label' => array( 'type' => 'string' ),
							'type'  => array(
								'type' => 'string',
								'enum' => array( 'user' ),
							),
						),
					),
				),
				'total_users' => array(
					'description' => __( 'Users matching the search on all pages.', 'uipress' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
