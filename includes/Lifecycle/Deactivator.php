<?php
/**
 * Plugin deactivation.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

use UiPress\Activity\ActivityPruner;

defined( 'ABSPATH' ) || exit;

/**
 * Runs when UiPress is deactivated. Stored templates, menus and settings stay:
 * only uninstalling removes them.
 */
final class Deactivator {

	/**
	 * Deactivation hook (register_deactivation_hook): on network
	 * deactivation, each site of the network up to the set-up limit (the
	 * caches it clears expire by themselves elsewhere).
	 *
	 * @param bool|mixed $network_wide Whether UiPress was network-deactivated.
	 */
	public static function deactivate( $network_wide = false ): void {
		if ( true === $network_wide && is_multisite() ) {
			Sites::each( array( self::class, 'clear_site' ), get_current_network_id(), NetworkSetup::DEFAULT_LIMIT );
			return;
		}
		self::clear_site( get_current_blog_id() );
	}

	/**
	 * Clears caches of the current site that would be stale if the plugin
	 * came back later.
	 *
	 * @param int $site_id The site (unused: already switched to).
	 */
	public static function clear_site( int $site_id ): void {
		unset( $site_id );
		foreach ( StoredData::TRANSIENTS as $transient ) {
			delete_transient( $transient );
		}
		ActivityPruner::unschedule();
	}
}
