<?php
/**
 * Records what happens to user accounts.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\Secrets;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Events: user.created, user.updated (profile fields before and after; a new
 * password as "changed" only), user.deleted, user.password_reset_sent, and,
 * read from the capabilities user meta so that every writer is logged
 * (set_role(), add_role(), remove_role(), add_cap(), another plugin's
 * update_user_meta()), user.roles_changed and user.capabilities_changed.
 */
final class UserRecorder {

	/**
	 * Profile meta recorded as user.updated, by field.
	 */
	private const PROFILE_META = array(
		'first_name'     => 'first_name',
		'last_name'      => 'last_name',
		'nickname'       => 'nickname',
		'description'    => 'description',
		'locale'         => 'locale',
		'uip_user_notes' => 'notes',
	);

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'user_register', array( self::class, 'created' ) );
		add_action( 'profile_update', array( self::class, 'updated' ), 10, 2 );
		add_action( 'update_user_meta', array( self::class, 'meta_updating' ), 10, 4 );
		add_action( 'added_user_meta', array( self::class, 'meta_added' ), 10, 4 );
		add_action( 'delete_user', array( self::class, 'deleted' ), 10, 3 );
		add_action( 'wpmu_delete_user', array( self::class, 'deleted' ), 10, 2 );
		add_action( 'retrieve_password', array( self::class, 'reset_sent' ) );
	}

	/**
	 * `user_register`: the account with its roles (their own role events of
	 * this request are part of it).
	 *
	 * @param int|mixed $user_id The user.
	 */
	public static function created( $user_id ): void {
		$user = get_userdata( is_numeric( $user_id ) ? (int) $user_id : 0 );
		if ( ! $user instanceof WP_User ) {
			return;
		}
		ActivityLog::forget( 'user.roles_changed', 'user', (string) $user->ID );
		ActivityLog::forget( 'user.capabilities_changed', 'user', (string) $user->ID );
		ActivityLog::record(
			'user.created',
			'user',
			(string) $user->ID,
			self::name( $user ),
			array(
				'roles' => array(
					'before' => array(),
					'after'  => self::role_names( $user->roles ),
				),
				'email' => array(
					'before' => '',
					'after'  => $user->user_email,
				),
			)
		);
	}

	/**
	 * `profile_update`: the account's fields that changed.
	 *
	 * @param int|mixed     $user_id The user.
	 * @param WP_User|mixed $before  The account before.
	 */
	public static function updated( $user_id, $before ): void {
		$after = get_userdata( is_numeric( $user_id ) ? (int) $user_id : 0 );
		if ( ! $after instanceof WP_User || ! $before instanceof WP_User ) {
			return;
		}
		$changes = array();
		$fields  = array(
			'email'   => 'user_email',
			'name'    => 'display_name',
			'website' => 'user_url',
			'login'   => 'user_login',
		);
		foreach ( $fields as $field => $property ) {
			$old = self::text( $before->data->{$property} ?? '' );
			$new = self::text( $after->data->{$property} ?? '' );
			if ( $old !== $new ) {
				$changes[ $field ] = array(
					'before' => $old,
					'after'  => $new,
				);
			}
		}
		if ( self::text( $before->data->user_pass ?? '' ) !== self::text( $after->data->user_pass ?? '' ) ) {
			$changes['password'] = Secrets::masked();
		}
		if ( array() !== $changes ) {
			self::record( 'user.updated', $after, $changes );
		}
	}

	/**
	 * `update_user_meta` (before the write): profile meta, roles and
	 * capabilities.
	 *
	 * @param int|mixed    $meta_id  The meta row (unused).
	 * @param int|mixed    $user_id  The user.
	 * @param string|mixed $meta_key The key.
	 * @param mixed        $value    The new value.
	 */
	public static function meta_updating( $meta_id, $user_id, $meta_key, $value ): void {
		unset( $meta_id );
		// Most writes (last activity, sessions, preferences) are none of the log's: known keys first.
		if ( ! is_numeric( $user_id ) || ! is_string( $meta_key ) ) {
			return;
		}
		if ( self::capabilities_key() === $meta_key ) {
			self::capabilities_changed( (int) $user_id, get_user_meta( (int) $user_id, $meta_key, true ), $value );
			return;
		}
		if ( ! isset( self::PROFILE_META[ $meta_key ] ) ) {
			return;
		}
		$before = get_user_meta( (int) $user_id, $meta_key, true );
		$user   = get_userdata( (int) $user_id );
		$old    = is_scalar( $before ) ? (string) $before : '';
		$new    = is_scalar( $value ) ? (string) $value : '';
		if ( $user instanceof WP_User && $old !== $new ) {
			self::record(
				'user.updated',
				$user,
				array(
					self::PROFILE_META[ $meta_key ] => array(
						'before' => $old,
						'after'  => $new,
					),
				)
			);
		}
	}

	/**
	 * `added_user_meta`: roles given to an account that had none on this
	 * site (a new account's are part of user.created).
	 *
	 * @param int|mixed    $meta_id  The meta row (unused).
	 * @param int|mixed    $user_id  The user.
	 * @param string|mixed $meta_key The key.
	 * @param mixed        $value    The value.
	 */
	public static function meta_added( $meta_id, $user_id, $meta_key, $value ): void {
		unset( $meta_id );
		if ( self::capabilities_key() === $meta_key && is_numeric( $user_id ) && ! ActivityLog::is_queued( 'user.created', 'user', (string) $user_id ) ) {
			self::capabilities_changed( (int) $user_id, array(), $value );
		}
	}

	/**
	 * `delete_user` / `wpmu_delete_user`: before the account goes.
	 *
	 * @param int|mixed      $user_id  The user.
	 * @param int|null|mixed $reassign Who gets their posts (or the user on a network).
	 * @param WP_User|mixed  $user     The user.
	 */
	public static function deleted( $user_id, $reassign = null, $user = null ): void {
		$user = $user instanceof WP_User ? $user : ( $reassign instanceof WP_User ? $reassign : get_userdata( is_numeric( $user_id ) ? (int) $user_id : 0 ) );
		if ( ! $user instanceof WP_User ) {
			return;
		}
		$changes = array();
		$heir    = is_numeric( $reassign ) ? get_userdata( (int) $reassign ) : false;
		if ( $heir instanceof WP_User ) {
			$changes['reassign'] = array(
				'before' => null,
				'after'  => self::name( $heir ),
			);
		}
		self::record( 'user.deleted', $user, $changes );
	}

	/**
	 * `retrieve_password`: a reset link was made (by the user on the sign-in
	 * page, or for them by a manager); never the key.
	 *
	 * @param string|mixed $login The user's login.
	 */
	public static function reset_sent( $login ): void {
		$user = is_string( $login ) ? get_user_by( 'login', $login ) : false;
		if ( $user instanceof WP_User ) {
			self::record( 'user.password_reset_sent', $user );
		}
	}

	/**
	 * Records what a write of the capabilities meta changes: roles, then
	 * capabilities given to the user directly.
	 *
	 * @param int   $user_id The user.
	 * @param mixed $before  The meta before.
	 * @param mixed $after   The meta after.
	 */
	private static function capabilities_changed( int $user_id, $before, $after ): void {
		$user = get_userdata( $user_id );
		if ( ! $user instanceof WP_User ) {
			return;
		}
		list( $roles_before, $caps_before ) = self::split( $before );
		list( $roles_after, $caps_after )   = self::split( $after );
		if ( $roles_before !== $roles_after ) {
			self::record(
				'user.roles_changed',
				$user,
				array(
					'roles' => array(
						'before' => self::role_names( $roles_before ),
						'after'  => self::role_names( $roles_after ),
					),
				)
			);
		}
		$changes = array();
		foreach ( array_unique( array_merge( array_keys( $caps_before ), array_keys( $caps_after ) ) ) as $cap ) {
			$old = $caps_before[ $cap ] ?? null;
			$new = $caps_after[ $cap ] ?? null;
			if ( $old !== $new ) {
				$changes[ 'cap:' . $cap ] = array(
					'before' => $old,
					'after'  => $new,
				);
			}
		}
		if ( array() !== $changes ) {
			self::record( 'user.capabilities_changed', $user, $changes );
		}
	}

	/**
	 * A capabilities meta value as its granted roles (sorted) and its own
	 * capabilities (granted or denied).
	 *
	 * @param mixed $value The meta value.
	 * @return array{0: list<string>, 1: array<string, bool>}
	 */
	private static function split( $value ): array {
		$roles = array();
		$caps  = array();
		$known = wp_roles();
		foreach ( is_array( $value ) ? $value : array() as $key => $granted ) {
			$key = (string) $key;
			if ( $known->is_role( $key ) ) {
				if ( (bool) $granted ) {
					$roles[] = $key;
				}
				continue;
			}
			$caps[ $key ] = (bool) $granted;
		}
		sort( $roles );
		return array( $roles, $caps );
	}

	/**
	 * Roles' names as stored (translated when shown).
	 *
	 * @param array<mixed> $slugs Role slugs.
	 * @return list<string>
	 */
	private static function role_names( array $slugs ): array {
		$names = wp_roles()->get_names();
		$out   = array();
		foreach ( $slugs as $slug ) {
			$slug  = self::text( $slug );
			$out[] = isset( $names[ $slug ] ) ? self::text( $names[ $slug ] ) : $slug;
		}
		return $out;
	}

	/**
	 * The meta key of the user's roles and capabilities on this site.
	 */
	private static function capabilities_key(): string {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		return $wpdb instanceof \wpdb ? $wpdb->get_blog_prefix() . 'capabilities' : 'wp_capabilities';
	}

	/**
	 * A value as text ('' for what is not scalar).
	 *
	 * @param mixed $value The value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A user's name as read in the log.
	 *
	 * @param WP_User $user The user.
	 */
	public static function name( WP_User $user ): string {
		$name = (string) $user->display_name;
		return '' === $name ? (string) $user->user_login : $name;
	}

	/**
	 * Queues a user's event.
	 *
	 * @param string                                            $action  The action.
	 * @param WP_User                                           $user    The user.
	 * @param array<string, array{before: mixed, after: mixed}> $changes The changes.
	 */
	private static function record( string $action, WP_User $user, array $changes = array() ): void {
		ActivityLog::record( $action, 'user', (string) $user->ID, self::name( $user ), $changes );
	}
}
