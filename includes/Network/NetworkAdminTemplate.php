<?php
/**
 * The network template that takes the network admin over.
 *
 * @package UiPress
 */

namespace UiPress\Network;

use UiPress\Lifecycle\NetworkAdmin;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplateStore;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The network admin (wp-admin/network/) belongs to no site, so no site's
 * template applies there, the main site's included. A published network
 * template whose super admin turned on "Also use in the network admin"
 * (NetworkMark::ADMIN_META) takes it over for the users its audience
 * includes, matched as on the main site (the network admin's site): this
 * class answers the lifecycle's `uipress/network_admin_takeover` filter
 * with true then, and is what CurrentTemplate finds there.
 *
 * The user admin (wp-admin/user/, for users who belong to no site) stays
 * stock: the filter is answered for the network admin only. Code that hands
 * the user admin over with the filter gets the same template there.
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class NetworkAdminTemplate {

	/**
	 * What this request found, by user id.
	 *
	 * @var array<int, array{post: WP_Post, fields: Fields, network: true}|null>
	 */
	private static array $found = array();

	/**
	 * Adds the hooks (multisite only).
	 */
	public static function register_hooks(): void {
		add_filter( NetworkAdmin::TAKEOVER_FILTER, array( self::class, 'takeover' ), 10, 2 );
	}

	/**
	 * Filter callback for `uipress/network_admin_takeover`: true in the
	 * network admin when a network template for it applies to the current user.
	 *
	 * @param mixed $takeover What other code answered.
	 * @param mixed $area     'network' or 'user'.
	 * @return mixed
	 */
	public static function takeover( $takeover, $area ) {
		if ( true === $takeover || 'network' !== $area ) {
			return $takeover;
		}
		return null !== self::for_user( wp_get_current_user() ) ? true : $takeover;
	}

	/**
	 * The published network template for the network admin that applies to
	 * a user (their roles on the main site), or null. Only in the network
	 * and user admins: everywhere else, null.
	 *
	 * @param WP_User $user The user.
	 * @return array{post: WP_Post, fields: Fields, network: true}|null
	 */
	public static function for_user( WP_User $user ): ?array {
		if ( $user->ID < 1 || ! is_multisite() || ! NetworkAdmin::is_network_area() ) {
			return null;
		}
		if ( ! array_key_exists( $user->ID, self::$found ) ) {
			self::$found[ $user->ID ] = self::search( $user );
		}
		return self::$found[ $user->ID ];
	}

	/**
	 * Looks through the network's published templates, in the order they apply.
	 *
	 * @param WP_User $user The user.
	 * @return array{post: WP_Post, fields: Fields, network: true}|null
	 */
	private static function search( WP_User $user ): ?array {
		foreach ( NetworkLibrary::published( 'templates' ) as $entry ) {
			if ( ! $entry['networkAdmin'] || TemplateFields::TYPE_UI_TEMPLATE !== $entry['type'] ) {
				continue;
			}
			$found = NetworkLibrary::on_main_site(
				$entry['id'],
				static function ( WP_Post $post ) use ( $user ): ?array {
					// The audience by the user's roles on the main site, the network admin's own.
					$here   = (int) $user->get_site_id() === get_current_blog_id() ? $user : new WP_User( $user->ID );
					$fields = TemplateStore::read( $post );
					$for_it = 'publish' === $post->post_status && NetworkFallback::audience_includes( $fields, $here );
					return $for_it ? array(
						'post'    => $post,
						'fields'  => $fields,
						'network' => true,
					) : null;
				}
			);
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * Forgets what this request found (tests switch users and screens).
	 */
	public static function reset(): void {
		self::$found = array();
	}
}
