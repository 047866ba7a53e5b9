<?php
/**
 * Network templates and menus: the service Plugin registers.
 *
 * @package UiPress
 */

namespace UiPress\Network;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the network's hooks. The routes exist everywhere (a single site
 * lists nothing) and a REST write's `network` member is taken out
 * everywhere (a single site ignores it); the mark's guard and the cache
 * hooks exist only on a network.
 * See docs/NETWORK-TEMPLATES.md.
 */
final class Network {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		NetworkMark::register_hooks();
		if ( is_multisite() ) {
			NetworkLibrary::register_hooks();
			NetworkAdminTemplate::register_hooks();
		}
	}

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public static function register_routes(): void {
		( new NetworkController() )->register_routes();
	}
}
