<?php
/**
 * Base class for UiPress tests against the real WordPress.
 *
 * @package UiPress
 */

namespace UiPress\Tests;

use Yoast\PHPUnitPolyfills\TestCases\TestCase as PolyfillTestCase;

/**
 * Wraps every test in a database transaction rolled back afterwards, and
 * resets the request state WordPress keeps in globals.
 */
abstract class TestCase extends PolyfillTestCase {

	/**
	 * Counter that keeps generated user names unique within a run.
	 *
	 * @var int
	 */
	private static int $sequence = 0;

	/**
	 * Copies of the hooks as they were before the test.
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $hooks_backup = array();

	/**
	 * Starts a transaction.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( self::hooks() as $hook_name => $hook ) {
			$this->hooks_backup[ $hook_name ] = clone $hook;
		}
		self::db()->query( 'START TRANSACTION' );
		wp_cache_flush();
		wp_set_current_user( 0 );
	}

	/**
	 * Rolls back everything the test wrote and clears in-memory caches.
	 */
	protected function tear_down(): void {
		self::db()->query( 'ROLLBACK' );
		// Hooks a test added (directly or through the code under test) go away.
		$GLOBALS['wp_filter'] = $this->hooks_backup; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->hooks_backup   = array();
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_GET                      = array();
		$_POST                     = array();
		$_REQUEST                  = array();
		$GLOBALS['wp_rest_server'] = null;
		parent::tear_down();
	}

	/**
	 * The WordPress database object.
	 *
	 * @throws \LogicException When WordPress is not loaded.
	 */
	protected static function db(): \wpdb {
		$db = $GLOBALS['wpdb'] ?? null;
		if ( ! $db instanceof \wpdb ) {
			throw new \LogicException( 'WordPress is not loaded.' );
		}
		return $db;
	}

	/**
	 * The registered hooks, keyed by hook name.
	 *
	 * @return array<string, \WP_Hook>
	 */
	protected static function hooks(): array {
		$hooks = array();
		foreach ( is_array( $GLOBALS['wp_filter'] ?? null ) ? $GLOBALS['wp_filter'] : array() as $name => $hook ) {
			if ( $hook instanceof \WP_Hook ) {
				$hooks[ (string) $name ] = $hook;
			}
		}
		return $hooks;
	}

	/**
	 * A global WordPress array (menu, submenu…), asserted to be one.
	 *
	 * @param string $name Global variable name.
	 * @return array<mixed>
	 */
	protected function global_array( string $name ): array {
		$value = $GLOBALS[ $name ] ?? null;
		$this->assertIsArray( $value, "\${$name} is not an array." );
		return $value;
	}

	/**
	 * Inline script text a handle prints before or after itself.
	 *
	 * @param string $handle   Script handle.
	 * @param string $position 'before' or 'after'.
	 */
	protected function inline_script( string $handle, string $position ): string {
		$data = wp_scripts()->get_data( $handle, $position );
		$this->assertIsArray( $data, "{$handle} has no inline script {$position} it." );
		// WordPress seeds the list with `false` ((array) of a missing value).
		$lines = array_filter( $data, 'is_string' );
		return trim( implode( "\n", $lines ) );
	}

	/**
	 * Creates a user with a role and returns its id.
	 *
	 * @param string $role Role name, e.g. 'administrator', 'editor', 'subscriber'.
	 */
	protected function create_user( string $role ): int {
		++self::$sequence;
		$login = sprintf( 'uip_%s_%d_%d', $role, getmypid(), self::$sequence );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.com',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id, 'The test user could not be created.' );
		return $id;
	}

	/**
	 * Creates a user with a role and signs them in.
	 *
	 * @param string $role Role name.
	 */
	protected function act_as( string $role ): int {
		$id = $this->create_user( $role );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Runs a write the way content stored earlier got there, whoever the test
	 * signed in: without a user on the command line, which the write guard
	 * trusts (UiPress\Security\Writer). The test's user is signed in again after.
	 *
	 * @template T
	 * @param callable(): T $write The write.
	 * @return T
	 */
	protected static function stored_earlier( callable $write ) {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		try {
			return $write();
		} finally {
			wp_set_current_user( $user );
		}
	}
}
