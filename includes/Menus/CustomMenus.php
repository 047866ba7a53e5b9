<?php
/**
 * The custom admin menu that applies to a user.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Lifecycle\NetworkAdmin;
use UiPress\Network\NetworkFallback;
use UiPress\Settings\SiteSettings;
use UiPress\Templates\CurrentTemplate;
use UiPress\Templates\TemplateAudience;
use UiPress\Templates\TemplateFields;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A menu matches a user when the user's id is in forUsers or one of the
 * user's roles is in forRoles, and neither is excluded (an exclusion wins).
 * The first published match by menu_order, then newest date, applies (the
 * same search as templates: CurrentTemplate::first_published()). With the
 * menu creator off (setting `menuCreatorEnabled`) no custom menu applies and
 * no static menu is resolved: users see the menu WordPress builds. The
 * network and user admins belong to no site: no site's menu applies there.
 *
 * @phpstan-import-type MenuFields from MenuStore
 */
final class CustomMenus {

	/**
	 * The last search's result, keyed by site, user, roles and the posts' last change.
	 *
	 * @var array<string, array{post: WP_Post, fields: MenuFields}|null>
	 */
	private static array $matched = array();

	/**
	 * Whether the menu creator is on (setting `menuCreatorEnabled`, on
	 * unless turned off): its screen, custom and static menus.
	 */
	public static function enabled(): bool {
		return false !== SiteSettings::get( 'menuCreatorEnabled' );
	}

	/**
	 * The first published menu matching a user: `{ id, menu }`, or null.
	 *
	 * @param WP_User $user The user.
	 * @return array{id: int, menu: list<array<mixed>>}|null
	 */
	public static function for_user( WP_User $user ): ?array {
		$match = self::match( $user );
		if ( null === $match ) {
			return null;
		}
		return array(
			'id'   => (int) $match['post']->ID,
			'menu' => MenuStore::items( $match['fields'] ),
		);
	}

	/**
	 * The first published menu matching a user, with its field, or null.
	 *
	 * @param WP_User $user The user.
	 * @return array{post: WP_Post, fields: MenuFields}|null
	 */
	public static function match( WP_User $user ): ?array {
		if ( $user->ID < 1 || ! self::enabled() || NetworkAdmin::is_network_area() ) {
			return null;
		}
		// An interface page asks twice (its scripts, its configuration): one
		// search per site, user and roles until a post or its meta changes
		// (the posts' last change is the site's own, read through the object cache).
		$key = get_current_blog_id() . ':' . $user->ID . ':' . implode( ',', $user->roles ) . ':' . wp_cache_get_last_changed( 'posts' );
		if ( ! array_key_exists( $key, self::$matched ) ) {
			self::$matched = array( $key => self::search( $user ) );
		}
		return self::$matched[ $key ];
	}

	/**
	 * Searches the published menus for the first matching a user.
	 *
	 * @param WP_User $user The user.
	 * @return array{post: WP_Post, fields: MenuFields}|null
	 */
	private static function search( WP_User $user ): ?array {
		$own = CurrentTemplate::first_published(
			MenuPostType::NAME,
			static function ( WP_Post $post ) use ( $user ): ?array {
				$fields = MenuStore::read( $post );
				return self::applies( $fields, $user )
					? array(
						'post'   => $post,
						'fields' => $fields,
					)
					: null;
			}
		);
		// A sub-site without its own match falls back to the network's (multisite only).
		return $own ?? NetworkFallback::menu( $user );
	}

	/**
	 * Whether a menu's audience includes a user (the rules of templates).
	 *
	 * @param array{forRoles: list<string>, forUsers: list<int>, excludesRoles: list<string>, excludesUsers: list<int>} $fields Audience lists.
	 * @param WP_User                                                                                                   $user   The user.
	 */
	public static function applies( array $fields, WP_User $user ): bool {
		$audience                  = TemplateFields::defaults();
		$audience['forRoles']      = $fields['forRoles'];
		$audience['forUsers']      = $fields['forUsers'];
		$audience['excludesRoles'] = $fields['excludesRoles'];
		$audience['excludesUsers'] = $fields['excludesUsers'];
		return TemplateAudience::applies( $audience, $user );
	}
}
