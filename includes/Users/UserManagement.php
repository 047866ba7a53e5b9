<?php
/**
 * The user management switch: the users app, the role editor and the
 * activity log, all behind the site setting `userManagementEnabled`.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use UiPress\Activity\ActivityModule;
use UiPress\Roles\RolesModule;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * With the setting off nothing of user management loads: no hooks, no
 * routes, no screens, no logging. Its one exception is the activity table's
 * lifecycle (Lifecycle\Activator, Uninstaller), which is owned data.
 */
final class UserManagement {

	/**
	 * The site setting that turns user management on (off by default).
	 */
	public const SETTING = 'userManagementEnabled';

	/**
	 * Whether user management is on for the current site.
	 */
	public static function enabled(): bool {
		return true === SiteSettings::get( self::SETTING );
	}

	/**
	 * Whether the parts' hooks were added in this request.
	 *
	 * @var bool
	 */
	private static bool $booted = false;

	/**
	 * Adds the hooks of every part on `init` (settings are read with their
	 * translated schema, which must wait for it), when user management is on.
	 */
	public static function register_hooks(): void {
		add_action( 'init', array( self::class, 'boot' ), 1 );
	}

	/**
	 * Adds the parts' hooks once, when user management is on.
	 */
	public static function boot(): void {
		if ( self::$booted || ! self::enabled() ) {
			return;
		}
		self::$booted = true;
		UserManagementScreens::register_hooks();
		UsersModule::register_hooks();
		RolesModule::register_hooks();
		ActivityModule::register_hooks();
	}

	/**
	 * Registers the REST routes of every part (on rest_api_init), when user
	 * management is on: off, the routes do not exist (404 rest_no_route).
	 */
	public static function register_routes(): void {
		if ( ! self::enabled() ) {
			return;
		}
		UsersModule::register_routes();
		RolesModule::register_routes();
		ActivityModule::register_routes();
	}
}
