<?php
/**
 * The network template or menu a sub-site falls back to.
 *
 * @package UiPress
 */

namespace UiPress\Network;

use UiPress\Menus\CustomMenus;
use UiPress\Menus\MenuStore;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplateStore;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * CurrentTemplate and CustomMenus ask here only when the site has no
 * published match of its own for the user. The audience is matched on the
 * current site, against the user's roles there (the network library holds
 * the lists, so nothing is switched to decide); only the post that applies
 * is then read on the main site. On a single site and on the main site
 * (whose network posts are its own) there is no fallback.
 *
 * @phpstan-import-type Fields from TemplateFields
 * @phpstan-import-type MenuFields from MenuStore
 */
final class NetworkFallback {

	/**
	 * The network templates this request fell back to, by object id.
	 *
	 * @var array<int, WP_Post>
	 */
	private static array $served = array();

	/**
	 * Whether the current site falls back to the network's posts.
	 */
	public static function applies_here(): bool {
		return is_multisite() && ! is_main_site();
	}

	/**
	 * The network's published `ui-template` that applies to a user on this site.
	 *
	 * @param WP_User $user The user (roles of the current site).
	 * @return array{post: WP_Post, fields: Fields, network: true}|null
	 */
	public static function template( WP_User $user ): ?array {
		if ( $user->ID < 1 || ! self::applies_here() ) {
			return null;
		}
		foreach ( NetworkLibrary::published( 'templates' ) as $entry ) {
			if ( TemplateFields::TYPE_UI_TEMPLATE !== $entry['type'] || ! self::audience_includes( $entry, $user ) ) {
				continue;
			}
			$found = NetworkLibrary::on_main_site(
				$entry['id'],
				static fn ( WP_Post $post ): array => array(
					'post'    => $post,
					'fields'  => TemplateStore::read( $post ),
					'network' => true,
				)
			);
			if ( null !== $found && 'publish' === $found['post']->post_status ) {
				self::$served[ spl_object_id( $found['post'] ) ] = $found['post'];
				return $found;
			}
		}
		return null;
	}

	/**
	 * Whether a template is the network's that this request fell back to
	 * (a post of the main site, whose id may be another post's here).
	 *
	 * @param WP_Post $post The template.
	 */
	public static function served( WP_Post $post ): bool {
		return ( self::$served[ spl_object_id( $post ) ] ?? null ) === $post;
	}

	/**
	 * The network's published menu that applies to a user on this site.
	 *
	 * @param WP_User $user The user (roles of the current site).
	 * @return array{post: WP_Post, fields: MenuFields}|null
	 */
	public static function menu( WP_User $user ): ?array {
		if ( $user->ID < 1 || ! self::applies_here() ) {
			return null;
		}
		foreach ( NetworkLibrary::published( 'menus' ) as $entry ) {
			if ( ! self::audience_includes( $entry, $user ) ) {
				continue;
			}
			$found = NetworkLibrary::on_main_site(
				$entry['id'],
				static fn ( WP_Post $post ): array => array(
					'post'   => $post,
					'fields' => MenuStore::read( $post ),
				)
			);
			if ( null !== $found && 'publish' === $found['post']->post_status ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * Whether an entry's audience includes the user, by the user's roles on
	 * the current site (the rules of templates and menus alike).
	 *
	 * @param array{forRoles: list<string>, forUsers: list<int>, excludesRoles: list<string>, excludesUsers: list<int>} $entry Audience lists.
	 * @param WP_User                                                                                                   $user  The user.
	 */
	public static function audience_includes( array $entry, WP_User $user ): bool {
		return CustomMenus::applies( $entry, $user );
	}
}
