<?php
/**
 * GET/POST uipress/v1/preferences/{key}.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Runtime\Preferences;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Spec calls uip_get_user_preference and uip_save_user_preference: one
 * preference of the signed-in user. There is no user parameter: a user reads
 * and writes their own preferences only.
 */
final class PreferencesController {

	public const NAMESPACE = 'uipress/v1';

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		$key = array(
			'description' => __( 'Preference name.', 'uipress' ),
			'type'        => 'string',
			'pattern'     => '^' . Preferences::KEY_PATTERN . '$',
			'maxLength'   => Preferences::MAX_KEY_LENGTH,
			'required'    => true,
		);
		register_rest_route(
			self::NAMESPACE,
			'/preferences/(?P<key>' . Preferences::KEY_PATTERN . ')',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array( 'key' => $key ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(
						'key'   => $key,
						'value' => array(
							'description'       => __( 'The value: any JSON value; null removes the preference.', 'uipress' ),
							'type'              => array( 'boolean', 'number', 'string', 'array', 'object', 'null' ),
							'validate_callback' => 'rest_validate_request_arg',
							// Kept as sent: sanitizing against a list of types turns 1 and "1" into true (its first type).
							'sanitize_callback' => array( self::class, 'keep_value' ),
						),
					),
				),
			)
		);
	}

	/**
	 * Any signed-in user, for their own preferences.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		if ( is_user_logged_in() ) {
			return true;
		}
		return new WP_Error(
			'rest_not_logged_in',
			__( 'You must be logged in to use your UiPress preferences.', 'uipress' ),
			array( 'status' => 401 )
		);
	}

	/**
	 * `{ key, value }`; value null when the preference was never saved.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function get_item( $request ): WP_REST_Response {
		$key = self::key( $request );
		return new WP_REST_Response(
			array(
				'key'   => $key,
				'value' => Preferences::get( get_current_user_id(), $key ),
			)
		);
	}

	/**
	 * Saves the value; answers `{ success: true, key, value }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$key = self::key( $request );
		if ( ! self::has_value( $request ) ) {
			return new WP_Error(
				'rest_missing_callback_param',
				__( 'Missing parameter: value', 'uipress' ),
				array(
					'status' => 400,
					'params' => array( 'value' ),
				)
			);
		}
		$value = self::value( $request );
		$saved = Preferences::set( get_current_user_id(), $key, $value );
		if ( $saved instanceof WP_Error ) {
			return $saved;
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'key'     => $key,
				'value'   => Preferences::get( get_current_user_id(), $key ),
			)
		);
	}

	/**
	 * The value as sent, of whatever JSON type (sanitize_callback of `value`;
	 * the schema has validated it, Preferences::set() bounds its size).
	 *
	 * @param mixed $value The value.
	 * @return mixed
	 */
	public static function keep_value( $value ) {
		return $value;
	}

	/**
	 * The key from the URL.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function key( $request ): string {
		$key = $request->get_param( 'key' );
		return is_string( $key ) ? $key : '';
	}

	/**
	 * Whether a value was sent (null counts: it removes the preference).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function has_value( $request ): bool {
		$json = $request->get_json_params();
		if ( is_array( $json ) && array_key_exists( 'value', $json ) ) {
			return true;
		}
		return null !== $request->get_param( 'value' );
	}

	/**
	 * The value sent. A JSON body keeps its types; a form field holding JSON
	 * text (as the spec's ajax call sent it) is decoded.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	private static function value( $request ) {
		$json = $request->get_json_params();
		if ( is_array( $json ) && array_key_exists( 'value', $json ) ) {
			return $json['value'];
		}
		$value = $request->get_param( 'value' );
		if ( is_string( $value ) ) {
			$decoded = json_decode( $value, true );
			if ( null !== $decoded || 'null' === trim( $value ) ) {
				return $decoded;
			}
		}
		return $value;
	}
}
