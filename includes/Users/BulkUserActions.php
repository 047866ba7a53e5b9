<?php
/**
 * One action on many users.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /users/bulk`: each user is checked and changed on its own, in the
 * order given, so a refusal (a user above the actor, the last administrator,
 * the actor themselves) fails that user only and the rest go on; checks see
 * the changes made before them (deleting two administrators of three stops
 * at the last). Delete removes the user from this site on multisite, as
 * core's users screen does for site admins, their posts there going to
 * `reassign` (or deleted with them when none is given, as in core).
 */
final class BulkUserActions {

	public const ACTIONS = array( 'set-role', 'add-role', 'remove-role', 'send-reset', 'delete' );

	/**
	 * Most users in one request.
	 */
	public const MAX_IDS = 500;

	/**
	 * Runs the action.
	 *
	 * @param string $action   One of ACTIONS.
	 * @param int[]  $ids      Users.
	 * @param string $role     The role of the role actions.
	 * @param int    $reassign The user deleted users' content goes to (0: deleted with them).
	 * @return array{done: int[], failed: array<int, array{id: int, code: string, message: string}>}|WP_Error
	 */
	public static function run( string $action, array $ids, string $role = '', int $reassign = 0 ) {
		$checked = self::check_request( $action, $ids, $role, $reassign );
		if ( true !== $checked ) {
			return $checked;
		}
		if ( 'delete' === $action ) {
			require_once ABSPATH . 'wp-admin/includes/user.php'; // @phpstan-ignore requireOnce.fileNotFound
			if ( is_multisite() ) {
				require_once ABSPATH . 'wp-admin/includes/ms.php'; // @phpstan-ignore requireOnce.fileNotFound
			}
		}
		$actor  = wp_get_current_user();
		$done   = array();
		$failed = array();
		foreach ( array_values( array_unique( $ids ) ) as $id ) {
			$user   = UserLookup::find( $id );
			$result = $user instanceof WP_User ? self::apply( $action, $actor, $user, $role, $reassign ) : $user;
			if ( true === $result ) {
				$done[] = $id;
				continue;
			}
			$failed[] = array(
				'id'      => $id,
				'code'    => (string) $result->get_error_code(),
				'message' => $result->get_error_message(),
			);
		}
		return array(
			'done'   => $done,
			'failed' => $failed,
		);
	}

	/**
	 * The request as a whole: a role for role actions, a valid heir.
	 *
	 * @param string $action   The action.
	 * @param int[]  $ids      Users.
	 * @param string $role     The role.
	 * @param int    $reassign The heir.
	 * @return true|WP_Error
	 */
	private static function check_request( string $action, array $ids, string $role, int $reassign ) {
		if ( in_array( $action, array( 'set-role', 'add-role', 'remove-role' ), true ) && ( '' === $role || ! wp_roles()->is_role( $role ) ) ) {
			return new WP_Error( 'uipress_bulk_role_invalid', __( 'Choose an existing role for this action.', 'uipress' ), array( 'status' => 400 ) );
		}
		if ( 'delete' === $action && 0 !== $reassign && ( in_array( $reassign, $ids, true ) || ! UserLookup::find( $reassign ) instanceof WP_User ) ) {
			return new WP_Error( 'uipress_reassign_invalid', __( 'The content must go to another user of this site, not one being deleted.', 'uipress' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * The action on one user.
	 *
	 * @param string  $action   The action.
	 * @param WP_User $actor    The user acting.
	 * @param WP_User $user     The user acted on.
	 * @param string  $role     The role.
	 * @param int     $reassign The heir.
	 * @return true|WP_Error
	 */
	private static function apply( string $action, WP_User $actor, WP_User $user, string $role, int $reassign ) {
		switch ( $action ) {
			case 'send-reset':
				$allowed = UserGuard::can_edit( $actor, $user );
				return true === $allowed ? PasswordReset::send( $user ) : $allowed;
			case 'delete':
				$allowed = UserGuard::can_delete( $actor, $user );
				if ( true !== $allowed ) {
					return $allowed;
				}
				$deleted = is_multisite()
					? remove_user_from_blog( $user->ID, get_current_blog_id(), $reassign )
					: wp_delete_user( $user->ID, 0 === $reassign ? null : $reassign );
				return true === $deleted ? true : new WP_Error( 'uipress_user_not_deleted', __( 'The user could not be deleted.', 'uipress' ), array( 'status' => 500 ) );
			default:
				return self::change_roles( $action, $actor, $user, $role );
		}
	}

	/**
	 * A role action (set-role, add-role, remove-role) on one user, through RoleGuard.
	 *
	 * @param string  $action The action.
	 * @param WP_User $actor  The user acting.
	 * @param WP_User $user   The user acted on.
	 * @param string  $role   The role.
	 * @return true|WP_Error
	 */
	private static function change_roles( string $action, WP_User $actor, WP_User $user, string $role ) {
		$current = array_values( array_map( 'strval', $user->roles ) );
		if ( 'set-role' === $action ) {
			$roles = array( $role );
		} elseif ( 'add-role' === $action ) {
			$roles = array_values( array_unique( array_merge( $current, array( $role ) ) ) );
		} else {
			$roles = array_values( array_diff( $current, array( $role ) ) );
		}
		$allowed = UserGuard::can_set_roles( $actor, $user, $roles );
		if ( true !== $allowed ) {
			return $allowed;
		}
		UserEditor::apply_roles( $user, $roles );
		clean_user_cache( $user->ID );
		return true;
	}
}
