<?php
/**
 * CSV downloads from REST routes (the users and activity exports).
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A route answers `CsvDownload::response( $document )`: the REST API routes,
 * checks and answers errors as for any route; only the body is written, by
 * `rest_pre_serve_request` (serve()), as the AI chat's stream is, so no JSON
 * is echoed, nothing is held in memory and no `exit` is needed.
 */
final class CsvDownload {

	/**
	 * Hooks serve() once, whichever route registers first.
	 */
	public static function register(): void {
		if ( ! has_filter( 'rest_pre_serve_request', array( self::class, 'serve' ) ) ) {
			add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 3 );
		}
	}

	/**
	 * The download: its data is the file to write, its headers a CSV attachment's.
	 *
	 * @param CsvDocument $document The file.
	 */
	public static function response( CsvDocument $document ): WP_REST_Response {
		$response = new WP_REST_Response( $document );
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . $document->filename() . '"' );
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
		$document = $result->get_data();
		if ( ! $document instanceof CsvDocument ) {
			return $served;
		}
		if ( $request instanceof WP_REST_Request && 'HEAD' === $request->get_method() ) {
			return true;
		}
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body, not a file.
		if ( false !== $out ) {
			$document->write( $out );
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- see above.
		}
		return true;
	}
}
