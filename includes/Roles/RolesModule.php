<?php
/**
 * Hooks and routes of the role editor (roles, capabilities, per-user capabilities).
 *
 * @package UiPress
 */

namespace UiPress\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the role editor (roles, capabilities, per-user capabilities); UserManagement calls it only while user management is on.
 */
final class RolesModule {

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
