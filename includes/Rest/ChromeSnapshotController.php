<?php
/**
 * POST uipress/v1/interface/snapshot.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Runtime\ChromeSnapshot;
use UiPress\Runtime\ChromeSnapshotMarkup;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The runtime sends the markup of the chrome it rendered, with the key and
 * token its page was printed with (Runtime\ChromeSnapshot); the next visit
 * of the same page paints it before any script. A user keeps their own
 * snapshots only: the token proves the key was printed for them, and the
 * markup goes through the snapshot's guard (ChromeSnapshotMarkup).
 */
final class ChromeSnapshotController {

	public const NAMESPACE = 'uipress/v1';

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/interface/snapshot',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(
						'key'   => array(
							'description' => __( 'The key the interface page was printed with.', 'uipress' ),
							'type'        => 'string',
							'pattern'     => '^[a-f0-9]{32}$',
							'required'    => true,
						),
						'token' => array(
							'description' => __( 'The token the interface page was printed with.', 'uipress' ),
							'type'        => 'string',
							'maxLength'   => 128,
							'required'    => true,
						),
						'width' => array(
							'description' => __( 'The width of the window the interface was drawn in, in CSS pixels.', 'uipress' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => 100000,
							'default'     => 1440,
						),
						'html'  => array(
							'description' => __( 'The markup of the interface, without the framed page.', 'uipress' ),
							'type'        => 'string',
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * A signed-in user who can read the admin.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		if ( ! is_user_logged_in() ) {
			return new WP_Error(
				'rest_not_logged_in',
				__( 'You must be logged in to keep a picture of your interface.', 'uipress' ),
				array( 'status' => 401 )
			);
		}
		if ( ! current_user_can( 'read' ) ) {
			return new WP_Error(
				'rest_forbidden',
				__( 'Sorry, you are not allowed to keep a picture of an interface.', 'uipress' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * Keeps the snapshot for the width band of the window it was drawn in;
	 * answers `{ saved: true, bytes }`, or `{ saved: false, code, message }`
	 * when the guard does not keep it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$user_id = get_current_user_id();
		$key     = self::text( $request, 'key' );
		$token   = self::text( $request, 'token' );
		$html    = self::text( $request, 'html' );
		$width   = $request->get_param( 'width' );
		if ( ! ChromeSnapshot::verify( $key, $token, $user_id ) ) {
			return new WP_Error(
				'uipress_snapshot_key_invalid',
				__( 'This picture of the interface belongs to a page that was not printed for you.', 'uipress' ),
				array( 'status' => 403 )
			);
		}
		if ( strlen( $html ) > ChromeSnapshot::MAX_BYTES ) {
			return new WP_Error(
				'uipress_snapshot_too_large',
				__( 'This picture of the interface is too large to keep.', 'uipress' ),
				array( 'status' => 413 )
			);
		}
		$kept = ChromeSnapshotMarkup::sanitize( $html );
		if ( null === $kept ) {
			// Not an error of the request: the page simply paints as before, and the browser's console stays quiet.
			return new WP_REST_Response(
				array(
					'saved'   => false,
					'code'    => 'uipress_snapshot_refused',
					'message' => __( 'This picture of the interface holds markup or styles that are not kept: the next visit paints as before.', 'uipress' ),
				)
			);
		}
		ChromeSnapshot::store( $user_id, $key, $kept, ChromeSnapshot::band( is_int( $width ) ? $width : 1440 ) );
		return new WP_REST_Response(
			array(
				'saved' => true,
				'bytes' => strlen( $kept ),
			)
		);
	}

	/**
	 * A text parameter ('' when it is not text: the schema refused it before).
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $name    Parameter.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function text( $request, string $name ): string {
		$value = $request->get_param( $name );
		return is_string( $value ) ? $value : '';
	}
}
