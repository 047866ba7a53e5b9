<?php
/**
 * REST: import a template from a remote address, fetched by the server.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Remote\RemoteRequest;
use UiPress\Templates\TemplatePostType;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST uipress/v1/templates/import-remote`, `uipress_manage` users only.
 *
 * Takes `{ url }` (a remote block's `path`, or the address typed in the
 * template list), POSTs to it with no fields (spec) through
 * RemoteRequest (wp_safe_remote_request with method POST: WordPress's
 * `wp_safe_remote_post`; no redirects, no private addresses), and reads the
 * answer as JSON text of an array whose first item is the template
 * (`{ title, uipress }` or the fields themselves). That template is saved as
 * a draft through the templates' own REST route, so it passes the same write
 * guard as any other write (Security\StoredContentGuard: tree validity, code
 * only from `unfiltered_html` writers, markup cleaned) and a refusal comes
 * back with the guard's code and status. Answers 201 `{ id, title }`.
 *
 * The browser never fetches the address itself.
 */
final class RemoteTemplateImportController extends WP_REST_Controller {

	/**
	 * Largest answer read, in bytes.
	 */
	public const MAX_RESPONSE_BYTES = 2097152;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = SettingsController::NAMESPACE;
		$this->rest_base = 'templates/import-remote';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			SettingsController::NAMESPACE,
			'/templates/import-remote',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(
						'url' => array(
							'description' => __( 'The remote template\'s address (http or https).', 'uipress' ),
							'type'        => 'string',
							'format'      => 'uri',
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * Managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? true : Forbidden::templates();
	}

	/**
	 * Fetches the template and saves it as a draft.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$param  = $request->get_param( 'url' );
		$url    = is_string( $param ) ? $param : '';
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'The template address must start with http:// or https://.', 'uipress' ), array( 'status' => 400 ) );
		}

		$template = self::fetch( $url );
		if ( $template instanceof WP_Error ) {
			return $template;
		}

		$title  = is_string( $template['title'] ?? null ) && '' !== trim( $template['title'] ) ? $template['title'] : __( 'Imported template', 'uipress' );
		$fields = is_array( $template['uipress'] ?? null ) ? $template['uipress'] : $template;
		unset( $fields['title'] );

		$create = new WP_REST_Request( 'POST', '/wp/v2/' . TemplatePostType::NAME );
		$create->set_header( 'Content-Type', 'application/json' );
		$create->set_body(
			(string) wp_json_encode(
				array(
					'title'   => $title,
					// An import never takes over anyone's admin before it is published.
					'status'  => 'draft',
					'uipress' => $fields,
				)
			)
		);
		$created = rest_do_request( $create );
		$refused = $created->as_error();
		if ( $refused instanceof WP_Error ) {
			return $refused;
		}
		$data = $created->get_data();
		$id   = is_array( $data ) && is_int( $data['id'] ?? null ) ? $data['id'] : 0;
		return new WP_REST_Response(
			array(
				'id'    => $id,
				'title' => $title,
			),
			201
		);
	}

	/**
	 * The first item of the remote answer.
	 *
	 * @param string $url The address.
	 * @return array<mixed>|WP_Error
	 */
	private static function fetch( string $url ) {
		$response = RemoteRequest::send(
			$url,
			array(
				'method'              => 'POST',
				'body'                => '',
				'timeout'             => 15,
				'limit_response_size' => self::MAX_RESPONSE_BYTES,
				'headers'             => array( 'Accept' => 'application/json' ),
			)
		);
		$code     = is_array( $response ) ? (int) wp_remote_retrieve_response_code( $response ) : 0;
		if ( $code < 200 || $code > 299 ) {
			$reason = 0 === $code
				? __( 'The template address could not be reached.', 'uipress' )
				/* translators: %d: the HTTP status the address answered with. */
				: sprintf( __( 'The template address answered with HTTP status %d.', 'uipress' ), $code );
			return new WP_Error( 'uipress_remote_import_failed', $reason, array( 'status' => 502 ) );
		}
		$items = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$first = is_array( $items ) && array_is_list( $items ) ? ( $items[0] ?? null ) : null;
		if ( ! is_array( $first ) || ( array() !== $first && array_is_list( $first ) ) ) {
			return new WP_Error( 'uipress_remote_template_invalid', __( 'An imported remote template must be an array whose first item is an object.', 'uipress' ), array( 'status' => 422 ) );
		}
		return $first;
	}
}
