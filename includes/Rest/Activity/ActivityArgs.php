<?php
/**
 * The arguments of the activity log's routes.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Activity;

use UiPress\Activity\ActionLabels;
use UiPress\Activity\ActivityFilters;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Filters shared by `GET /activity` and `GET /activity/export`.
 */
final class ActivityArgs {

	/**
	 * Filters.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function filters(): array {
		$date = array(
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => 32,
			'validate_callback' => array( self::class, 'validate_date' ),
		);
		return array(
			'user'        => array(
				'description'       => __( 'Only what this user did (0: visitors, such as failed sign-ins).', 'uipress' ),
				'type'              => 'integer',
				'minimum'           => 0,
				'validate_callback' => 'rest_validate_request_arg',
			),
			'action'      => array(
				'description'       => __( 'Only these actions (GET /activity/actions lists them).', 'uipress' ),
				'type'              => 'array',
				'items'             => array(
					'type'    => 'string',
					'pattern' => '^[a-z]+\.[a-z_]+$',
				),
				'maxItems'          => 50,
				'default'           => array(),
				'validate_callback' => 'rest_validate_request_arg',
			),
			'object_type' => array(
				'description'       => __( 'Only what happened to this kind of object.', 'uipress' ),
				'type'              => 'string',
				'enum'              => array_merge( array( '' ), array_keys( ActionLabels::object_types() ) ),
				'default'           => '',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'object_id'   => array(
				'description'       => __( 'Only what happened to this object (a post, user or comment id, a role slug, a plugin file…).', 'uipress' ),
				'type'              => 'string',
				'maxLength'         => 191,
				'default'           => '',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'after'       => array( 'description' => __( 'From this date (the site’s time zone): YYYY-MM-DD or YYYY-MM-DD HH:MM[:SS].', 'uipress' ) ) + $date,
			'before'      => array( 'description' => __( 'Until this date (the site’s time zone), the whole day when no time is given.', 'uipress' ) ) + $date,
		);
	}

	/**
	 * Validates a date filter.
	 *
	 * @param mixed $value The value.
	 * @return true|WP_Error
	 */
	public static function validate_date( $value ) {
		if ( is_string( $value ) && strlen( $value ) <= 32 && ActivityFilters::is_date( $value ) ) {
			return true;
		}
		return new WP_Error( 'rest_invalid_param', __( 'Give a date as YYYY-MM-DD or YYYY-MM-DD HH:MM.', 'uipress' ), array( 'status' => 400 ) );
	}

	/**
	 * The filters a request asks for.
	 *
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function from_request( WP_REST_Request $request ): ActivityFilters {
		$user    = $request->get_param( 'user' );
		$actions = $request->get_param( 'action' );
		return new ActivityFilters(
			is_numeric( $user ) ? (int) $user : null,
			array_values( array_unique( array_filter( is_array( $actions ) ? $actions : array(), 'is_string' ) ) ),
			self::text( $request->get_param( 'object_type' ) ),
			self::text( $request->get_param( 'object_id' ) ),
			self::text( $request->get_param( 'after' ) ),
			self::text( $request->get_param( 'before' ) )
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
