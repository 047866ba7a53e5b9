<?php
/**
 * The uip-admin-menu post type.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Capabilities;
use UiPress\Lifecycle\StoredData;
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
	 * Capability names of the type; each maps to `uipress_manage`.
	 */
	public const CAPABILITIES = array(
		'edit_post'              => 'edit_uip_admin_menu',
		'read_post'              => 'read_uip_admin_menu',
		'delete_post'            => 'delete_uip_admin_menu',
		'edit_posts'             => 'edit_uip_admin_menus',
		'edit_others_posts'      => 'edit_others_uip_admin_menus',
		'delete_posts'           => 'delete_uip_admin_menus',
		'publish_posts'          => 'publish_uip_admin_menus',
		'read_private_posts'     => 'read_private_uip_admin_menus',
		'read'                   => 'read_uip_admin_menus',
		'delete_private_posts'   => 'delete_private_uip_admin_menus',
		'delete_published_posts' => 'delete_published_uip_admin_menus',
		'delete_others_posts'    => 'delete_others_uip_admin_menus',
		'edit_private_posts'     => 'edit_private_uip_admin_menus',
		'edit_published_posts'   => 'edit_published_uip_admin_menus',
		'create_posts'           => 'create_uip_admin_menus',
	);

	/**
	 * Registers the post type (on init).
	 */
	public static function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'                => array(
					'name'          => __( 'UiPress admin menus', 'uipress' ),
					'singular_name' => __( 'UiPress admin menu', 'uipress' ),
				),
				'description'           => __( 'Custom admin menus made in the UiPress menu creator.', 'uipress' ),
				'public'                => false,
				'publicly_queryable'    => false,
				'exclude_from_search'   => true,
				'show_ui'               => false,
				'show_in_nav_menus'     => false,
				'show_in_admin_bar'     => false,
				'has_archive'           => false,
				'rewrite'               => false,
				'query_var'             => false,
				'can_export'            => true,
				'delete_with_user'      => false,
				'hierarchical'          => false,
				'supports'              => array( 'title', 'revisions', 'page-attributes' ),
				'capability_type'       => array( 'uip_admin_menu', 'uip_admin_menus' ),
				'capabilities'          => self::CAPABILITIES,
				'map_meta_cap'          => true,
				'show_in_rest'          => true,
				'rest_base'             => self::NAME,
				'rest_controller_class' => MenuRestController::class,
			)
		);
	}

	/**
	 * Filter callback for `map_meta_cap`: the type's capabilities, and the
	 * meta capabilities checked against a menu or one of its revisions, are
	 * `uipress_manage`.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     The capability being checked.
	 * @param int      $user_id The user being checked.
	 * @param mixed[]  $args    Extra arguments.
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args = array() ) {
		if ( in_array( $cap, self::CAPABILITIES, true ) ) {
			return map_meta_cap( Capabilities::MANAGE, (int) $user_id );
		}
		if ( ! in_array( $cap, array( 'edit_post', 'read_post', 'delete_post', 'publish_post' ), true ) || ! is_array( $args ) || ! isset( $args[0] ) || ! is_numeric( $args[0] ) ) {
			return $caps;
		}
		$post = get_post( (int) $args[0] );
		if ( ! $post instanceof WP_Post ) {
			return $caps;
		}
		if ( 'revision' === $post->post_type && MenuStore::is_menu( get_post( $post->post_parent ) ) ) {
			$manage = map_meta_cap( Capabilities::MANAGE, (int) $user_id );
			return 'delete_post' === $cap ? array_merge( $caps, $manage ) : $manage;
		}
		return self::NAME === $post->post_type ? map_meta_cap( Capabilities::MANAGE, (int) $user_id ) : $caps;
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
