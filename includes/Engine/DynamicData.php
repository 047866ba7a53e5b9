<?php
/**
 * Dynamic values resolved on the server.
 *
 * @package UiPress
 */

namespace UiPress\Engine;

use UiPress\Rest\BlockQuery\UserValues;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * `engine.dynamicData`: the catalogue of values text options can show,
 * `{ key: { label, value, group } }`, filtered by `uipress/dynamic_data`.
 * Values the user could not see in the admin are left out: the WordPress
 * and PHP versions for users without `update_core`, pending comments for
 * users without `edit_posts`, the user count for users without `list_users`.
 *
 * @phpstan-type Entry array{label: string, value: string|int|float|bool, group: string}
 */
final class DynamicData {

	/**
	 * The catalogue for a user.
	 *
	 * @param WP_User $user The signed-in user (ID 0 when nobody is).
	 * @return array<string, Entry>
	 */
	public static function for_user( WP_User $user ): array {
		$catalogue = array_merge( self::user_values( $user ), self::site_values(), self::content_values() );

		/**
		 * Filters the dynamic values the server gives the interface.
		 *
		 * @param array   $catalogue Entries keyed by name: { label, value, group }.
		 * @param WP_User $user      The signed-in user.
		 */
		$filtered = apply_filters( 'uipress/dynamic_data', $catalogue, $user );

		return is_array( $filtered ) ? self::clean( $filtered ) : $catalogue;
	}

	/**
	 * The current user's values.
	 *
	 * @param WP_User $user The user.
	 * @return array<string, Entry>
	 */
	private static function user_values( WP_User $user ): array {
		$roles = $user->ID > 0 ? UserValues::role_labels( $user ) : array();
		$date  = get_option( 'date_format' );

		return array(
			'user_name'       => self::entry( __( 'User display name', 'uipress' ), Text::decode( (string) $user->display_name ), 'user' ),
			'user_first_name' => self::entry( __( 'User first name', 'uipress' ), Text::decode( (string) $user->first_name ), 'user' ),
			'user_last_name'  => self::entry( __( 'User last name', 'uipress' ), Text::decode( (string) $user->last_name ), 'user' ),
			'user_login'      => self::entry( __( 'Username', 'uipress' ), (string) $user->user_login, 'user' ),
			'user_email'      => self::entry( __( 'User email', 'uipress' ), (string) $user->user_email, 'user' ),
			'user_id'         => self::entry( __( 'User ID', 'uipress' ), (int) $user->ID, 'user' ),
			'user_role'       => self::entry( __( 'User role', 'uipress' ), $roles[0] ?? '', 'user' ),
			'user_roles'      => self::entry( __( 'User roles', 'uipress' ), implode( ', ', $roles ), 'user' ),
			'user_avatar'     => self::entry( __( 'User avatar URL', 'uipress' ), $user->ID > 0 ? (string) get_avatar_url( $user->ID ) : '', 'user' ),
			'user_website'    => self::entry( __( 'User website', 'uipress' ), (string) $user->user_url, 'user' ),
			'user_registered' => self::entry(
				__( 'User registration date', 'uipress' ),
				$user->ID > 0 ? (string) mysql2date( is_string( $date ) ? $date : 'F j, Y', get_date_from_gmt( (string) $user->user_registered ) ) : '',
				'user'
			),
		);
	}

	/**
	 * The site's values.
	 *
	 * @return array<string, Entry>
	 */
	private static function site_values(): array {
		$values = array(
			'site_title'    => self::entry( __( 'Site title', 'uipress' ), Text::decode( get_bloginfo( 'name' ) ), 'site' ),
			'site_tagline'  => self::entry( __( 'Site tagline', 'uipress' ), Text::decode( get_bloginfo( 'description' ) ), 'site' ),
			'site_url'      => self::entry( __( 'Site URL', 'uipress' ), home_url(), 'site' ),
			'admin_url'     => self::entry( __( 'Admin URL', 'uipress' ), admin_url(), 'site' ),
			'site_icon'     => self::entry( __( 'Site icon URL', 'uipress' ), get_site_icon_url(), 'site' ),
			'site_language' => self::entry( __( 'Site language', 'uipress' ), get_locale(), 'site' ),
			'site_timezone' => self::entry( __( 'Site time zone', 'uipress' ), wp_timezone_string(), 'site' ),
		);
		if ( current_user_can( 'update_core' ) ) {
			$values['wp_version']  = self::entry( __( 'WordPress version', 'uipress' ), (string) get_bloginfo( 'version' ), 'site' );
			$values['php_version'] = self::entry( __( 'PHP version', 'uipress' ), PHP_VERSION, 'site' );
		}
		return $values;
	}

	/**
	 * Counts of the site's content.
	 *
	 * @return array<string, Entry>
	 */
	private static function content_values(): array {
		$values  = array(
			'post_count'    => self::entry( __( 'Published posts', 'uipress' ), self::published( 'post' ), 'content' ),
			'page_count'    => self::entry( __( 'Published pages', 'uipress' ), self::published( 'page' ), 'content' ),
			'media_count'   => self::entry( __( 'Media items', 'uipress' ), self::count_of( 'attachment', 'inherit' ), 'content' ),
			'comment_count' => self::entry( __( 'Approved comments', 'uipress' ), (int) wp_count_comments()->approved, 'content' ),
			'update_count'  => self::entry( __( 'Available updates', 'uipress' ), AdminCounts::updates(), 'content' ),
		);
		$pending = AdminCounts::pending_comments();
		if ( null !== $pending ) {
			$values['pending_comments'] = self::entry( __( 'Comments awaiting moderation', 'uipress' ), $pending, 'content' );
		}
		if ( current_user_can( 'list_users' ) ) {
			$users                = count_users();
			$values['user_count'] = self::entry( __( 'Users', 'uipress' ), (int) $users['total_users'], 'content' );
		}
		return $values;
	}

	/**
	 * Published posts of a type.
	 *
	 * @param string $type Post type.
	 */
	private static function published( string $type ): int {
		return self::count_of( $type, 'publish' );
	}

	/**
	 * Posts of a type in a status.
	 *
	 * @param string $type   Post type.
	 * @param string $status Status.
	 */
	private static function count_of( string $type, string $status ): int {
		$counts = get_object_vars( wp_count_posts( $type ) );
		return isset( $counts[ $status ] ) && is_numeric( $counts[ $status ] ) ? (int) $counts[ $status ] : 0;
	}

	/**
	 * One entry.
	 *
	 * @param string                $label Translated label.
	 * @param string|int|float|bool $value Value.
	 * @param string                $group Group: 'user', 'site' or 'content'.
	 * @return Entry
	 */
	private static function entry( string $label, $value, string $group ): array {
		return array(
			'label' => $label,
			'value' => $value,
			'group' => $group,
		);
	}

	/**
	 * The well-formed entries of a filtered catalogue (others are dropped).
	 *
	 * @param array<mixed> $catalogue Filtered catalogue.
	 * @return array<string, Entry>
	 */
	private static function clean( array $catalogue ): array {
		$clean = array();
		foreach ( $catalogue as $key => $entry ) {
			if ( ! is_string( $key ) || '' === $key || ! is_array( $entry ) ) {
				continue;
			}
			$label = $entry['label'] ?? null;
			$value = $entry['value'] ?? null;
			$group = $entry['group'] ?? null;
			if ( is_string( $label ) && is_string( $group ) && is_scalar( $value ) ) {
				$clean[ $key ] = self::entry( $label, $value, $group );
			}
		}
		return $clean;
	}
}
