<?php
/**
 * GET uipress/v1/stock-photos.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Remote\RemoteRequest;
use UiPress\Rest\StockPhotos\StockPhotoMapper;
use UiPress\Rest\StockPhotos\StockPhotoSettings;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Proxies the stock photo provider (an Unsplash-like API) so its key stays on
 * the server: `[ { id, color, urls: { small, regular }, width, height,
 * alt_description, user: { name, username, links: { html } } } ]`.
 */
final class StockPhotosController extends WP_REST_Controller {

	/**
	 * Photos per page.
	 */
	public const PER_PAGE = 20;

	/**
	 * Longest search text.
	 */
	public const MAX_SEARCH = 200;

	/**
	 * Seconds to wait for the provider.
	 */
	public const TIMEOUT = 10;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'stock-photos';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/stock-photos',
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
			's'    => array(
				'description'       => __( 'Search text; empty lists the provider\'s latest photos.', 'uipress' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => self::MAX_SEARCH,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => array( BlockQueryController::class, 'sanitize_search' ),
			),
			'page' => array(
				'description'       => __( 'Page of photos, from 1 (20 per page).', 'uipress' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'maximum'           => 1000,
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
		return Forbidden::error( __( 'Sorry, you are not allowed to search stock photos.', 'uipress' ) );
	}

	/**
	 * Asks the provider for one page of photos.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$key = StockPhotoSettings::api_key();
		if ( '' === $key ) {
			// The site's setup, not the service, is missing: a 4xx the media dialog shows as is.
			return new WP_Error(
				'uipress_stock_photos_not_configured',
				sprintf(
					/* translators: %s: name of the setting. */
					__( 'Stock photos are not set up: an administrator can add a stock photo API key (%s) in the UiPress site settings.', 'uipress' ),
					StockPhotoSettings::KEY_SETTING
				),
				array( 'status' => 409 )
			);
		}

		$search = $request->get_param( 's' );
		$search = is_string( $search ) ? trim( $search ) : '';
		$page   = $request->get_param( 'page' );
		$page   = is_numeric( $page ) ? max( 1, (int) $page ) : 1;

		$base  = StockPhotoSettings::api_base();
		$query = array(
			'page'     => $page,
			'per_page' => self::PER_PAGE,
		);
		if ( '' !== $search ) {
			$query['query'] = rawurlencode( $search );
		}
		$url  = add_query_arg( $query, $base . ( '' === $search ? '/photos' : '/search/photos' ) );
		$args = array(
			'timeout'     => self::TIMEOUT,
			// The key travels in a header: never resent to wherever a redirect points.
			'redirection' => 0,
			'headers'     => array(
				'Authorization'  => 'Client-ID ' . $key,
				'Accept-Version' => 'v1',
				'Accept'         => 'application/json',
			),
		);

		/**
		 * Filters the request sent to the stock photo provider.
		 *
		 * The request is sent with wp_safe_remote_request() (Remote\RemoteRequest), without redirects.
		 *
		 * @param array{url: string, args: array<string, mixed>} $request URL and HTTP API arguments.
		 * @param string                                         $search  Search text ('' for the latest photos).
		 * @param int                                            $page    Page, from 1.
		 */
		$filtered = apply_filters(
			'uipress/stock_photos/request',
			array(
				'url'  => $url,
				'args' => $args,
			),
			$search,
			$page
		);
		if ( is_array( $filtered ) && is_string( $filtered['url'] ?? null ) && is_array( $filtered['args'] ?? null ) ) {
			$url  = $filtered['url'];
			$args = $filtered['args'];
		}

		$args['method'] = 'GET';
		$response       = RemoteRequest::send( $url, $args );
		if ( is_wp_error( $response ) ) {
			return self::provider_error( $response->get_error_message(), $key );
		}

		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( $status < 200 || $status >= 300 ) {
			return self::provider_error( self::provider_message( $body, $status ), $key );
		}

		$photos = StockPhotoMapper::photos( $body );
		if ( null === $photos ) {
			return self::provider_error( __( 'The stock photo provider sent an answer UiPress cannot read.', 'uipress' ), $key );
		}

		$result = new WP_REST_Response( $photos );
		$total  = is_array( $body ) && is_numeric( $body['total'] ?? null ) ? (int) $body['total'] : null;
		if ( null === $total ) {
			$header = wp_remote_retrieve_header( $response, 'x-total' );
			$total  = is_numeric( $header ) ? (int) $header : null;
		}
		if ( null !== $total ) {
			$result->header( 'X-WP-Total', (string) $total );
		}
		return $result;
	}

	/**
	 * The provider's error message: `errors` (a list) or `error`/`message`.
	 *
	 * @param mixed $body   Decoded body.
	 * @param int   $status HTTP status.
	 */
	private static function provider_message( $body, int $status ): string {
		if ( is_array( $body ) ) {
			$errors = $body['errors'] ?? null;
			if ( is_array( $errors ) ) {
				$texts = array_filter( array_map( static fn( $e ): string => is_scalar( $e ) ? (string) $e : '', $errors ) );
				if ( array() !== $texts ) {
					return implode( ' ', $texts );
				}
			}
			foreach ( array( 'error', 'message' ) as $field ) {
				if ( is_string( $body[ $field ] ?? null ) && '' !== $body[ $field ] ) {
					return $body[ $field ];
				}
			}
		}
		/* translators: %d: HTTP status code. */
		return sprintf( __( 'The stock photo provider answered with HTTP %d.', 'uipress' ), $status );
	}

	/**
	 * A 502 with the provider's message, the key masked should it echo it.
	 *
	 * @param string $message Provider's message.
	 * @param string $key     API key.
	 */
	private static function provider_error( string $message, string $key ): WP_Error {
		$message = sanitize_text_field( str_replace( $key, '***', $message ) );
		return new WP_Error(
			'uipress_stock_photos_provider_error',
			/* translators: %s: the provider's error message. */
			sprintf( __( 'Stock photo provider error: %s', 'uipress' ), $message ),
			array( 'status' => 502 )
		);
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
		$string       = array( 'type' => 'string' );
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-stock-photo',
			'type'       => 'object',
			'properties' => array(
				'id'              => $string,
				'color'           => $string,
				'urls'            => array(
					'type'       => 'object',
					'properties' => array(
						'small'   => $string,
						'regular' => $string,
					),
				),
				'width'           => array( 'type' => 'integer' ),
				'height'          => array( 'type' => 'integer' ),
				'alt_description' => $string,
				'user'            => array(
					'type'       => 'object',
					'properties' => array(
						'name'     => $string,
						'username' => $string,
						'links'    => array(
							'type'       => 'object',
							'properties' => array(
								'html' => array(
									'description' => __( 'Photographer\'s profile, with utm_source=uipress&utm_medium=referral.', 'uipress' ),
									'type'        => 'string',
								),
							),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
