<?php
/**
 * The role editor's writes: roles and per-user capabilities.
 *
 * @package UiPress
 */

namespace UiPress\Roles;

use WP_Error;
use WP_Role;
use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Writes through WordPress's own data, so the activity log's recorders (which
 * watch the roles option, the role actions and the capabilities user meta)
 * see every change: one roles option write per change, not one per capability.
 * Callers check RoleGuard first; nothing here checks permissions.
 */
final class RoleStore {

	/**
	 * Users moved per query when a role is deleted.
	 */
	public const MOVE_BATCH = 200;

	/**
	 * Core's own roles.
	 */
	public const BUILT_IN = array( 'administrator', 'editor', 'author', 'contributor', 'subscriber' );

	/**
	 * Adds a role.
	 *
	 * @param string              $slug Unique slug (see unique_slug()).
	 * @param string              $name Display name.
	 * @param array<string, bool> $caps Capabilities.
	 * @return WP_Role|WP_Error
	 */
	public static function create( string $slug, string $name, array $caps ) {
		$role = add_role( $slug, $name, $caps );
		if ( ! $role instanceof WP_Role ) {
			return new WP_Error( 'uipress_role_exists', __( 'A role with that slug already exists.', 'uipress' ), array( 'status' => 400 ) );
		}
		self::refresh_current_user();
		return $role;
	}

	/**
	 * A free slug from a slug or a name: sanitize_key of it (spaces and dashes
	 * as underscores), `_2`, `_3`… appended while taken.
	 *
	 * @param string $source The requested slug or the role's name.
	 */
	public static function unique_slug( string $source ): string {
		$base = sanitize_key( str_replace( array( ' ', '-' ), '_', remove_accents( $source ) ) );
		$base = trim( (string) preg_replace( '/_+/', '_', $base ), '_' );
		$base = '' === $base ? 'custom_role' : substr( $base, 0, 60 );
		$slug = $base;
		$n    = 1;
		while ( wp_roles()->is_role( $slug ) ) {
			++$n;
			$slug = $base . '_' . $n;
		}
		return $slug;
	}

	/**
	 * Renames a role (its label; the slug stays) and/or replaces its
	 * capabilities with a full set, in one write of the roles option.
	 *
	 * @param string                   $slug Role slug.
	 * @param string|null              $name New display name, or null to keep it.
	 * @param array<string, bool>|null $caps The whole new set, or null to keep it.
	 */
	public static function update( string $slug, ?string $name, ?array $caps ): void {
		if ( null === $name && null === $caps ) {
			return;
		}
		self::save(
			static function ( array $roles ) use ( $slug, $name, $caps ): array {
				if ( null !== $name ) {
					$roles[ $slug ]['name'] = $name;
				}
				if ( null !== $caps ) {
					$roles[ $slug ]['capabilities'] = $caps;
				}
				return $roles;
			}
		);
	}

	/**
	 * Deletes a role after moving its users to another, in batches.
	 *
	 * @param string      $slug     Role slug.
	 * @param string|null $reassign The role its users move to (null: it has none).
	 * @return int Users moved.
	 */
	public static function delete( string $slug, ?string $reassign ): int {
		$moved = 0;
		if ( null !== $reassign && '' !== $reassign ) {
			do {
				$ids = ( new WP_User_Query(
					array(
						'role'        => $slug,
						'fields'      => 'ID',
						'number'      => self::MOVE_BATCH,
						'orderby'     => 'ID',
						'count_total' => false,
					)
				) )->get_results();
				foreach ( $ids as $id ) {
					self::move_user( new WP_User( is_numeric( $id ) ? (int) $id : 0 ), $slug, $reassign );
					++$moved;
				}
				$batch = count( $ids );
				// Moved users no longer match: the next query starts over.
			} while ( self::MOVE_BATCH === $batch );
		}
		remove_role( $slug );
		self::refresh_current_user();
		return $moved;
	}

	/**
	 * Replaces a user's own capability entries (granted true, denied false)
	 * with a full set, keeping their roles: one write of the capabilities meta.
	 *
	 * @param WP_User             $user The user.
	 * @param array<string, bool> $caps Their whole new set of own entries.
	 */
	public static function set_user_capabilities( WP_User $user, array $caps ): void {
		$entries = array();
		foreach ( CapabilityRules::normalise( $user->caps ) as $key => $value ) {
			if ( wp_roles()->is_role( $key ) ) {
				$entries[ $key ] = $value;
			}
		}
		$entries = array_replace( $entries, $caps );
		update_user_meta( $user->ID, $user->cap_key, $entries );
		$user->caps = $entries;
		$user->get_role_caps();
		$user->update_user_level_from_caps();
		if ( get_current_user_id() === $user->ID ) {
			// Another object than $user: it reads its entries again.
			wp_get_current_user()->for_site();
		}
	}

	/**
	 * Gives a user `$to` in place of `$from` (one write when it was their only role).
	 *
	 * @param WP_User $user The user.
	 * @param string  $from The role being deleted.
	 * @param string  $to   The role they move to.
	 */
	private static function move_user( WP_User $user, string $from, string $to ): void {
		if ( array( $from ) === array_values( $user->roles ) ) {
			$user->set_role( $to );
			return;
		}
		if ( ! in_array( $to, $user->roles, true ) ) {
			$user->add_role( $to );
		}
		$user->remove_role( $from );
	}

	/**
	 * Changes the roles data and writes the roles option once (WP_Roles
	 * writes it once per capability), then rebuilds the role objects.
	 *
	 * @param callable(array<array<mixed>>): array<array<mixed>> $change The change.
	 */
	private static function save( $change ): void {
		$wp_roles        = wp_roles();
		$wp_roles->roles = $change( $wp_roles->roles );
		if ( $wp_roles->use_db ) {
			update_option( $wp_roles->role_key, $wp_roles->roles );
		}
		$wp_roles->init_roles();
		self::refresh_current_user();
	}

	/**
	 * The signed-in user's capabilities follow the roles just written.
	 */
	private static function refresh_current_user(): void {
		$user = wp_get_current_user();
		if ( $user->exists() ) {
			$user->get_role_caps();
		}
	}
}
