<?php
/**
 * GET uipress/v1/users/export.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Users;

use UiPress\Users\UsersCsv;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The users list's filters as a CSV download, streamed in batches of 1,000
 * (UsersCsv). The REST API routes, checks and answers errors as for any
 * route; only the body is written by `rest_pre_serve_request` (serve()),
 * as the AI chat's stream is, so no JSON is echoed and no `exit` is needed.
 */
final class UsersExportController {

	/**
	 * Registers the route and the filter that writes the file.
	 */
	public function register_routes(): void {
		register_rest_route(
			UsersListArgs::NAMESPACE,
			'/users/export',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'export' ),
					'permission_callback' => array( UsersListArgs::class, 'permission' ),
					'args'                => UsersListArgs::filters(),
				),
			)
		);
		if ( ! has_filter( 'rest_pre_serve_request', array( self::class, 'serve' ) ) ) {
			add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 3 );
		}
	}

	/**
	 * The download: its data is the file to write, its headers a CSV attachment's.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function export( WP_REST_Request $request ): WP_REST_Response {
		$csv      = new UsersCsv( UsersListArgs::from_request( $request ) );
		$response = new WP_REST_Response( $csv );
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . $csv->filename() . '"' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * `rest_pre_serve_request`: writes a CSV answer (WordPress has sent its
	 * status and headers by then) and tells WordPress it is served.
	 *
	 * @param mixed $served  Whether the request was already served.
	 * @param mixed $result  The response.
	 * @param mixed $request The request.
	 * @return mixed
	 */
	public static function serve( $served, $result, $request ) {
		if ( true === $served || ! $result instanceof WP_REST_Response ) {
			return $served;
		}
		$csv = $result->get_data();
		if ( ! $csv instanceof UsersCsv ) {
			return $served;
		}
		if ( $request instanceof WP_REST_Request && 'HEAD' === $request->get_method() ) {
			return true;
		}
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body, not a file.
		if ( false !== $out ) {
			$csv->write( $out );
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- see above.
		}
		return true;
	}
}
