<?php
/**
 * Every capability of the template post type is `uipress_manage`.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Capabilities;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Maps the template post type's capabilities, and the meta capabilities
 * (`edit_post`, `read_post`, `delete_post`, `publish_post`) checked against a
 * template or one of its revisions, to `uipress_manage`. Nobody holds the
 * type's own capability names: whatever WordPress checks, through any route,
 * comes down to the one capability that gates UiPress management.
 */
final class TemplateCapabilities {

	/**
	 * Meta capabilities checked against one post.
	 */
	public const POST_META_CAPS = array( 'edit_post', 'read_post', 'delete_post', 'publish_post' );

	/**
	 * Filter callback for `map_meta_cap`.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     The capability being checked.
	 * @param int      $user_id The user being checked.
	 * @param mixed[]  $args    Extra arguments (the post id for meta capabilities).
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args = array() ) {
		if ( in_array( $cap, TemplatePostType::CAPABILITIES, true ) ) {
			return self::manage( (int) $user_id );
		}
		if ( ! in_array( $cap, self::POST_META_CAPS, true ) || ! is_array( $args ) || ! isset( $args[0] ) || ! is_numeric( $args[0] ) ) {
			return $caps;
		}

		$post = get_post( (int) $args[0] );
		if ( ! $post instanceof WP_Post ) {
			return $caps;
		}
		if ( 'revision' === $post->post_type ) {
			if ( ! TemplateStore::is_template( get_post( $post->post_parent ) ) ) {
				return $caps;
			}
			// WordPress lets nobody delete a revision; managing UiPress does not change that.
			return 'delete_post' === $cap ? array_merge( $caps, self::manage( (int) $user_id ) ) : self::manage( (int) $user_id );
		}
		return TemplatePostType::NAME === $post->post_type ? self::manage( (int) $user_id ) : $caps;
	}

	/**
	 * The primitive capabilities behind `uipress_manage` for a user.
	 *
	 * @param int $user_id User.
	 * @return string[]
	 */
	private static function manage( int $user_id ): array {
		return map_meta_cap( Capabilities::MANAGE, $user_id );
	}
}
