<?php
/**
 * Shared set-up of the role editor's route tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Roles;

use UiPress\Tests\Rest\RestTestCase;

/**
 * User management on, no REST server yet; the roles reloaded after each test.
 */
abstract class RolesTestCase extends RestTestCase {

	use ManagesRoles;

	/**
	 * User management on.
	 */
	protected function set_up(): void {
		parent::set_up();
		self::switch_user_management( true );
	}

	/**
	 * The roles as before the test.
	 */
	protected function tear_down(): void {
		parent::tear_down();
		self::reload_roles();
	}
}
