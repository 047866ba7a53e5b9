<?php
/**
 * Hooks and routes of the activity log (recorders, pruning, privacy tools).
 *
 * @package UiPress
 */

namespace UiPress\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the activity log (recorders, pruning, privacy tools); UserManagement calls it only while user management is on.
 */
final class ActivityModule {

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
