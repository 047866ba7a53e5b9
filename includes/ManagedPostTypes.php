<?php
/**
 * Post types only UiPress managers may touch.
 *
 * @package UiPress
 */

namespace UiPress;

use UiPress\Lifecycle\StoredData;
use UiPress\Rest\GuardedAutosavesController;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Templates and custom admin menus can be listed, read, created, changed or
 * deleted by `uipress_manage` users only, through any route. Each type gets
 * capabilities of its own (e.g. `edit_uip_ui_template`), and every one of
 * them, as well as the post meta capabilities checked against a post of the
 * type or one of its revisions, maps to `uipress_manage`.
 */
final class ManagedPostTypes {

	/**
	 * The post types locked this way.
	 */
	public const TYPES = array( StoredData::TEMPLATE_POST_TYPE, StoredData::MENU_POST_TYPE );

	/**
	 * Meta capabilities WordPress checks against one post.
	 */
	public const POST_META_CAPS = array( 'edit_post', 'read_post', 'delete_post', 'publish_post' );

	/**
	 * The `capabilities` argument of a managed post type.
	 *
	 * @param string $post_type Post type name, e.g. 'uip-ui-template'.
	 * @return array<string, string> Core capability => the type's capability.
	 */
	public static function capabilities( string $post_type ): array {
		$one  = str_replace( '-', '_', $post_type );
		$many = $one . 's';
		return array(
			'edit_post'              => 'edit_' . $one,
			'read_post'              => 'read_' . $one,
			'delete_post'            => 'delete_' . $one,
			'edit_posts'             => 'edit_' . $many,
			'edit_others_posts'      => 'edit_others_' . $many,
			'delete_posts'           => 'delete_' . $many,
			'publish_posts'          => 'publish_' . $many,
			'read_private_posts'     => 'read_private_' . $many,
			'read'                   => 'read_' . $many,
			'delete_private_posts'   => 'delete_private_' . $many,
			'delete_published_posts' => 'delete_published_' . $many,
			'delete_others_posts'    => 'delete_others_' . $many,
			'edit_private_posts'     => 'edit_private_' . $many,
			'edit_published_posts'   => 'edit_published_' . $many,
			'create_posts'           => 'create_' . $many,
		);
	}

	/**
	 * Registers a managed post type: private (no screens, no front end, no
	 * nav menus), revisioned, exported, served by its own REST controller
	 * with the guarded autosaves, every capability its own.
	 *
	 * @param string                $post_type  Post type name.
	 * @param array<string, string> $labels     Its labels (name, singular_name).
	 * @param string                $description What it holds.
	 * @param class-string          $controller Its REST controller.
	 * @phpstan-param lowercase-string&non-empty-string $post_type
	 */
	public static function register( string $post_type, array $labels, string $description, string $controller ): void {
		$one = str_replace( '-', '_', $post_type );
		register_post_type(
			$post_type,
			array(
				'labels'                         => $labels,
				'description'                    => $description,
				'public'                         => false,
				'publicly_queryable'             => false,
				'exclude_from_search'            => true,
				'show_ui'                        => false,
				'show_in_nav_menus'              => false,
				'show_in_admin_bar'              => false,
				'has_archive'                    => false,
				'rewrite'                        => false,
				'query_var'                      => false,
				'can_export'                     => true,
				'delete_with_user'               => false,
				'hierarchical'                   => false,
				'supports'                       => array( 'title', 'revisions', 'page-attributes', 'autosave' ),
				'capability_type'                => array( $one, $one . 's' ),
				'capabilities'                   => self::capabilities( $post_type ),
				'map_meta_cap'                   => true,
				'show_in_rest'                   => true,
				'rest_base'                      => $post_type,
				'rest_controller_class'          => $controller,
				'autosave_rest_controller_class' => GuardedAutosavesController::class,
			)
		);
	}

	/**
	 * Filter callback for `map_meta_cap`.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     The capability being checked.
	 * @param int      $user_id The user being checked.
	 * @param mixed[]  $args    Extra arguments (the post id for post meta capabilities).
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args = array() ) {
		foreach ( self::TYPES as $type ) {
			if ( in_array( $cap, self::capabilities( $type ), true ) ) {
				return self::manage( (int) $user_id );
			}
		}
		if ( ! in_array( $cap, self::POST_META_CAPS, true ) || ! is_array( $args ) || ! isset( $args[0] ) || ! is_numeric( $args[0] ) ) {
			return $caps;
		}

		$post = get_post( (int) $args[0] );
		if ( ! $post instanceof WP_Post ) {
			return $caps;
		}
		if ( 'revision' === $post->post_type ) {
			if ( ! self::is_managed( get_post( $post->post_parent ) ) ) {
				return $caps;
			}
			// WordPress lets nobody delete a revision; managing UiPress does not change that.
			return 'delete_post' === $cap ? array_merge( $caps, self::manage( (int) $user_id ) ) : self::manage( (int) $user_id );
		}
		return self::is_managed( $post ) ? self::manage( (int) $user_id ) : $caps;
	}

	/**
	 * Whether a post is of a managed type.
	 *
	 * @param mixed $post The post (get_post() may also give an array or null).
	 */
	private static function is_managed( $post ): bool {
		return $post instanceof WP_Post && in_array( $post->post_type, self::TYPES, true );
	}

	/**
	 * The primitive capabilities behind `uipress_manage` for a user.
	 *
	 * @param int $user_id The user.
	 * @return string[]
	 */
	private static function manage( int $user_id ): array {
		return map_meta_cap( Capabilities::MANAGE, $user_id );
	}
}
