<?php
/**
 * POST uipress/v1/shortcode: the output of a shortcode block.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Security\StoredContentGuard;
use UiPress\Security\Writer;
use UiPress\Templates\BlockTree;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the shortcode a shortcode block holds, on the server, for the
 * users its template applies to. The client names the template and the
 * block, never the shortcode: nobody can have the site run a shortcode a
 * template manager did not put in their interface. Template managers may
 * also send a shortcode as typed (the builder's preview of an unsaved
 * block).
 *
 * The shortcode's text is code (CodeGuard): the site renders it as it is,
 * markup around and inside the shortcodes included. So the text is run
 * through wp_kses_post() first unless whoever wrote it may post unfiltered
 * HTML: the last writer of the template's code (StoredContentGuard), or the
 * user previewing a typed shortcode. The route never returns markup the
 * text's author could not have written; what the shortcodes themselves
 * print is the site's plugins' output.
 */
final class ShortcodeController extends WP_REST_Controller {

	public const NAMESPACE = 'uipress/v1';
	public const MODULE    = 'uip-shortcode';
	public const OPTION    = 'shortcode';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = self::NAMESPACE;
		$this->rest_base = 'shortcode';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/shortcode',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => TemplateBlocks::args( __( 'The template holding the shortcode block.', 'uipress' ), __( 'The uid of the shortcode block.', 'uipress' ), false ) + array(
						'shortcode' => array(
							'description'       => __( 'A shortcode as typed in the builder (template managers only).', 'uipress' ),
							'type'              => 'string',
							'maxLength'         => 10000,
							'validate_callback' => 'rest_validate_request_arg',
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Signed-in users who can read; a shortcode as typed only from managers.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! is_user_logged_in() || ! current_user_can( 'read' ) ) {
			return Forbidden::error( __( 'Sorry, you are not allowed to show shortcodes.', 'uipress' ) );
		}
		if ( null !== $request->get_param( 'shortcode' ) && ! Capabilities::current_user_can_manage() ) {
			return Forbidden::error( __( 'Sorry, only template managers can preview a shortcode.', 'uipress' ) );
		}
		return true;
	}

	/**
	 * The shortcode's output.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$typed = $request->get_param( 'shortcode' );
		if ( is_string( $typed ) ) {
			return $this->rendered( $typed, Writer::current()->can_post_code() );
		}

		$template_id = $request->get_param( 'template' );
		$uid         = $request->get_param( 'block' );
		if ( ! is_int( $template_id ) || $template_id < 1 || ! is_string( $uid ) || '' === $uid ) {
			return new WP_Error( 'rest_missing_callback_param', __( 'Name the template and the block.', 'uipress' ), array( 'status' => 400 ) );
		}

		$found = TemplateBlocks::block( $template_id, $uid, self::MODULE, self::not_found(), $request->get_param( 'network' ) );
		if ( $found instanceof WP_Error ) {
			return $found;
		}
		$value     = BlockTree::options( $found['block'] )[ self::OPTION ] ?? '';
		$shortcode = is_string( $value ) ? $value : '';
		return $this->rendered( $shortcode, StoredContentGuard::code_author_may_post_code( $found['post'] ) );
	}

	/**
	 * The response for a shortcode's output.
	 *
	 * @param string $shortcode The shortcode.
	 * @param bool   $unfiltered Whether its author may post unfiltered HTML.
	 */
	private function rendered( string $shortcode, bool $unfiltered ): WP_REST_Response {
		return new WP_REST_Response( array( 'html' => do_shortcode( $unfiltered ? $shortcode : wp_kses_post( $shortcode ) ) ) );
	}

	/**
	 * The error for a template or block that is not there.
	 */
	private static function not_found(): WP_Error {
		return new WP_Error( 'uipress_shortcode_block_not_found', __( 'This template has no shortcode block with that id.', 'uipress' ), array( 'status' => 404 ) );
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
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-shortcode',
			'type'       => 'object',
			'properties' => array(
				'html' => array(
					'description' => __( 'What the shortcode printed.', 'uipress' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
