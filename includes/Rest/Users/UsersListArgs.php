<?php
/**
 * The arguments of the users list and its export.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Users;

use UiPress\Capabilities;
use UiPress\Rest\Forbidden;
use UiPress\Users\UserListFilters;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Filters and order shared by `GET /users` and `GET /users/export`, the
 * paging arguments of the list, and the permission every users route starts
 * with (`uipress_manage_users`; the object's own capability is checked by
 * each route).
 */
final class UsersListArgs {

	/**
	 * The namespace of every users route.
	 */
	public const NAMESPACE = 'uipress/v1';

	/**
	 * Longest search text.
	 */
	public const MAX_SEARCH = 200;

	/**
	 * The permission of every users route.
	 *
	 * @return true|WP_Error
	 */
	public static function permission() {
		if ( current_user_can( Capabilities::MANAGE_USERS ) ) {
			return true;
		}
		return Forbidden::error( __( 'Sorry, you are not allowed to manage users.', 'uipress' ) );
	}

	/**
	 * Filters and order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function filters(): array {
		return array(
			'search'   => array(
				'description'       => __( 'Text the username, e-mail, nicename or display name contains (case-insensitive).', 'uipress' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => self::MAX_SEARCH,
				'sanitize_callback' => 'sanitize_text_field',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'roles'    => array(
				'description'       => __( 'Role slugs: users with any of them (none: every user of the site).', 'uipress' ),
				'type'              => 'array',
				'items'             => array(
					'type'      => 'string',
					'maxLength' => 191,
				),
				'maxItems'          => 50,
				'default'           => array(),
				'validate_callback' => 'rest_validate_request_arg',
			),
			'activity' => array(
				'description'       => __( 'any; active-7 or active-30: active in the last 7 or 30 days; inactive-30: last active more than 30 days ago; never: no activity recorded.', 'uipress' ),
				'type'              => 'string',
				'enum'              => UserListFilters::ACTIVITIES,
				'default'           => 'any',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'orderby'  => array(
				'description'       => __( 'Sort column (registered sorts by user id, which grows with registration).', 'uipress' ),
				'type'              => 'string',
				'enum'              => UserListFilters::ORDERBYS,
				'default'           => 'registered',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'order'    => array(
				'description'       => __( 'asc or desc; by default desc for dates (registered, last_login) and asc otherwise.', 'uipress' ),
				'type'              => 'string',
				'enum'              => array( 'asc', 'desc' ),
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}

	/**
	 * Paging arguments (shared with the activity log).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function paging(): array {
		return array(
			'per_page' => array(
				'description'       => __( 'Rows a page, 1 to 100.', 'uipress' ),
				'type'              => 'integer',
				'default'           => 20,
				'minimum'           => 1,
				'maximum'           => 100,
				'validate_callback' => 'rest_validate_request_arg',
			),
			'page'     => array(
				'description'       => __( 'Page number, from 1 (a cursor wins over it).', 'uipress' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => 'rest_validate_request_arg',
			),
			'cursor'   => array(
				'description'       => __( 'A cursor from a previous answer (cursors.prev or cursors.next), or "last" for the last page.', 'uipress' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 2000,
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}

	/**
	 * The filters a request asks for.
	 *
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function from_request( WP_REST_Request $request ): UserListFilters {
		$roles = $request->get_param( 'roles' );
		$order = $request->get_param( 'order' );
		return new UserListFilters(
			self::text( $request->get_param( 'search' ) ),
			array_map( 'sanitize_key', array_filter( is_array( $roles ) ? $roles : array(), 'is_string' ) ),
			self::text( $request->get_param( 'activity' ) ),
			self::text( $request->get_param( 'orderby' ) ),
			is_string( $order ) ? $order : null
		);
	}

	/**
	 * A parameter's text ('' when not text).
	 *
	 * @param mixed $value The value.
	 */
	private static function text( $value ): string {
		return is_string( $value ) ? $value : '';
	}
}
