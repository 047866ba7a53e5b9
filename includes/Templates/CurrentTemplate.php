<?php
/**
 * The template that applies to a user.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the published `ui-template` that applies to a user: the first match
 * in `menu_order` order (lowest first), newest first among equals. Drafts,
 * private and scheduled templates and `ui-admin-page` templates never apply.
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class CurrentTemplate {

	/**
	 * The template that applies to a user, with its field.
	 *
	 * @param WP_User $user The user.
	 * @return array{post: WP_Post, fields: Fields}|null
	 */
	public static function for_user( WP_User $user ): ?array {
		if ( $user->ID < 1 ) {
			return null;
		}

		$page = 1;
		do {
			$posts = get_posts(
				array(
					'post_type'        => TemplatePostType::NAME,
					'post_status'      => 'publish',
					'orderby'          => array(
						'menu_order' => 'ASC',
						'date'       => 'DESC',
						'ID'         => 'DESC',
					),
					'posts_per_page'   => 50, // Read in batches: a site may have many templates.
					'paged'            => $page,
					'no_found_rows'    => true,
					'suppress_filters' => true,
				)
			);
			foreach ( $posts as $post ) {
				if ( ! $post instanceof WP_Post ) {
					continue;
				}
				$fields = TemplateStore::read( $post );
				if ( TemplateFields::TYPE_UI_TEMPLATE === $fields['type'] && TemplateAudience::applies( $fields, $user ) ) {
					return array(
						'post'   => $post,
						'fields' => $fields,
					);
				}
			}
			++$page;
			$more = 50 === count( $posts );
		} while ( $more );

		return null;
	}
}
