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
 * lists nothing); the mark, its guard and the cache hooks only on a network.
 * See docs/NETWORK-TEMPLATES.md.
 */
final class Network {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		if ( ! is_multisite() ) {
			return;
		}
		NetworkMark::register_hooks();
		NetworkLibrary::register_hooks();
	}

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public static function register_routes(): void {
		( new NetworkController() )->register_routes();
	}
}
