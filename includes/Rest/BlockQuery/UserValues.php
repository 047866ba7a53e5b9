<?php
/**
 * Placeholder values of a user.
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The values a users query offers its children, as plain strings.
 * `user_email` is given only to users with `list_users`.
 */
final class UserValues {

	/**
	 * Keys offered.
	 */
	public const KEYS = array(
		'user_id',
		'user_name',
		'user_first_name',
		'user_last_name',
		'user_login',
		'user_email',
		'user_roles',
		'user_avatar',
		'user_registered',
		'user_website',
	);

	/**
	 * The values of the keys asked for that this class knows.
	 *
	 * @param WP_User  $user The user.
	 * @param string[] $keys Keys.
	 * @return array<string, string>
	 */
	public static function for_user( WP_User $user, array $keys ): array {
		$values = array();
		foreach ( array_intersect( self::KEYS, $keys ) as $key ) {
			if ( 'user_email' === $key && ! current_user_can( 'list_users' ) ) {
				continue;
			}
			$values[ $key ] = self::value( $user, $key );
		}
		return $values;
	}

	/**
	 * One value.
	 *
	 * @param WP_User $user The user.
	 * @param string  $key  Key.
	 */
	private static function value( WP_User $user, string $key ): string {
		switch ( $key ) {
			case 'user_id':
				return (string) $user->ID;
			case 'user_name':
				return PlainText::from_html( (string) $user->display_name );
			case 'user_first_name':
				return PlainText::from_html( (string) $user->first_name );
			case 'user_last_name':
				return PlainText::from_html( (string) $user->last_name );
			case 'user_login':
				return (string) $user->user_login;
			case 'user_email':
				return (string) $user->user_email;
			case 'user_roles':
				return implode( ', ', self::role_labels( $user ) );
			case 'user_avatar':
				return (string) get_avatar_url( $user->ID );
			case 'user_registered':
				$format = get_option( 'date_format' );
				return (string) mysql2date( is_string( $format ) ? $format : 'F j, Y', get_date_from_gmt( (string) $user->user_registered ) );
			case 'user_website':
				return (string) $user->user_url;
		}
		return '';
	}

	/**
	 * Translated names of the user's roles.
	 *
	 * @param WP_User $user The user.
	 * @return list<string>
	 */
	public static function role_labels( WP_User $user ): array {
		$names  = wp_roles()->role_names;
		$labels = array();
		foreach ( $user->roles as $role ) {
			$labels[] = isset( $names[ $role ] ) && is_string( $names[ $role ] ) ? translate_user_role( $names[ $role ] ) : (string) $role;
		}
		return $labels;
	}
}
