<?php
/**
 * Hooks and routes of the users app (users list, editing, bulk actions, export, sign-in times).
 *
 * @package UiPress
 */

namespace UiPress\Users;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the users app (users list, editing, bulk actions, export, sign-in times); UserManagement calls it only while user management is on.
 */
final class UsersModule {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
	}

	/**
	 * Registers the REST routes (on rest_api_init).
	 */
	public static function register_routes(): void {
	}
}
