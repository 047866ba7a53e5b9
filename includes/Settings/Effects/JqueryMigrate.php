<?php
/**
 * Settings jqueryMigrateBack and jqueryMigrate: jQuery without jQuery Migrate.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;
use WP_Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress registers `jquery` as an alias of `jquery-core` and
 * `jquery-migrate`; dropping the second dependency is what stops Migrate
 * from loading. `jqueryMigrateBack` does it on admin pages, `jqueryMigrate`
 * on every other page (the site's pages, the login page).
 */
final class JqueryMigrate {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		// After core registers its scripts (wp_default_scripts, priority 10).
		add_action( 'wp_default_scripts', array( self::class, 'remove_migrate' ), 11 );
	}

	/**
	 * Drops jquery-migrate from jquery's dependencies when the setting of
	 * this side (admin or site) is on.
	 *
	 * @param WP_Scripts $scripts The scripts being registered.
	 */
	public static function remove_migrate( $scripts ): void {
		$setting = is_admin() ? 'jqueryMigrateBack' : 'jqueryMigrate';
		if ( ! $scripts instanceof WP_Scripts || true !== SiteSettings::get( $setting ) ) {
			return;
		}
		$jquery = $scripts->registered['jquery'] ?? null;
		if ( null === $jquery ) {
			return;
		}
		$jquery->deps = array_values( array_diff( $jquery->deps, array( 'jquery-migrate' ) ) );
	}
}
