<?php
/**
 * Plugin activation.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

use UiPress\Activity\ActivityTable;

defined( 'ABSPATH' ) || exit;

/**
 * Runs when UiPress is activated: on one site, or on every site of the
 * network when a super admin network-activates it (NetworkSetup).
 */
final class Activator {

	/**
	 * Activation hook (register_activation_hook).
	 *
	 * @param bool|mixed $network_wide Whether UiPress was network-activated.
	 */
	public static function activate( $network_wide = false ): void {
		if ( true === $network_wide && is_multisite() ) {
			NetworkSetup::set_up_network();
			return;
		}
		self::set_up_site();
	}

	/**
	 * Sets up the current site: runs the upgrade steps and records the
	 * installed version so later releases can migrate stored data.
	 * Idempotent.
	 */
	public static function set_up_site(): void {
		TemplateSecretsUpgrade::run();
		// Owned data: made whether user management is on or off.
		ActivityTable::create_or_upgrade();
		$installed = get_option( StoredData::VERSION_OPTION );

		if ( false === $installed ) {
			// Autoloaded: NetworkSetup reads it on every admin page of a network.
			add_option( StoredData::VERSION_OPTION, UIPRESS_VERSION, '', true );
			return;
		}
		if ( UIPRESS_VERSION !== $installed ) {
			update_option( StoredData::VERSION_OPTION, UIPRESS_VERSION, true );
		}
	}

	/**
	 * Whether the current site is set up for this version.
	 */
	public static function is_set_up(): bool {
		return UIPRESS_VERSION === get_option( StoredData::VERSION_OPTION );
	}
}
