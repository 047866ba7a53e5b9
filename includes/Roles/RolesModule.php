<?php
/**
 * Hooks and routes of the role editor (roles, capabilities, per-user capabilities).
 *
 * @package UiPress
 */

namespace UiPress\Roles;

use UiPress\Rest\Roles\CapabilitiesController;
use UiPress\Rest\Roles\RolesController;
use UiPress\Rest\Roles\UserCapabilitiesController;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the role editor (roles, capabilities, per-user capabilities); UserManagement calls it only while user management is on.
 */
final class RolesModule {

	/**
	 * Adds the hooks: none, the role editor acts only through its routes
	 * (the activity log records role changes from WordPress's own data).
	 */
	public static function register_hooks(): void {
	}

	/**
	 * Registers the REST routes (on rest_api_init): `/roles`, `/roles/{role}`,
	 * `/capabilities`, `/users/{id}/capabilities`.
	 */
	public static function register_routes(): void {
		( new RolesController() )->register_routes();
		( new CapabilitiesController() )->register_routes();
		( new UserCapabilitiesController() )->register_routes();
	}
}
