<?php
/**
 * The server values conditions are tested against.
 *
 * @package UiPress
 */

namespace UiPress\Engine;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * `engine.context` (src/engine/types/engine-config.ts): the user, the site,
 * the active plugins and the admin menu's notification count.
 *
 * @phpstan-type Context array{user: array{id: int, login: string, email: string, roles: list<string>, name: string}, site: array{title: string, url: string, adminUrl: string, locale: string}, activePlugins: list<string>, notificationCount: int}
 */
final class EngineContext {

	/**
	 * The context for a user.
	 *
	 * @param WP_User $user The signed-in user (ID 0 when nobody is).
	 * @return Context
	 */
	public static function for_user( WP_User $user ): array {
		return array(
			'user'              => array(
				'id'    => (int) $user->ID,
				'login' => (string) $user->user_login,
				'email' => (string) $user->user_email,
				'roles' => array_values( array_map( 'strval', $user->roles ) ),
				'name'  => (string) $user->display_name,
			),
			'site'              => array(
				'title'    => Text::decode( get_bloginfo( 'name' ) ),
				'url'      => home_url(),
				'adminUrl' => admin_url(),
				'locale'   => get_locale(),
			),
			'activePlugins'     => self::active_plugins(),
			'notificationCount' => $user->ID > 0 ? AdminCounts::notifications() : 0,
		);
	}

	/**
	 * Active plugins (network-activated ones too): each basename
	 * ('akismet/akismet.php') and its folder slug ('akismet'; for a plugin
	 * that is a single file, its name without '.php').
	 *
	 * @return list<string>
	 */
	public static function active_plugins(): array {
		$basenames = get_option( 'active_plugins', array() );
		$basenames = is_array( $basenames ) ? $basenames : array();
		if ( is_multisite() ) {
			$network   = get_site_option( 'active_sitewide_plugins', array() );
			$basenames = array_merge( $basenames, is_array( $network ) ? array_keys( $network ) : array() );
		}

		$names = array();
		foreach ( $basenames as $basename ) {
			if ( ! is_string( $basename ) || '' === $basename ) {
				continue;
			}
			$names[] = $basename;
			$names[] = str_contains( $basename, '/' ) ? strstr( $basename, '/', true ) : basename( $basename, '.php' );
		}
		return array_values( array_unique( array_filter( $names, static fn ( $name ): bool => is_string( $name ) && '' !== $name ) ) );
	}
}
