<?php
/**
 * GET uipress/v1/ai/models: the models the builder offers for the AI chat block.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Ai\AiSettings;
use UiPress\Ai\ProviderError;
use UiPress\Ai\WordPressAi;
use UiPress\Capabilities;
use UiPress\Remote\RemoteRequest;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For the builder's model picker: the spec's preset models, the models the
 * site's provider lists (`GET {base}/models`, with the site key), the site's
 * default model and whether a site key is set (never the key). Without a
 * site key the provider is not asked; when it fails the answer is still a
 * 200 with `error`, so the builder falls back to the presets.
 */
final class AiModelsController extends WP_REST_Controller {

	/**
	 * Seconds to wait for the provider.
	 */
	public const TIMEOUT = 10;

	/**
	 * Most model ids passed on.
	 */
	public const MAX_MODELS = 500;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'ai/models';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/ai/models',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only template managers (the builder).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( Capabilities::current_user_can_manage() ) {
			return true;
		}
		return Forbidden::templates();
	}

	/**
	 * The presets, the provider's models, the default and whether a key is set.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$key    = AiSettings::api_key();
		$site   = AiSettings::site_model();
		$result = array(
			'presets'   => AiSettings::PRESET_MODELS,
			'models'    => array(),
			'default'   => '' !== $site ? $site : AiSettings::DEFAULT_MODEL,
			'keySet'    => '' !== $key,
			'wordpress' => self::wordpress_ai(),
		);
		if ( '' === $key ) {
			return new WP_REST_Response( $result );
		}

		$models = self::provider_models( $key );
		if ( is_string( $models ) ) {
			$result['error'] = $models;
		} else {
			$result['models'] = $models;
		}
		return new WP_REST_Response( $result );
	}

	/**
	 * WordPress's AI client on this site: whether it has one (7.0+, AI
	 * allowed), whether a provider is connected, the models that can hold a
	 * conversation, and, for who may connect a provider, where (Settings →
	 * Connectors).
	 *
	 * @return array{supported: bool, available: bool, models: list<array{provider: string, id: string, name: string}>, connectorsUrl?: string}
	 */
	private static function wordpress_ai(): array {
		$models    = WordPressAi::models();
		$supported = function_exists( 'wp_ai_client_prompt' ) && function_exists( 'wp_supports_ai' ) && wp_supports_ai();
		$answer    = array(
			'supported' => $supported,
			'available' => WordPressAi::available(),
			'models'    => array_slice( $models, 0, self::MAX_MODELS ),
		);
		if ( $supported && current_user_can( 'manage_options' ) ) {
			$answer['connectorsUrl'] = admin_url( 'options-connectors.php' );
		}
		return $answer;
	}

	/**
	 * The model ids the provider lists, sorted, or its error message.
	 *
	 * @param string $key The site's API key.
	 * @return list<string>|string
	 */
	private static function provider_models( string $key ) {
		$response = RemoteRequest::send(
			AiSettings::base_url() . '/models',
			array(
				'method'      => 'GET',
				'timeout'     => self::TIMEOUT,
				// The key travels in a header: never resent to wherever a redirect points.
				'redirection' => 0,
				'headers'     => array(
					'Authorization' => 'Bearer ' . $key,
					'Accept'        => 'application/json',
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			return sanitize_text_field( AiSettings::mask( $response->get_error_message(), $key ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = wp_remote_retrieve_body( $response );
		if ( $status < 200 || $status >= 300 ) {
			return ProviderError::from_response( $body, $status, $key )['message'];
		}
		$decoded = json_decode( $body, true );
		$data    = is_array( $decoded ) ? ( $decoded['data'] ?? null ) : null;
		if ( ! is_array( $data ) ) {
			return __( 'The AI provider sent a list of models UiPress cannot read.', 'uipress' );
		}
		$ids = array();
		foreach ( $data as $model ) {
			$id = is_array( $model ) ? ( $model['id'] ?? null ) : null;
			if ( is_string( $id ) ) {
				$id = AiSettings::mask( sanitize_text_field( $id ), $key );
				if ( '' !== $id ) {
					$ids[ $id ] = true;
				}
			}
		}
		$ids = array_map( 'strval', array_keys( $ids ) );
		sort( $ids, SORT_STRING );
		return array_slice( $ids, 0, self::MAX_MODELS );
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
		$list         = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-ai-models',
			'type'       => 'object',
			'properties' => array(
				'presets'   => array_merge( $list, array( 'description' => __( 'The chat models the builder always offers.', 'uipress' ) ) ),
				'models'    => array_merge( $list, array( 'description' => __( 'The models the site’s AI provider lists, sorted (empty without a site key or when the provider fails).', 'uipress' ) ) ),
				'default'   => array(
					'description' => __( 'The model a block without its own uses.', 'uipress' ),
					'type'        => 'string',
				),
				'keySet'    => array(
					'description' => __( 'Whether the site has an AI provider key.', 'uipress' ),
					'type'        => 'boolean',
				),
				'error'     => array(
					'description' => __( 'Why the provider’s models are missing, when it failed.', 'uipress' ),
					'type'        => 'string',
				),
				'wordpress' => array(
					'description' => __( 'WordPress’s AI client: whether a provider is connected in Settings → Connectors, its models, and where to connect one.', 'uipress' ),
					'type'        => 'object',
					'properties'  => array(
						'supported'     => array( 'type' => 'boolean' ),
						'available'     => array( 'type' => 'boolean' ),
						'models'        => array(
							'type'  => 'array',
							'items' => array(
								'type'       => 'object',
								'properties' => array(
									'provider' => array( 'type' => 'string' ),
									'id'       => array( 'type' => 'string' ),
									'name'     => array( 'type' => 'string' ),
								),
							),
						),
						'connectorsUrl' => array(
							'type'   => 'string',
							'format' => 'uri',
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
