<?php
/**
 * Records changes to roles.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;

defined( 'ABSPATH' ) || exit;

/**
 * Events: role.created, role.updated (name, capabilities added and removed),
 * role.deleted, read from the site's roles option (`{prefix}user_roles`)
 * whenever it is written, so every writer is logged: UiPress's role editor,
 * add_role(), remove_role(), WP_Role::add_cap(), another plugin's
 * update_option(). Several writes in one request (capabilities added one by
 * one) make one event per role.
 */
final class RoleRecorder {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'updated_option', array( self::class, 'option_updated' ), 10, 3 );
	}

	/**
	 * `updated_option`: the roles option of the current site.
	 *
	 * @param string|mixed $option The option.
	 * @param mixed        $before Its value before.
	 * @param mixed        $after  Its value after.
	 */
	public static function option_updated( $option, $before, $after ): void {
		if ( ! is_string( $option ) || wp_roles()->role_key !== $option ) {
			return;
		}
		$before = self::roles( $before );
		$after  = self::roles( $after );
		foreach ( $after as $slug => $role ) {
			if ( ! isset( $before[ $slug ] ) ) {
				self::record( 'role.created', $slug, $role['name'], self::diff( array(), $role['capabilities'] ) + self::name_change( '', $role['name'] ) );
				continue;
			}
			$changes = self::name_change( $before[ $slug ]['name'], $role['name'] ) + self::diff( $before[ $slug ]['capabilities'], $role['capabilities'] );
			if ( array() === $changes ) {
				continue;
			}
			if ( ActivityLog::is_queued( 'role.created', 'role', $slug ) ) {
				self::record( 'role.created', $slug, $role['name'], $changes );
				continue;
			}
			self::record( 'role.updated', $slug, $role['name'], $changes );
		}
		foreach ( array_diff_key( $before, $after ) as $slug => $role ) {
			self::record( 'role.deleted', (string) $slug, $role['name'] );
		}
	}

	/**
	 * Capabilities added (true, or false for denied), changed and removed
	 * (null), one field each.
	 *
	 * @param array<string, bool> $before Capabilities before.
	 * @param array<string, bool> $after  Capabilities after.
	 * @return array<string, array{before: bool|null, after: bool|null}>
	 */
	private static function diff( array $before, array $after ): array {
		$changes = array();
		foreach ( array_unique( array_merge( array_keys( $before ), array_keys( $after ) ) ) as $cap ) {
			$old = $before[ $cap ] ?? null;
			$new = $after[ $cap ] ?? null;
			if ( $old !== $new ) {
				$changes[ 'cap:' . $cap ] = array(
					'before' => $old,
					'after'  => $new,
				);
			}
		}
		return $changes;
	}

	/**
	 * A renamed role's change.
	 *
	 * @param string $before The name before.
	 * @param string $after  The name after.
	 * @return array<string, array{before: string, after: string}>
	 */
	private static function name_change( string $before, string $after ): array {
		return $before === $after ? array() : array(
			'name' => array(
				'before' => $before,
				'after'  => $after,
			),
		);
	}

	/**
	 * The roles option's value, typed.
	 *
	 * @param mixed $value The option's value.
	 * @return array<string, array{name: string, capabilities: array<string, bool>}>
	 */
	private static function roles( $value ): array {
		$roles = array();
		foreach ( is_array( $value ) ? $value : array() as $slug => $role ) {
			if ( ! is_array( $role ) ) {
				continue;
			}
			$caps = array();
			foreach ( is_array( $role['capabilities'] ?? null ) ? $role['capabilities'] : array() as $cap => $granted ) {
				$caps[ (string) $cap ] = (bool) $granted;
			}
			$roles[ (string) $slug ] = array(
				'name'         => is_string( $role['name'] ?? null ) ? $role['name'] : (string) $slug,
				'capabilities' => $caps,
			);
		}
		return $roles;
	}

	/**
	 * Queues a role's event.
	 *
	 * @param string                                            $action  The action.
	 * @param string                                            $slug    The role.
	 * @param string                                            $name    Its name.
	 * @param array<string, array{before: mixed, after: mixed}> $changes The changes.
	 */
	private static function record( string $action, string $slug, string $name, array $changes = array() ): void {
		ActivityLog::record( $action, 'role', $slug, $name, $changes );
	}
}
