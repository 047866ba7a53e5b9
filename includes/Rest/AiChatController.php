<?php
/**
 * POST uipress/v1/ai/chat: the AI chat block's answer, streamed.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Ai\AiSettings;
use UiPress\Ai\ChatMessages;
use UiPress\Ai\ChatStream;
use UiPress\Ai\RateLimit;
use UiPress\Ai\StreamResponder;
use UiPress\Ai\WordPressAi;
use UiPress\Ai\WordPressAiAnswer;
use UiPress\Capabilities;
use UiPress\Templates\BlockTree;
use UiPress\Templates\TemplateSecrets;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The server side of the AI chat block (spec: uip_send_message_to_gpt). The
 * browser sends the template, the block's uid and the conversation; the
 * server reads the system message, the model and the key from the stored
 * block (the key from its secret options, else the site's `aiKey`), proxies
 * an OpenAI-compatible chat completions API and streams the answer back as
 * NDJSON (see ChatStream). No key ever reaches the browser.
 *
 * Template managers previewing a block not saved yet may send `model` and
 * `systemMessage`; anyone else's (and a manager's for a saved block) are
 * ignored: a saved block always uses what is stored.
 */
final class AiChatController extends WP_REST_Controller {

	/**
	 * The AI chat block's moduleName.
	 */
	public const MODULE = 'uip-ai-chat';

	/**
	 * The block's secret option holding its own key.
	 */
	public const KEY_OPTION = 'apiKey';

	/**
	 * Longest model name.
	 */
	public const MAX_MODEL = 100;

	/**
	 * Headers of a streamed answer.
	 */
	public const STREAM_HEADERS = array(
		'Content-Type'           => 'application/x-ndjson; charset=utf-8',
		'Cache-Control'          => 'no-cache, no-store',
		'X-Accel-Buffering'      => 'no',
		'X-Content-Type-Options' => 'nosniff',
	);

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'ai/chat';
	}

	/**
	 * Registers the route and the filter that streams its answers (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/ai/chat',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		add_filter( 'rest_pre_serve_request', array( StreamResponder::class, 'filter' ), 10, 3 );
	}

	/**
	 * The arguments.
	 *
	 * @param string $method HTTP method of the request.
	 * @return array<string, array<string, mixed>>
	 */
	public function get_endpoint_args_for_item_schema( $method = WP_REST_Server::CREATABLE ) {
		unset( $method );
		return TemplateBlocks::args( __( 'The template holding the AI chat block.', 'uipress' ), __( 'The uid of the AI chat block.', 'uipress' ) ) + array(
			'messages'      => ChatMessages::schema(),
			'model'         => array(
				'description'       => __( 'Model of a block not saved yet (template managers only; ignored otherwise).', 'uipress' ),
				'type'              => 'string',
				'maxLength'         => self::MAX_MODEL,
				'pattern'           => '^[A-Za-z0-9._:/-]*$',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'systemMessage' => array(
				'description'       => __( 'System message of a block not saved yet (template managers only; ignored otherwise).', 'uipress' ),
				'type'              => 'string',
				'maxLength'         => ChatMessages::MAX_CONTENT,
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}

	/**
	 * Signed-in users who can read (the template is checked in the callback).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Forbidden::unless_reader( __( 'Sorry, you are not allowed to use the AI chat.', 'uipress' ) );
	}

	/**
	 * The answer, as a stream StreamResponder writes once WordPress has sent the headers.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		// Checked by the schema already; cleaned again so this method never trusts a caller that skipped it.
		$messages = ChatMessages::clean( $request->get_param( 'messages' ) );
		if ( $messages instanceof WP_Error ) {
			return $messages;
		}

		$post = TemplateBlocks::template( $request->get_param( 'template' ), self::not_found(), $request->get_param( 'network' ) );
		if ( $post instanceof WP_Error ) {
			return $post;
		}
		$uid   = $request->get_param( 'block' );
		$uid   = is_string( $uid ) ? $uid : '';
		$found = TemplateBlocks::find( $post, $uid, self::MODULE );
		if ( null !== $found ) {
			$options = BlockTree::options( $found['block'] );
		} elseif ( Capabilities::current_user_can_manage() ) {
			// The builder previews a block it has not saved yet.
			$options = array(
				'systemMessage' => $request->get_param( 'systemMessage' ),
				'chatModel'     => $request->get_param( 'model' ),
			);
		} else {
			return self::not_found();
		}
		$system = is_string( $options['systemMessage'] ?? null ) ? trim( $options['systemMessage'] ) : '';
		$model  = AiSettings::model( is_string( $options['chatModel'] ?? null ) ? $options['chatModel'] : '' );

		$block_key = TemplateSecrets::option( $post->ID, $uid, self::KEY_OPTION );
		$answer    = null;
		if ( self::through_wordpress( $options['provider'] ?? null, $block_key ) ) {
			$answer = new WordPressAiAnswer( $system, $messages, is_string( $options['chatModel'] ?? null ) ? $options['chatModel'] : '' );
		} else {
			$key = AiSettings::key( $block_key );
			if ( '' === $key ) {
				return self::no_key();
			}
			$answer = new ChatStream( AiSettings::base_url(), $key, $model, $system, $messages );
		}

		$wait = RateLimit::hit( get_current_user_id() );
		if ( $wait > 0 ) {
			$response = rest_convert_error_to_response(
				new WP_Error(
					'uipress_ai_rate_limited',
					__( 'You are sending messages too fast. Wait a moment and try again.', 'uipress' ),
					array(
						'status'     => 429,
						'retryAfter' => $wait,
					)
				)
			);
			$response->header( 'Retry-After', (string) $wait );
			return $response;
		}

		return new WP_REST_Response( $answer, 200, self::STREAM_HEADERS );
	}

	/**
	 * Whether a block answers through WordPress's AI client: its provider
	 * option says `wordpress`, or it says nothing (a block saved before the
	 * choice) and has no key of its own while a provider is connected.
	 *
	 * @param mixed  $provider  The block's `provider` option.
	 * @param string $block_key The block's own key ('' for none).
	 */
	private static function through_wordpress( $provider, string $block_key ): bool {
		if ( 'own' === $provider || ! WordPressAi::available() ) {
			return false;
		}
		return 'WordPress' === $provider || '' === $block_key;
	}

	/**
	 * The error for a block with neither a connected provider nor a key: the
	 * spec's message, and for who may connect one, where to.
	 */
	private static function no_key(): WP_Error {
		$data = array( 'status' => 400 );
		if ( function_exists( 'wp_supports_ai' ) && wp_supports_ai() && current_user_can( 'manage_options' ) ) {
			$data['connectorsUrl'] = admin_url( 'options-connectors.php' );
		}
		return new WP_Error( 'uipress_ai_no_key', __( 'Please add an openAI api key to use this block', 'uipress' ), $data );
	}

	/**
	 * The error for a template or block that is not there.
	 */
	private static function not_found(): WP_Error {
		return new WP_Error( 'uipress_ai_block_not_found', __( 'This template has no AI chat block with that id.', 'uipress' ), array( 'status' => 404 ) );
	}

	/**
	 * Schema of the response: the NDJSON lines of the stream.
	 *
	 * @return array<mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'     => 'http://json-schema.org/draft-04/schema#',
			'title'       => 'uipress-ai-chat-line',
			'description' => __( 'The answer is application/x-ndjson: one such object per line, written as the provider sends the answer; the last line is done or error.', 'uipress' ),
			'type'        => 'object',
			'properties'  => array(
				'delta' => array(
					'description' => __( 'The next piece of the answer.', 'uipress' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'done'  => array(
					'description' => __( 'True on the last line of a complete answer.', 'uipress' ),
					'type'        => 'boolean',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'error' => array(
					'description' => __( 'Why the answer stopped: the provider’s message and code, or the transport’s message (no code).', 'uipress' ),
					'type'        => 'object',
					'context'     => array( 'view' ),
					'readonly'    => true,
					'properties'  => array(
						'message' => array( 'type' => 'string' ),
						'code'    => array( 'type' => 'string' ),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
