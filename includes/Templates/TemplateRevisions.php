<?php
/**
 * Revisions of templates.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Every saved state of a template is a revision: the first one too (WordPress
 * makes revisions on updates only), and a change WordPress's whitespace-blind
 * comparison would miss (two spaces made one inside a block's text) still
 * counts.
 */
final class TemplateRevisions {

	/**
	 * After a template is created through REST, records its first revision.
	 *
	 * @param WP_Post $post     The template.
	 * @param mixed   $request  The request.
	 * @param bool    $creating Whether it was just created.
	 */
	public static function after_rest_insert( $post, $request, $creating ): void {
		if ( $creating && TemplateStore::is_template( $post ) ) {
			wp_save_post_revision( $post->ID );
		}
	}

	/**
	 * Filter callback for `wp_save_post_revision_post_has_changed`.
	 *
	 * @param bool    $changed Whether WordPress found a change.
	 * @param WP_Post $latest  The latest revision.
	 * @param WP_Post $post    The post being saved.
	 */
	public static function has_changed( $changed, $latest, $post ): bool {
		if ( ! TemplateStore::is_template( $post ) || ! $latest instanceof WP_Post ) {
			return (bool) $changed;
		}
		return $changed || $latest->post_content !== $post->post_content || $latest->post_title !== $post->post_title;
	}
}
