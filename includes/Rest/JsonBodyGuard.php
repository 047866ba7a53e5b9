<?php
/**
 * Refuses JSON bodies that are not objects on UiPress's routes.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Menus\MenuPostType;
use UiPress\Templates\TemplatePostType;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Every UiPress route takes a JSON object (or no body). A JSON body that is
 * a string, number, boolean, null or list (`"xxxx"`) reached WordPress's
 * post controllers as a non-array and ended in a fatal error, and the
 * preferences route in a PHP warning: such a request is answered 400
 * `rest_invalid_json` before any route sees it (filter `rest_pre_dispatch`).
 */
final class JsonBodyGuard {

	/**
	 * Adds the filter.
	 */
	public static function register_hooks(): void {
		add_filter( 'rest_pre_dispatch', array( self::class, 'check' ), 10, 3 );
	}

	/**
	 * Whether a route is one of UiPress's: its namespace, or the REST routes
	 * of its two post types.
	 *
	 * @param string $route The request's route, e.g. `/wp/v2/uip-ui-template/4`.
	 */
	public static function is_ours( string $route ): bool {
		$prefixes = array( '/uipress/v1/', '/wp/v2/' . TemplatePostType::NAME, '/wp/v2/' . MenuPostType::NAME );
		foreach ( $prefixes as $prefix ) {
			if ( str_starts_with( $route, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The error for a scalar JSON body on a UiPress route, else what came in.
	 *
	 * @param mixed           $result  Response so far (null: not served yet).
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function check( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! self::is_ours( $request->get_route() ) ) {
			return $result;
		}
		if ( ! $request->is_json_content_type() ) {
			return $result;
		}
		$body = trim( $request->get_body() );
		if ( '' === $body ) {
			return $result;
		}
		$decoded = json_decode( $body, true );
		if ( JSON_ERROR_NONE === json_last_error() && is_array( $decoded ) && ( array() === $decoded || ! array_is_list( $decoded ) ) ) {
			return $result;
		}
		if ( JSON_ERROR_NONE !== json_last_error() ) {
			// WordPress answers malformed JSON itself (rest_invalid_json).
			return $result;
		}
		return new WP_Error(
			'rest_invalid_json',
			__( 'The request body must be a JSON object.', 'uipress' ),
			array( 'status' => 400 )
		);
	}
}
