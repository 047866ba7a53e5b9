<?php
/**
 * Creates and edits users with core's checks.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Every check runs before anything is written, so a refused request changes
 * nothing. Writes go through core (wp_insert_user(), wp_update_user(),
 * WP_User::add_role()/remove_role()), so its hooks fire and the activity log
 * records them. An e-mail change is immediate, as in core's user editor and
 * REST API for another user: wp_update_user() sends core's "e-mail changed"
 * notice to the old address (filter `send_email_change_email`).
 */
final class UserEditor {

	/**
	 * Longest notes (characters).
	 */
	public const MAX_NOTES = 10000;

	/**
	 * Changes a user.
	 *
	 * @param WP_User              $user   The user.
	 * @param array<string, mixed> $fields firstName, lastName, name, email (strings), roles (string[]), notes (string); absent: unchanged.
	 * @return WP_User|WP_Error The user as saved.
	 */
	public static function update( WP_User $user, array $fields ) {
		$actor   = wp_get_current_user();
		$allowed = UserGuard::can_edit( $actor, $user );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$roles = isset( $fields['roles'] ) && is_array( $fields['roles'] ) ? self::role_list( $fields['roles'] ) : null;
		if ( null !== $roles && self::same_roles( $roles, $user->roles ) ) {
			$roles = null;
		}
		if ( null !== $roles ) {
			$allowed = UserGuard::can_set_roles( $actor, $user, $roles );
			if ( true !== $allowed ) {
				return $allowed;
			}
		}
		$data = array( 'ID' => $user->ID );
		foreach ( array(
			'firstName' => 'first_name',
			'lastName'  => 'last_name',
			'name'      => 'display_name',
			'email'     => 'user_email',
		) as $field => $column ) {
			if ( isset( $fields[ $field ] ) && is_string( $fields[ $field ] ) ) {
				$data[ $column ] = $fields[ $field ];
			}
		}
		if ( isset( $data['display_name'] ) && '' === $data['display_name'] ) {
			return new WP_Error( 'uipress_user_name_empty', __( 'The display name cannot be empty.', 'uipress' ), array( 'status' => 400 ) );
		}
		if ( isset( $data['user_email'] ) ) {
			$email = self::check_email( $data['user_email'], $user->ID );
			if ( $email instanceof WP_Error ) {
				return $email;
			}
		}

		if ( count( $data ) > 1 ) {
			$saved = wp_update_user( wp_slash( $data ) );
			if ( $saved instanceof WP_Error ) {
				return self::with_status( $saved );
			}
		}
		if ( null !== $roles ) {
			self::apply_roles( $user, $roles );
		}
		if ( isset( $fields['notes'] ) && is_string( $fields['notes'] ) ) {
			self::save_notes( $user->ID, $fields['notes'] );
		}
		clean_user_cache( $user->ID );
		$fresh = get_userdata( $user->ID );
		return $fresh instanceof WP_User ? $fresh : $user;
	}

	/**
	 * Creates a user; sends them core's welcome e-mail (a link to set their
	 * password) when asked.
	 *
	 * @param array<string, mixed> $fields login, email, firstName?, lastName?, roles (string[]), sendWelcome (bool), password?.
	 * @return WP_User|WP_Error
	 */
	public static function create( array $fields ) {
		$login = is_string( $fields['login'] ?? null ) ? $fields['login'] : '';
		$email = is_string( $fields['email'] ?? null ) ? $fields['email'] : '';
		$roles = self::role_list( is_array( $fields['roles'] ?? null ) ? $fields['roles'] : array() );

		$allowed = UserGuard::can_create( wp_get_current_user(), $roles );
		if ( true !== $allowed ) {
			return $allowed;
		}
		// On a network, wpmu_validate_user_signup() (in insert()) has stricter rules and its own messages.
		if ( '' === $login || ( ! is_multisite() && ! validate_username( $login ) ) ) {
			return self::bad_request( 'uipress_user_login_invalid', __( 'This username is invalid: use only letters, numbers, spaces and the characters _ . - @', 'uipress' ) );
		}
		if ( false !== username_exists( $login ) ) {
			return self::bad_request( 'uipress_user_login_exists', __( 'Sorry, that username already exists.', 'uipress' ) );
		}
		$checked = self::check_email( $email, 0 );
		if ( $checked instanceof WP_Error ) {
			return $checked;
		}
		$password = is_string( $fields['password'] ?? null ) && '' !== $fields['password'] ? $fields['password'] : wp_generate_password( 24 );
		if ( str_contains( $password, '\\' ) ) {
			return self::bad_request( 'uipress_user_password_invalid', __( 'Passwords cannot contain the "\\" character.', 'uipress' ) );
		}

		$id = self::insert(
			array(
				'user_login' => $login,
				'user_email' => $email,
				'user_pass'  => $password,
				'first_name' => is_string( $fields['firstName'] ?? null ) ? $fields['firstName'] : '',
				'last_name'  => is_string( $fields['lastName'] ?? null ) ? $fields['lastName'] : '',
				'role'       => $roles[0] ?? '',
			)
		);
		if ( $id instanceof WP_Error ) {
			return $id;
		}
		$user = get_userdata( $id );
		if ( ! $user instanceof WP_User ) {
			return new WP_Error( 'uipress_user_not_created', __( 'The user could not be created.', 'uipress' ), array( 'status' => 500 ) );
		}
		foreach ( array_slice( $roles, 1 ) as $role ) {
			$user->add_role( $role );
		}
		if ( false !== ( $fields['sendWelcome'] ?? true ) ) {
			wp_send_new_user_notifications( $id, 'user' );
		}
		clean_user_cache( $id );
		$fresh = get_userdata( $id );
		return $fresh instanceof WP_User ? $fresh : $user;
	}

	/**
	 * Inserts the user as core does: wp_insert_user() on a single site; on a
	 * network core's REST API way (the network's sign-up rules, a network
	 * user, then a member of this site with the role).
	 *
	 * @param array{user_login: string, user_email: string, user_pass: string, first_name: string, last_name: string, role: string} $data The user.
	 * @return int|WP_Error The new user's id.
	 */
	private static function insert( array $data ) {
		if ( ! is_multisite() ) {
			$id = wp_insert_user( wp_slash( $data ) ); // @phpstan-ignore argument.type (wp_slash() keeps the fields, typed only as strings)
			return $id instanceof WP_Error ? self::with_status( $id ) : $id;
		}
		$signup = wpmu_validate_user_signup( $data['user_login'], $data['user_email'] );
		$errors = $signup['errors'] ?? null;
		if ( $errors instanceof WP_Error && $errors->has_errors() ) {
			return self::bad_request( 'uipress_user_invalid', $errors->get_error_message() );
		}
		$id = wpmu_create_user( $data['user_login'], wp_generate_password( 24 ), $data['user_email'] );
		if ( false === $id ) {
			return new WP_Error( 'uipress_user_not_created', __( 'The user could not be created.', 'uipress' ), array( 'status' => 500 ) );
		}
		// The password as core's profile and REST API store it (slashed, like the login screen sends it).
		$saved = wp_update_user(
			wp_slash(
				array(
					'ID'         => $id,
					'user_pass'  => $data['user_pass'],
					'first_name' => $data['first_name'],
					'last_name'  => $data['last_name'],
				)
			)
		);
		if ( $saved instanceof WP_Error ) {
			return self::with_status( $saved );
		}
		$added = add_user_to_blog( get_current_blog_id(), $id, $data['role'] );
		return $added instanceof WP_Error ? self::with_status( $added ) : $id;
	}

	/**
	 * Gives a user exactly these roles: removes the others, adds the new
	 * ones (core's hooks fire for each; checks are the caller's).
	 *
	 * @param WP_User  $user  The user.
	 * @param string[] $roles The whole new list.
	 */
	public static function apply_roles( WP_User $user, array $roles ): void {
		foreach ( array_diff( $user->roles, $roles ) as $old ) {
			$user->remove_role( $old );
		}
		foreach ( array_diff( $roles, $user->roles ) as $new ) {
			$user->add_role( $new );
		}
	}

	/**
	 * Role slugs without repeats.
	 *
	 * @param array<mixed> $roles Asked roles.
	 * @return string[]
	 */
	public static function role_list( array $roles ): array {
		$list = array();
		foreach ( $roles as $role ) {
			if ( is_string( $role ) && '' !== $role && ! in_array( $role, $list, true ) ) {
				$list[] = $role;
			}
		}
		return $list;
	}

	/**
	 * Whether two role lists hold the same roles.
	 *
	 * @param string[] $a One list.
	 * @param string[] $b Another.
	 */
	private static function same_roles( array $a, array $b ): bool {
		sort( $a );
		sort( $b );
		return $a === $b;
	}

	/**
	 * Core's checks of an e-mail address: valid, not another user's.
	 *
	 * @param string $email   The address.
	 * @param int    $user_id The user it is for (0: a new user).
	 * @return true|WP_Error
	 */
	private static function check_email( string $email, int $user_id ) {
		if ( '' === $email || false === is_email( $email ) ) {
			return self::bad_request( 'uipress_user_email_invalid', __( 'Please enter a valid e-mail address.', 'uipress' ) );
		}
		$owner = email_exists( $email );
		if ( false !== $owner && $owner !== $user_id ) {
			return self::bad_request( 'uipress_user_email_exists', __( 'This e-mail address is already used by another user.', 'uipress' ) );
		}
		return true;
	}

	/**
	 * Saves the managers' notes (plain text; empty deletes them).
	 *
	 * @param int    $user_id The user.
	 * @param string $notes   The notes.
	 */
	private static function save_notes( int $user_id, string $notes ): void {
		$notes = trim( mb_substr( sanitize_textarea_field( $notes ), 0, self::MAX_NOTES ) );
		if ( '' === $notes ) {
			delete_user_meta( $user_id, UserRows::NOTES_META );
			return;
		}
		update_user_meta( $user_id, UserRows::NOTES_META, wp_slash( $notes ) );
	}

	/**
	 * A 400 error.
	 *
	 * @param string $code    Error code.
	 * @param string $message Translated message.
	 */
	private static function bad_request( string $code, string $message ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => 400 ) );
	}

	/**
	 * Core's error with a 400 status (wp_insert_user()'s have none).
	 *
	 * @param WP_Error $error Core's error.
	 */
	private static function with_status( WP_Error $error ): WP_Error {
		$data = $error->get_error_data();
		if ( ! is_array( $data ) || ! isset( $data['status'] ) ) {
			$error->add_data( array( 'status' => 400 ) );
		}
		return $error;
	}
}
