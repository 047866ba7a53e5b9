<?php
/**
 * The uip-admin-menu post type.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Lifecycle\StoredData;
use UiPress\ManagedPostTypes;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Custom admin menus: posts of `uip-admin-menu`, edited in the menu creator
 * through `wp/v2/uip-admin-menu` with the `uipress` field. As with
 * templates, every capability of the type maps to `uipress_manage`: nobody
 * else can list, read or write a menu through any route.
 */
final class MenuPostType {

	public const NAME = StoredData::MENU_POST_TYPE;


	/**
	 * Registers the post type (on init).
	 */
	public static function register(): void {
		ManagedPostTypes::register(
			self::NAME,
			array(
				'name'          => __( 'UiPress admin menus', 'uipress' ),
				'singular_name' => __( 'UiPress admin menu', 'uipress' ),
			),
			__( 'Custom admin menus made in the UiPress menu creator.', 'uipress' ),
			MenuRestController::class
		);
	}


	/**
	 * Registers the `uipress` REST field (on rest_api_init).
	 */
	public static function register_field(): void {
		register_rest_field(
			array( self::NAME, self::NAME . '-revision' ),
			'uipress',
			array(
				'get_callback'    => array( self::class, 'get_field' ),
				'update_callback' => null,
				'schema'          => array(
					'description' => __( 'The menu: who it applies to and its items.', 'uipress' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'properties'  => array(
						'forRoles'      => array(
							'type'  => 'array',
							'items' => array( 'type' => 'string' ),
						),
						'forUsers'      => array(
							'type'  => 'array',
							'items' => array( 'type' => 'integer' ),
						),
						'excludesRoles' => array(
							'type'  => 'array',
							'items' => array( 'type' => 'string' ),
						),
						'excludesUsers' => array(
							'type'  => 'array',
							'items' => array( 'type' => 'integer' ),
						),
						'settings'      => array(
							'type'                 => 'object',
							'additionalProperties' => true,
						),
					),
				),
			)
		);
	}

	/**
	 * The field of the menu a response describes.
	 *
	 * @param mixed $data Response data with the post's `id`.
	 * @return array<string, mixed>|null
	 */
	public static function get_field( $data ): ?array {
		$id   = is_array( $data ) && isset( $data['id'] ) && is_numeric( $data['id'] ) ? (int) $data['id'] : 0;
		$post = get_post( $id );
		return $post instanceof WP_Post ? MenuStore::read( $post ) : null;
	}
}
