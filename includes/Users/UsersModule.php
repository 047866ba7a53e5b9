<?php
/**
 * Hooks and routes of the users app (users list, editing, bulk actions, export, sign-in times).
 *
 * @package UiPress
 */

namespace UiPress\Users;

use UiPress\Rest\Users\UserAccessController;
use UiPress\Rest\Users\UsersBulkController;
use UiPress\Rest\Users\UsersController;
use UiPress\Rest\Users\UsersExportController;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the users app (users list, editing, bulk actions, export, sign-in times); UserManagement calls it only while user management is on.
 */
final class UsersModule {

	/**
	 * Adds the hooks: last sign-in and activity times.
	 */
	public static function register_hooks(): void {
		LastSeen::register_hooks();
	}

	/**
	 * Registers the REST routes (on rest_api_init).
	 */
	public static function register_routes(): void {
		( new UsersController() )->register_routes();
		( new UserAccessController() )->register_routes();
		( new UsersBulkController() )->register_routes();
		( new UsersExportController() )->register_routes();
	}
}
