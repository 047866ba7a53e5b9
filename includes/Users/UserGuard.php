<?php
/**
 * Who may change which user.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use UiPress\Roles\CapabilityRules;
use UiPress\Roles\RoleGuard;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The users app's object checks, on top of `uipress_manage_users`: core's
 * meta capability of the object (`edit_user`, `delete_user`/`remove_user`,
 * `promote_user`, `create_users`), and nobody acts on a user "above" them:
 * one holding a role the actor may not edit (RoleGuard::can_edit_role(): a
 * role outside `get_editable_roles()` or granting a capability the actor
 * lacks). Role changes go through RoleGuard::can_assign_roles(), the one
 * guard of every role write. Each check answers true or a WP_Error (403).
 */
final class UserGuard {

	/**
	 * Answers of may_edit_role() while remembering() runs (null: not remembering).
	 *
	 * @var array<string, bool>|null
	 */
	private static ?array $memo = null;

	/**
	 * Whether the actor may edit the user (names, e-mail, notes, password
	 * reset, sessions). Everyone may act on themselves with `edit_user`.
	 *
	 * @param WP_User $actor  The user acting (the current user).
	 * @param WP_User $target The user acted on.
	 * @return true|WP_Error
	 */
	public static function can_edit( WP_User $actor, WP_User $target ) {
		if ( ! user_can( $actor, 'edit_user', $target->ID ) ) {
			return self::forbidden( 'uipress_user_not_editable', __( 'Sorry, you are not allowed to edit this user.', 'uipress' ) );
		}
		return self::not_above( $actor, $target );
	}

	/**
	 * Whether the actor may delete the user (on multisite: remove them from
	 * this site, as core's users screen does for site admins). Nobody deletes
	 * themselves or the site's last administrator.
	 *
	 * @param WP_User $actor  The user acting.
	 * @param WP_User $target The user to delete.
	 * @return true|WP_Error
	 */
	public static function can_delete( WP_User $actor, WP_User $target ) {
		if ( $actor->ID === $target->ID ) {
			return self::forbidden( 'uipress_user_delete_self', __( 'You cannot delete your own account here.', 'uipress' ) );
		}
		$cap = is_multisite() ? 'remove_user' : 'delete_user';
		if ( ! user_can( $actor, $cap, $target->ID ) ) {
			return self::forbidden( 'uipress_user_not_deletable', __( 'Sorry, you are not allowed to delete this user.', 'uipress' ) );
		}
		$above = self::not_above( $actor, $target );
		if ( true !== $above ) {
			return $above;
		}
		// An administrator deleting another leaves themselves: no need to look for one.
		$target_is_admin = CapabilityRules::is_administrator_set( CapabilityRules::effective_for( $target ) );
		if ( $target_is_admin && ! CapabilityRules::is_administrator_set( CapabilityRules::effective_for( $actor ) ) ) {
			return RoleGuard::keeps_an_administrator( array(), $target );
		}
		return true;
	}

	/**
	 * Whether the actor may give the user exactly these roles.
	 *
	 * @param WP_User  $actor  The user acting.
	 * @param WP_User  $target The user whose roles change.
	 * @param string[] $roles  The user's whole new list of roles.
	 * @return true|WP_Error
	 */
	public static function can_set_roles( WP_User $actor, WP_User $target, array $roles ) {
		$above = self::not_above( $actor, $target );
		if ( true !== $above ) {
			return $above;
		}
		return RoleGuard::can_assign_roles( $actor, $target, $roles );
	}

	/**
	 * Whether the actor may create a user with these roles.
	 *
	 * @param WP_User  $actor The user acting.
	 * @param string[] $roles The new user's roles.
	 * @return true|WP_Error
	 */
	public static function can_create( WP_User $actor, array $roles ) {
		if ( ! user_can( $actor, 'create_users' ) ) {
			return self::forbidden( 'uipress_user_cannot_create', __( 'Sorry, you are not allowed to create users.', 'uipress' ) );
		}
		foreach ( $roles as $role ) {
			$editable = RoleGuard::can_edit_role( $actor, $role );
			if ( true !== $editable ) {
				return $editable;
			}
		}
		return true;
	}

	/**
	 * Whether the user is not above the actor: every role they hold is one
	 * the actor may edit (the actor themselves always passes).
	 *
	 * @param WP_User $actor  The user acting.
	 * @param WP_User $target The user acted on.
	 * @return true|WP_Error
	 */
	public static function not_above( WP_User $actor, WP_User $target ) {
		if ( $actor->ID === $target->ID ) {
			return true;
		}
		foreach ( $target->roles as $role ) {
			if ( null !== wp_roles()->get_role( $role ) && ! self::may_edit_role( $actor, $role ) ) {
				return self::forbidden( 'uipress_user_above_actor', __( 'Sorry, this user has a role above your own, so you cannot change them.', 'uipress' ) );
			}
		}
		return true;
	}

	/**
	 * Runs code that asks about many users (a page of rows) with each role's
	 * answer remembered: the actor and the roles do not change meanwhile.
	 *
	 * @template T
	 * @param callable(): T $run The code.
	 * @return T
	 */
	public static function remembering( callable $run ) {
		self::$memo = array();
		try {
			return $run();
		} finally {
			self::$memo = null;
		}
	}

	/**
	 * Whether the actor may edit a role (remembered inside remembering()).
	 *
	 * @param WP_User $actor The user acting.
	 * @param string  $role  Role slug.
	 */
	private static function may_edit_role( WP_User $actor, string $role ): bool {
		if ( null === self::$memo ) {
			return true === RoleGuard::can_edit_role( $actor, $role );
		}
		$key = $actor->ID . '|' . $role;
		if ( ! isset( self::$memo[ $key ] ) ) {
			self::$memo[ $key ] = true === RoleGuard::can_edit_role( $actor, $role );
		}
		return self::$memo[ $key ];
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
