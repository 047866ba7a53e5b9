<?php
/**
 * Users as the API shows them.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use WP_Application_Passwords;
use WP_Session_Tokens;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * UserRow and UserDetail (docs/USERS.md): a page of rows costs one query for
 * the users and their meta (cache_users()) and one for their post counts,
 * whatever its size. Permissions (`canEdit`, `canDelete`, `canPromote`) are
 * the current user's, as UserGuard answers them.
 *
 * @phpstan-type UserRow array{id: int, login: string, name: string, firstName: string, lastName: string, email: string, avatar: string, roles: string[], roleNames: string[], posts: int, registered: string, lastLogin: string|null, lastActivity: string|null, editUrl: string, canEdit: bool, canDelete: bool, canPromote: bool, isCurrent: bool}
 */
final class UserRows {

	/**
	 * The notes managers keep about a user (plain text).
	 */
	public const NOTES_META = 'uip_user_notes';

	/**
	 * Rows of these users, in this order (ids that are no user are left out).
	 *
	 * @param int[] $ids User ids.
	 * @return array<int, UserRow>
	 */
	public static function rows( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		cache_users( $ids );
		$posts = count_many_users_posts( $ids, 'post', true );
		return UserGuard::remembering(
			static function () use ( $ids, $posts ): array {
				$rows = array();
				foreach ( $ids as $id ) {
					$user = get_userdata( $id );
					if ( $user instanceof WP_User ) {
						$rows[] = self::row( $user, (int) ( $posts[ $id ] ?? 0 ) );
					}
				}
				return $rows;
			}
		);
	}

	/**
	 * One user's row.
	 *
	 * @param WP_User  $user  The user.
	 * @param int|null $posts Their published posts (null: counted here).
	 * @return UserRow
	 */
	public static function row( WP_User $user, ?int $posts = null ): array {
		$actor = wp_get_current_user();
		$roles = array_values( array_map( 'strval', $user->roles ) );
		if ( null === $posts ) {
			$counts = count_many_users_posts( array( $user->ID ), 'post', true );
			$posts  = (int) ( $counts[ $user->ID ] ?? 0 );
		}
		$can_edit = true === UserGuard::can_edit( $actor, $user );
		return array(
			'id'           => $user->ID,
			'login'        => $user->user_login,
			'name'         => $user->display_name,
			'firstName'    => self::meta_text( $user->ID, 'first_name' ),
			'lastName'     => self::meta_text( $user->ID, 'last_name' ),
			'email'        => $user->user_email,
			'avatar'       => (string) get_avatar_url( $user->ID, array( 'size' => 96 ) ),
			'roles'        => $roles,
			'roleNames'    => self::role_names( $roles ),
			'posts'        => $posts,
			'registered'   => self::registered( $user ),
			'lastLogin'    => LastSeen::iso( LastSeen::time_of( $user->ID, LastSeen::LAST_LOGIN ) ),
			'lastActivity' => LastSeen::iso( LastSeen::time_of( $user->ID, LastSeen::LAST_ACTIVITY ) ),
			'editUrl'      => $can_edit ? get_edit_user_link( $user->ID ) : '',
			'canEdit'      => $can_edit,
			'canDelete'    => true === UserGuard::can_delete( $actor, $user ),
			'canPromote'   => user_can( $actor, 'promote_user', $user->ID ) && true === UserGuard::not_above( $actor, $user ),
			'isCurrent'    => $actor->ID === $user->ID,
		);
	}

	/**
	 * One user's detail: the row, their sessions, application passwords,
	 * notes and own capabilities (granted true, denied false; roles left out).
	 *
	 * @param WP_User $user The user.
	 * @return array<string, mixed>
	 */
	public static function detail( WP_User $user ): array {
		$extra = array();
		foreach ( $user->caps as $cap => $granted ) {
			if ( ! wp_roles()->is_role( (string) $cap ) ) {
				$extra[ (string) $cap ] = (bool) $granted;
			}
		}
		return array_merge(
			self::row( $user ),
			array(
				'sessions'             => UserSessions::count( $user->ID ),
				'applicationPasswords' => count( WP_Application_Passwords::get_user_application_passwords( $user->ID ) ),
				'notes'                => self::meta_text( $user->ID, self::NOTES_META ),
				'extraCapabilities'    => (object) $extra,
			)
		);
	}

	/**
	 * Translated names of roles (a role that no longer exists shows its slug).
	 *
	 * @param string[] $roles Role slugs.
	 * @return string[]
	 */
	public static function role_names( array $roles ): array {
		$names = wp_roles()->get_names();
		return array_map(
			static fn( string $role ): string => isset( $names[ $role ] ) ? translate_user_role( $names[ $role ] ) : $role,
			$roles
		);
	}

	/**
	 * When the user registered, ISO-8601 UTC (core stores it in UTC).
	 *
	 * @param WP_User $user The user.
	 */
	public static function registered( WP_User $user ): string {
		$time = strtotime( $user->user_registered . ' UTC' );
		return gmdate( 'Y-m-d\TH:i:s\Z', false === $time ? 0 : $time );
	}

	/**
	 * A text user meta value ('' when none).
	 *
	 * @param int    $user_id The user.
	 * @param string $key     Meta key.
	 */
	private static function meta_text( int $user_id, string $key ): string {
		$value = get_user_meta( $user_id, $key, true );
		return is_string( $value ) ? $value : '';
	}
}
