<?php
/**
 * GET uipress/v1/users/export.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Users;

use UiPress\Rest\CsvDownload;
use UiPress\Users\UsersCsv;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The users list's filters as a CSV download, streamed in batches of 1,000
 * (UsersCsv), by CsvDownload.
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
		CsvDownload::register();
	}

	/**
	 * The download (CsvDownload writes its body).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function export( WP_REST_Request $request ): WP_REST_Response {
		return CsvDownload::response( new UsersCsv( UsersListArgs::from_request( $request ) ) );
	}
}
