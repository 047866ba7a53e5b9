<?php
/**
 * The `uipress` REST field of templates and their revisions.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplatePostType;
use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `uipress` on `wp/v2/uip-ui-template` and its revisions and
 * autosaves. Reading returns the stored field (defaults when none is stored)
 * without secret options. Writing is done by TemplatesController before the
 * post is saved; the argument callbacks here only check that an object was
 * sent and keep `{}` apart from `[]`.
 */
final class TemplateField {

	public const NAME = 'uipress';

	/**
	 * Registers the field (on rest_api_init).
	 */
	public static function register(): void {
		$schema                = TemplateFields::schema();
		$schema['arg_options'] = array(
			'validate_callback' => array( self::class, 'validate_argument' ),
			'sanitize_callback' => array( self::class, 'sanitize_argument' ),
		);

		register_rest_field(
			array( TemplatePostType::NAME, TemplatePostType::NAME . '-revision' ),
			self::NAME,
			array(
				'get_callback'    => array( self::class, 'get' ),
				'update_callback' => null,
				'schema'          => $schema,
			)
		);
	}

	/**
	 * The field of the post (template, revision or autosave) a response describes.
	 *
	 * @param array<string, mixed> $data Response data with the post's `id`.
	 * @return array<string, mixed>|null
	 */
	public static function get( $data ): ?array {
		$id   = is_array( $data ) && isset( $data['id'] ) && is_numeric( $data['id'] ) ? (int) $data['id'] : 0;
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		return TemplateStore::for_response( TemplateStore::read( $post ) );
	}

	/**
	 * The argument must be an object; its contents are checked before saving.
	 *
	 * @param mixed  $value Value sent.
	 * @param mixed  $request Request.
	 * @param string $param Parameter name.
	 * @return true|WP_Error
	 */
	public static function validate_argument( $value, $request = null, $param = self::NAME ) {
		if ( JsonTree::is_object( $value ) ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_type',
			/* translators: %s: parameter name */
			sprintf( __( '%s is not of type object.', 'uipress' ), $param ),
			array( 'status' => 400 )
		);
	}

	/**
	 * The argument as sent, with JSON objects kept apart from lists: when the
	 * body is JSON, the value is decoded again from it (WordPress decodes
	 * `{}` and `[]` both as an empty array).
	 *
	 * @param mixed  $value   Value sent.
	 * @param mixed  $request Request.
	 * @param string $param   Parameter name.
	 * @return mixed
	 */
	public static function sanitize_argument( $value, $request = null, $param = self::NAME ) {
		if ( ! $request instanceof WP_REST_Request || ! $request->is_json_content_type() ) {
			return $value;
		}
		$body = json_decode( (string) $request->get_body(), false );
		if ( ! $body instanceof \stdClass || ! property_exists( $body, $param ) ) {
			return $value;
		}
		return JsonTree::from_decoded( $body->{$param} );
	}
}
