<?php
/**
 * DELETE uipress/v1/posts (spec: uip_delete_post).
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Rest\CurrentTemplateController;
use WP_Error;
use WP_Post;
use WP_Post_Type;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes the posts the table and list blocks offer to delete, each only
 * when the user may (`delete_post`): moved to the trash while the site keeps
 * a trash (EMPTY_TRASH_DAYS), deleted for good when it does not or the post
 * is in the trash already. Answers `{ deleted: int[], failed: [ { id, message } ] }`.
 */
final class DeletePostsController extends WP_REST_Controller {

	/**
	 * Most posts per request.
	 */
	public const MAX_IDS = 100;

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'posts';
	}

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/posts',
			array(
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_items' ),
					'permission_callback' => array( $this, 'delete_items_permissions_check' ),
					'args'                => array(
						'ids' => array(
							'description'       => __( 'Ids of the posts to delete (1 to 100).', 'uipress' ),
							'type'              => 'array',
							'items'             => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'minItems'          => 1,
							'maxItems'          => self::MAX_IDS,
							'required'          => true,
							'validate_callback' => array( self::class, 'validate_ids' ),
							'sanitize_callback' => array( self::class, 'sanitize_ids' ),
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Validates `ids`: a list (not a number or text WordPress would read as
	 * one), then the schema.
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Argument name.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public static function validate_ids( $value, $request, $param ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			return ListArgs::invalid(
				$param,
				/* translators: %s: argument name. */
				sprintf( __( '%s must be a list of post ids.', 'uipress' ), $param )
			);
		}
		$valid = rest_validate_request_arg( $value, $request, $param );
		return true === $valid ? true : ( $valid instanceof WP_Error ? $valid : ListArgs::invalid( $param, __( 'Invalid post ids.', 'uipress' ) ) );
	}

	/**
	 * The ids as integers, each once (sanitize_callback of `ids`).
	 *
	 * @param mixed $value Value sent (validated).
	 * @return list<int>
	 */
	public static function sanitize_ids( $value ): array {
		$ids = array();
		foreach ( is_array( $value ) ? $value : array() as $id ) {
			if ( is_numeric( $id ) && (int) $id > 0 && ! in_array( (int) $id, $ids, true ) ) {
				$ids[] = (int) $id;
			}
		}
		return $ids;
	}

	/**
	 * Signed-in users; each post is checked on its own.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_items_permissions_check( $request ) {
		if ( is_user_logged_in() ) {
			return true;
		}
		return new WP_Error( 'rest_not_logged_in', __( 'You must be logged in to delete posts.', 'uipress' ), array( 'status' => 401 ) );
	}

	/**
	 * Deletes what may be deleted.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_items( $request ) {
		$refusal   = __( 'Sorry, you are not allowed to delete this post.', 'uipress' );
		$deleted   = array();
		$failed    = array();
		$forbidden = false;
		$missing   = 0;
		foreach ( self::sanitize_ids( $request->get_param( 'ids' ) ) as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof WP_Post || ! self::is_deletable_here( $post ) ) {
				++$missing;
				$failed[] = self::failure( $id, __( 'Post not found.', 'uipress' ) );
				continue;
			}
			if ( ! current_user_can( 'delete_post', $post->ID ) ) {
				$failed[]  = self::failure( $id, $refusal );
				$forbidden = true;
				continue;
			}
			if ( self::delete( $post ) ) {
				$deleted[] = $post->ID;
			} else {
				$failed[] = self::failure( $id, __( 'The post could not be deleted.', 'uipress' ) );
			}
		}

		if ( array() !== $deleted ) {
			return new WP_REST_Response(
				array(
					'deleted' => $deleted,
					'failed'  => $failed,
				)
			);
		}
		// Nothing deleted: the refusal explains, else a missing post, else the failure.
		if ( $forbidden ) {
			$code    = 'rest_cannot_delete';
			$status  = rest_authorization_required_code();
			$message = $refusal;
		} elseif ( count( $failed ) === $missing ) {
			$code    = 'rest_post_invalid_id';
			$status  = 404;
			$message = __( 'Post not found.', 'uipress' );
		} else {
			$code    = 'uipress_delete_failed';
			$status  = 500;
			$message = __( 'The post could not be deleted.', 'uipress' );
		}
		return new WP_Error(
			$code,
			$message,
			array(
				'status'  => $status,
				'deleted' => array(),
				'failed'  => $failed,
			)
		);
	}

	/**
	 * Whether the post is content this route deletes: a post type shown in
	 * the admin (not media, which has its own screen) and a status the lists
	 * show, or the trash.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function is_deletable_here( WP_Post $post ): bool {
		$type = get_post_type_object( $post->post_type );
		return $type instanceof WP_Post_Type && $type->show_ui && 'attachment' !== $post->post_type
			&& in_array( $post->post_status, array_merge( ReadableClause::STATUSES, array( 'trash' ) ), true );
	}

	/**
	 * Moves a post to the trash, or deletes it for good when the site keeps
	 * no trash or it is there already.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function delete( WP_Post $post ): bool {
		$keeps_trash = defined( 'EMPTY_TRASH_DAYS' ) && (bool) constant( 'EMPTY_TRASH_DAYS' );
		if ( $keeps_trash && 'trash' !== $post->post_status ) {
			return wp_trash_post( $post->ID ) instanceof WP_Post;
		}
		return wp_delete_post( $post->ID, true ) instanceof WP_Post;
	}

	/**
	 * One failure.
	 *
	 * @param int    $id      Post id.
	 * @param string $message Translated reason.
	 * @return array{id: int, message: string}
	 */
	private static function failure( int $id, string $message ): array {
		return array(
			'id'      => $id,
			'message' => $message,
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
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-delete-posts',
			'type'       => 'object',
			'properties' => array(
				'deleted' => array(
					'description' => __( 'Ids of the posts moved to the trash or deleted.', 'uipress' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array( 'type' => 'integer' ),
				),
				'failed'  => array(
					'description' => __( 'The posts not deleted, each with the reason.', 'uipress' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'id'      => array( 'type' => 'integer' ),
							'message' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
