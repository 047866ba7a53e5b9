<?php
/**
 * The template that applies to a user.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Lifecycle\NetworkAdmin;
use UiPress\Network\NetworkAdminTemplate;
use UiPress\Network\NetworkFallback;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the published `ui-template` that applies to a user: the first match
 * in `menu_order` order (lowest first), newest first among equals. Drafts,
 * private and scheduled templates and `ui-admin-page` templates never apply.
 * On a sub-site of a network with no match of its own, the network's
 * template applies (Network\NetworkFallback); its match carries `network`.
 * In the network (and user) admin no site's template applies: only a
 * network template made for it (Network\NetworkAdminTemplate).
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class CurrentTemplate {

	/**
	 * Posts read per query while looking for the first match.
	 */
	private const BATCH = 50;

	/**
	 * The template that applies to a user, with its field.
	 *
	 * @param WP_User $user The user.
	 * @return array{post: WP_Post, fields: Fields, network?: true}|null
	 */
	public static function for_user( WP_User $user ): ?array {
		if ( $user->ID < 1 ) {
			return null;
		}
		if ( NetworkAdmin::is_network_area() ) {
			return NetworkAdminTemplate::for_user( $user );
		}

		$own = self::first_published(
			TemplatePostType::NAME,
			static function ( WP_Post $post ) use ( $user ): ?array {
				$fields = TemplateStore::read( $post );
				if ( TemplateFields::TYPE_UI_TEMPLATE !== $fields['type'] || ! TemplateAudience::applies( $fields, $user ) ) {
					return null;
				}
				return array(
					'post'   => $post,
					'fields' => $fields,
				);
			}
		);
		// A sub-site without its own match falls back to the network's (multisite only).
		return $own ?? NetworkFallback::template( $user );
	}

	/**
	 * The first published post of a type that a test accepts, in the order
	 * templates and custom menus apply: `menu_order` (lowest first), then
	 * newest, then highest id. Posts are read in batches of 50, so a site
	 * with many posts never loads them all at once, and reading stops at
	 * the first match. Shared by CurrentTemplate and Menus\CustomMenus.
	 *
	 * @template T
	 * @param string                      $post_type Post type.
	 * @param callable(WP_Post): (T|null) $accept    What a matching post gives; null for no match.
	 * @return T|null
	 */
	public static function first_published( string $post_type, callable $accept ) {
		$page = 1;
		do {
			$posts = get_posts(
				array(
					'post_type'        => $post_type,
					'post_status'      => 'publish',
					'orderby'          => array(
						'menu_order' => 'ASC',
						'date'       => 'DESC',
						'ID'         => 'DESC',
					),
					'posts_per_page'   => 50, // self::BATCH, written out for the PostsPerPage sniff: read in batches, a site may have many posts.
					'paged'            => $page,
					'no_found_rows'    => true,
					'suppress_filters' => true,
				)
			);
			foreach ( $posts as $post ) {
				if ( ! $post instanceof WP_Post ) {
					continue;
				}
				$found = $accept( $post );
				if ( null !== $found ) {
					return $found;
				}
			}
			++$page;
			$more = self::BATCH === count( $posts );
		} while ( $more );

		return null;
	}
}
