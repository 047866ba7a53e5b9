<?php
/**
 * The one guard of every role and capability write (role editor and users app).
 *
 * @package UiPress
 */

namespace UiPress\Roles;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Refuses privilege escalation: each check answers true or a WP_Error (403
 * unless said otherwise) with its own code, listed in docs/USERS.md.
 *
 * What the actor "has" is their raw capabilities (roles, then their own),
 * never role names; on multisite a super admin has everything and a site
 * admin never has what map_meta_cap reserves to super admins (CapabilityRules).
 * `get_editable_roles()` is asked for the current user, so call these
 * checks with the current user as actor.
 */
final class RoleGuard {

	/**
	 * Whether the actor may grant these capabilities: each one granted must
	 * be one they have.
	 *
	 * @param WP_User                        $actor The user making the change.
	 * @param array<int|string, string|bool> $caps  Names, or name => grant (only true grants are checked).
	 * @return true|WP_Error
	 */
	public static function can_grant( WP_User $actor, array $caps ) {
		foreach ( $caps as $key => $value ) {
			$cap = is_int( $key ) ? (string) $value : $key;
			if ( ! is_int( $key ) && true !== $value ) {
				continue;
			}
			$valid = self::valid_capability( $cap );
			if ( true !== $valid ) {
				return $valid;
			}
			if ( ! CapabilityRules::actor_has( $actor, $cap ) ) {
				return self::refusal_to_grant( $cap );
			}
		}
		return true;
	}

	/**
	 * Whether the actor may edit this role at all: it exists, is one of
	 * `get_editable_roles()` and grants nothing the actor lacks.
	 *
	 * @param WP_User $actor The user making the change.
	 * @param string  $role  Role slug.
	 * @return true|WP_Error
	 */
	public static function can_edit_role( WP_User $actor, string $role ) {
		$object = wp_roles()->get_role( $role );
		if ( null === $object ) {
			return new WP_Error( 'uipress_role_not_found', __( 'That role does not exist.', 'uipress' ), array( 'status' => 404 ) );
		}
		if ( ! array_key_exists( $role, self::editable_roles() ) ) {
			return self::forbidden( 'uipress_role_not_editable', __( 'Sorry, you are not allowed to change this role.', 'uipress' ) );
		}
		foreach ( CapabilityRules::normalise( $object->capabilities ) as $cap => $granted ) {
			if ( $granted && ! CapabilityRules::ineffective_on_site( $cap ) && ! CapabilityRules::actor_has( $actor, $cap ) ) {
				return self::forbidden(
					'uipress_role_above_actor',
					/* translators: %s: capability name. */
					sprintf( __( 'Sorry, this role has a capability you do not have (%s), so you cannot change or assign it.', 'uipress' ), $cap )
				);
			}
		}
		return true;
	}

	/**
	 * Whether the actor may give a role this full set of capabilities.
	 *
	 * @param WP_User             $actor The user making the change.
	 * @param string              $role  Role slug.
	 * @param array<string, bool> $caps  The role's whole new set.
	 * @return true|WP_Error
	 */
	public static function can_set_role_capabilities( WP_User $actor, string $role, array $caps ) {
		$editable = self::can_edit_role( $actor, $role );
		if ( true !== $editable ) {
			return $editable;
		}
		$before = CapabilityRules::role_capabilities( $role );
		$grants = self::new_grants( $before, $caps );
		$grant  = self::can_grant( $actor, $grants );
		if ( true !== $grant ) {
			return $grant;
		}
		foreach ( array_keys( $caps ) as $cap ) {
			$valid = self::valid_capability( (string) $cap );
			if ( true !== $valid ) {
				return $valid;
			}
		}
		$overrides = array( $role => $caps );
		$way_back  = self::keeps_a_way_back_in( $actor, $overrides );
		if ( true !== $way_back ) {
			return $way_back;
		}
		if ( CapabilityRules::is_administrator_set( $before ) && ! CapabilityRules::is_administrator_set( $caps ) ) {
			return self::keeps_an_administrator( $overrides );
		}
		return true;
	}

	/**
	 * Whether the actor may create a role with these capabilities.
	 *
	 * @param WP_User             $actor The user making the change.
	 * @param array<string, bool> $caps  The new role's capabilities.
	 * @return true|WP_Error
	 */
	public static function can_create_role( WP_User $actor, array $caps ) {
		foreach ( array_keys( $caps ) as $cap ) {
			$valid = self::valid_capability( (string) $cap );
			if ( true !== $valid ) {
				return $valid;
			}
		}
		return self::can_grant( $actor, $caps );
	}

	/**
	 * Whether the actor may delete a role, its users moved to `$reassign`.
	 *
	 * @param WP_User     $actor    The user making the change.
	 * @param string      $role     Role slug.
	 * @param string|null $reassign The role its users move to (required when it has users).
	 * @return true|WP_Error
	 */
	public static function can_delete_role( WP_User $actor, string $role, ?string $reassign ) {
		$editable = self::can_edit_role( $actor, $role );
		if ( true !== $editable ) {
			return $editable;
		}
		$reason = self::undeletable_reason( $actor, $role );
		if ( null !== $reason ) {
			return $reason;
		}
		$users = CapabilityRules::count_role_users( $role );
		if ( $users > 0 && ( null === $reassign || '' === $reassign ) ) {
			return new WP_Error( 'uipress_role_reassign_required', __( 'This role has users: choose the role they move to first.', 'uipress' ), array( 'status' => 400 ) );
		}
		if ( null === $reassign || '' === $reassign ) {
			return true;
		}
		if ( $reassign === $role || null === wp_roles()->get_role( $reassign ) ) {
			return new WP_Error( 'uipress_role_reassign_invalid', __( 'Users can only move to another existing role.', 'uipress' ), array( 'status' => 400 ) );
		}
		$target = self::can_edit_role( $actor, $reassign );
		if ( true !== $target ) {
			return $target;
		}
		$before = CapabilityRules::role_capabilities( $role );
		$after  = CapabilityRules::role_capabilities( $reassign );
		if ( $users > 0 && CapabilityRules::is_administrator_set( $before ) && ! CapabilityRules::is_administrator_set( $after ) ) {
			return self::keeps_an_administrator( array( $role => array() ) );
		}
		return true;
	}

	/**
	 * Why a role cannot be deleted whoever its users move to, or null: the
	 * administrator role, the default role for new users, a role the actor holds.
	 *
	 * @param WP_User $actor The user making the change.
	 * @param string  $role  Role slug.
	 */
	public static function undeletable_reason( WP_User $actor, string $role ): ?WP_Error {
		if ( 'administrator' === $role ) {
			return self::forbidden( 'uipress_role_administrator', __( 'The Administrator role cannot be deleted.', 'uipress' ) );
		}
		if ( get_option( 'default_role' ) === $role ) {
			return self::forbidden( 'uipress_role_default', __( 'This is the default role for new users: make another role the default before deleting it.', 'uipress' ) );
		}
		if ( in_array( $role, $actor->roles, true ) ) {
			return self::forbidden( 'uipress_role_held', __( 'You cannot delete a role you hold yourself.', 'uipress' ) );
		}
		return null;
	}

	/**
	 * Whether the actor may give a user exactly these roles (the users app's
	 * role changes): they may promote that user, and every role added or
	 * removed is one they may edit; nobody loses their own way back in or the
	 * site's last administrator.
	 *
	 * @param WP_User  $actor  The user making the change.
	 * @param WP_User  $target The user whose roles change.
	 * @param string[] $roles  The target's whole new list of roles.
	 * @return true|WP_Error
	 */
	public static function can_assign_roles( WP_User $actor, WP_User $target, array $roles ) {
		if ( ! user_can( $actor, 'promote_user', $target->ID ) ) {
			return self::forbidden( 'uipress_user_not_promotable', __( 'Sorry, you are not allowed to change this user\'s roles.', 'uipress' ) );
		}
		$roles   = array_values( array_unique( array_map( 'strval', $roles ) ) );
		$changed = array_merge( array_diff( $roles, $target->roles ), array_diff( $target->roles, $roles ) );
		foreach ( $changed as $role ) {
			$editable = self::can_edit_role( $actor, $role );
			if ( true !== $editable ) {
				return $editable;
			}
		}
		if ( array() === $changed ) {
			return true;
		}
		$own_caps = CapabilityRules::own_capabilities( $target );
		$after    = CapabilityRules::effective( $roles, array(), $own_caps );
		if ( $actor->ID === $target->ID ) {
			$way_back = self::keeps_a_way_back_in( $actor, array(), $after );
			if ( true !== $way_back ) {
				return $way_back;
			}
		}
		if ( CapabilityRules::is_administrator_set( CapabilityRules::effective_for( $target ) ) && ! CapabilityRules::is_administrator_set( $after ) ) {
			return self::keeps_an_administrator( array(), $target );
		}
		return true;
	}

	/**
	 * Whether the actor may set a user's own capabilities (granted true,
	 * denied false, absent from roles) to this full set: they may edit and
	 * promote the user, and have every capability whose entry changes.
	 *
	 * @param WP_User             $actor  The user making the change.
	 * @param WP_User             $target The user whose capabilities change.
	 * @param array<string, bool> $caps   The target's whole new set of own capabilities.
	 * @return true|WP_Error
	 */
	public static function can_set_user_capabilities( WP_User $actor, WP_User $target, array $caps ) {
		if ( ! user_can( $actor, 'edit_user', $target->ID ) || ! user_can( $actor, 'promote_user', $target->ID ) ) {
			return self::forbidden( 'uipress_user_not_promotable', __( 'Sorry, you are not allowed to change this user\'s capabilities.', 'uipress' ) );
		}
		$before = CapabilityRules::own_capabilities( $target );
		foreach ( array_keys( $before + $caps ) as $cap ) {
			$cap   = (string) $cap;
			$valid = self::valid_capability( $cap );
			if ( true !== $valid ) {
				return $valid;
			}
			$unchanged = array_key_exists( $cap, $before ) && array_key_exists( $cap, $caps ) && $before[ $cap ] === $caps[ $cap ];
			if ( ! $unchanged && ! CapabilityRules::actor_has( $actor, $cap ) ) {
				return self::refusal_to_grant( $cap );
			}
		}
		$after = CapabilityRules::effective( $target->roles, array(), $caps );
		if ( $actor->ID === $target->ID ) {
			$way_back = self::keeps_a_way_back_in( $actor, array(), $after );
			if ( true !== $way_back ) {
				return $way_back;
			}
		}
		if ( CapabilityRules::is_administrator_set( CapabilityRules::effective_for( $target ) ) && ! CapabilityRules::is_administrator_set( $after ) ) {
			return self::keeps_an_administrator( array(), $target );
		}
		return true;
	}

	/**
	 * Whether the actor still has `manage_options` and `promote_users` (those
	 * of the two they have now) after a change of roles' capabilities or of
	 * their own capabilities. Super admins always keep theirs.
	 *
	 * @param WP_User                            $actor           The user making the change.
	 * @param array<string, array<string, bool>> $role_overrides  Roles' new capability sets, by slug.
	 * @param array<string, bool>|null           $actor_caps_after The actor's effective capabilities after, when their roles or own capabilities change.
	 * @return true|WP_Error
	 */
	public static function keeps_a_way_back_in( WP_User $actor, array $role_overrides = array(), ?array $actor_caps_after = null ) {
		if ( is_multisite() && is_super_admin( $actor->ID ) ) {
			return true;
		}
		$before = CapabilityRules::effective_for( $actor );
		$after  = $actor_caps_after ?? CapabilityRules::effective( $actor->roles, $role_overrides, CapabilityRules::own_capabilities( $actor ) );
		foreach ( CapabilityRules::WAY_BACK_IN as $cap ) {
			if ( ! empty( $before[ $cap ] ) && empty( $after[ $cap ] ) ) {
				return self::forbidden(
					'uipress_way_back_in',
					/* translators: %s: capability name. */
					sprintf( __( 'This change would take away your own %s capability, your way back in. Ask another administrator to make it.', 'uipress' ), $cap )
				);
			}
		}
		return true;
	}

	/**
	 * Whether some user of the site is still an administrator (has
	 * `manage_options` and `promote_users`) after the change.
	 *
	 * @param array<string, array<string, bool>> $role_overrides Roles' new capability sets, by slug.
	 * @param WP_User|null                       $changed        A user whose roles or capabilities change (not counted).
	 * @return true|WP_Error
	 */
	public static function keeps_an_administrator( array $role_overrides, ?WP_User $changed = null ) {
		if ( CapabilityRules::has_other_administrator( $role_overrides, null === $changed ? 0 : $changed->ID ) ) {
			return true;
		}
		return self::forbidden( 'uipress_last_administrator', __( 'This change would leave the site without an administrator.', 'uipress' ) );
	}

	/**
	 * The roles the current user may edit (core's list, filterable by `editable_roles`).
	 *
	 * @return array<string, array<mixed>>
	 */
	public static function editable_roles(): array {
		if ( ! function_exists( 'get_editable_roles' ) ) {
			require_once ABSPATH . 'wp-admin/includes/user.php'; // @phpstan-ignore requireOnce.fileNotFound
		}
		$roles = array();
		foreach ( get_editable_roles() as $slug => $role ) {
			$roles[ (string) $slug ] = (array) $role;
		}
		return $roles;
	}

	/**
	 * A capability name is a non-empty string of printable characters, not a role name.
	 *
	 * @param string $cap Capability name.
	 * @return true|WP_Error
	 */
	public static function valid_capability( string $cap ) {
		if ( '' === $cap || strlen( $cap ) > CapabilityRules::MAX_NAME || 1 !== preg_match( '/^[^\p{C}<>"\'&]+$/u', $cap ) ) {
			return new WP_Error( 'uipress_capability_invalid', __( 'A capability name is invalid.', 'uipress' ), array( 'status' => 400 ) );
		}
		if ( wp_roles()->is_role( $cap ) ) {
			return new WP_Error(
				'uipress_capability_is_role',
				/* translators: %s: role slug. */
				sprintf( __( '"%s" is a role, not a capability.', 'uipress' ), $cap ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * The capabilities granted in `$after` that `$before` did not grant.
	 *
	 * @param array<string, bool> $before Set before.
	 * @param array<string, bool> $after  Set after.
	 * @return array<string, bool>
	 */
	private static function new_grants( array $before, array $after ): array {
		return array_filter(
			$after,
			static fn( $granted, $cap ): bool => true === $granted && empty( $before[ $cap ] ),
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * The refusal to grant a capability the actor lacks (its own code for those reserved to super admins).
	 *
	 * @param string $cap Capability name.
	 */
	private static function refusal_to_grant( string $cap ): WP_Error {
		if ( is_multisite() && CapabilityRules::reserved_to_super_admins( $cap ) ) {
			return self::forbidden(
				'uipress_capability_super_admin_only',
				/* translators: %s: capability name. */
				sprintf( __( 'Only a network super admin can grant %s.', 'uipress' ), $cap )
			);
		}
		return self::forbidden(
			'uipress_capability_not_held',
			/* translators: %s: capability name. */
			sprintf( __( 'Sorry, you cannot grant or change %s: you do not have it yourself.', 'uipress' ), $cap )
		);
	}

	/**
	 * A 403 error.
	 *
	 * @param string $code    Error code.
	 * @param string $message Translated message.
	 */
	private static function forbidden( string $code, string $message ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => 403 ) );
	}
}
